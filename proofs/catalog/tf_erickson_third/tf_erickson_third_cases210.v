(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s174_c68_L (a : nat) : lmoves (s174_board (2 + a) 1 1 1) = [s174_board (1 + a) 2 1 1; s157_board (2 + a) 2 1; s172_board (2 + a) 1 2].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c68_R (a : nat) : rmoves (s174_board (2 + a) 1 1 1) = [s168_board (2 + a) 1 1 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s174_c68_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s174_board (2 + a) 1 1 1 -> fst (s174_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q45] in Hc |- *.
  rewrite tf_game_eq, (s174_c68_L a), (s174_c68_R a); cbn [map].
  pose proof (use_s174 IH (1 + a) 2 1 1 (opt_l _ _ _ (s174_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) 2 1 (opt_l _ _ _ (s174_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH (2 + a) 1 2 (opt_l _ _ _ (s174_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 1 1 0 (opt_r _ _ _ (s174_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p20 Ho0 ltac:(zlia)).
  rewrite (s157_p5 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  rewrite (s168_p118 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]].
Qed.

Lemma s174_c68_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s174_board (2 + a) 1 1 1 -> fst (s174_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q48] in Hc |- *.
  rewrite tf_game_eq, (s174_c68_L a), (s174_c68_R a); cbn [map].
  pose proof (use_s174 IH (1 + a) 2 1 1 (opt_l _ _ _ (s174_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) 2 1 (opt_l _ _ _ (s174_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH (2 + a) 1 2 (opt_l _ _ _ (s174_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 1 1 0 (opt_r _ _ _ (s174_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p20 Ho0 ltac:(zlia)).
  rewrite (s157_p5 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  rewrite (s168_p135 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]].
Qed.

Lemma s174_c69_L (a d : nat) : lmoves (s174_board (2 + a) 1 1 (2 + d)) = [s174_board (1 + a) 2 1 (2 + d); s157_board (2 + a) 2 (2 + d); s172_board (2 + a) 1 (3 + d)].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c69_R (a d : nat) : rmoves (s174_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s174_c69_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s174_board (2 + a) 1 1 (2 + d) -> fst (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c69_L a d), (s174_c69_R a d); cbn [map].
  pose proof (use_s174 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s174_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s174_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s174_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s157_p2 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s174_c70_L (a c : nat) : lmoves (s174_board (2 + a) 1 (2 + c) 0) = [s174_board (1 + a) 2 (2 + c) 0; s157_board (2 + a) (3 + c) 0; s174_board (2 + a) 1 (1 + c) 1].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c70_R (a c : nat) : rmoves (s174_board (2 + a) 1 (2 + c) 0) = [s168_board (2 + a) 1 (2 + c) 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s174_c70_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s174_board (2 + a) 1 (2 + c) 0 -> fst (s174_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q16] in Hc |- *.
  rewrite tf_game_eq, (s174_c70_L a c), (s174_c70_R a c); cbn [map].
  pose proof (use_s174 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s174_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s174_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s174_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 (2 + c) 0 0 (opt_r _ _ _ (s174_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  rewrite (s157_p6 Ho1 ltac:(zlia)).
  rewrite (s174_p36 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s168_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s174_c70_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s174_board (2 + a) 1 (2 + c) 0 -> fst (s174_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q34] in Hc |- *.
  rewrite tf_game_eq, (s174_c70_L a c), (s174_c70_R a c); cbn [map].
  pose proof (use_s174 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s174_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s174_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s174_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 (2 + c) 0 0 (opt_r _ _ _ (s174_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p39 Ho0 ltac:(zlia)).
  rewrite (s157_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s174_p45 Ho2 ltac:(zlia)).
    rewrite (s168_p39 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s174_p48 Ho2 ltac:(zlia)).
    rewrite (s168_p39 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s174_c71_L (a c : nat) : lmoves (s174_board (2 + a) 1 (2 + c) 1) = [s174_board (1 + a) 2 (2 + c) 1; s157_board (2 + a) (3 + c) 1; s174_board (2 + a) 1 (1 + c) 2].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c71_R (a c : nat) : rmoves (s174_board (2 + a) 1 (2 + c) 1) = [s168_board (2 + a) 1 (2 + c) 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s174_c71_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s174_board (2 + a) 1 (2 + c) 1 -> fst (s174_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q36] in Hc |- *.
  rewrite tf_game_eq, (s174_c71_L a c), (s174_c71_R a c); cbn [map].
  pose proof (use_s174 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s174_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s174_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s174_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 (2 + c) 1 0 (opt_r _ _ _ (s174_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p36 Ho0 ltac:(zlia)).
  rewrite (s157_p5 Ho1 ltac:(zlia)).
  rewrite (s174_p7 Ho2 ltac:(zlia)).
  rewrite (s168_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s174_c72_L (a c d : nat) : lmoves (s174_board (2 + a) 1 (2 + c) (2 + d)) = [s174_board (1 + a) 2 (2 + c) (2 + d); s157_board (2 + a) (3 + c) (2 + d); s174_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c72_R (a c d : nat) : rmoves (s174_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s174_c72_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s174_board (2 + a) 1 (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c72_L a c d), (s174_c72_R a c d); cbn [map].
  pose proof (use_s174 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s174_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s174_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s174_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s157_p2 Ho1 ltac:(zlia)).
  rewrite (s174_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c==0 && d==0: the board of s172 *)
Lemma s174_c73_p21 x (Hs172 : s172_claim x) (a b : nat) :
  x = s174_board (2 + a) (2 + b) 0 0 -> fst (s174_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q21] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s174_c73_p37 x (Hs172 : s172_claim x) (a b : nat) :
  x = s174_board (2 + a) (2 + b) 0 0 -> fst (s174_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q37] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c==0 && d==1: the board of s172 *)
Lemma s174_c74_p22 x (Hs172 : s172_claim x) (a b : nat) :
  x = s174_board (2 + a) (2 + b) 0 1 -> fst (s174_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q22] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s174_c74_p46 x (Hs172 : s172_claim x) (a b : nat) :
  x = s174_board (2 + a) (2 + b) 0 1 -> fst (s174_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q46] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s174_c74_p49 x (Hs172 : s172_claim x) (a b : nat) :
  x = s174_board (2 + a) (2 + b) 0 1 -> fst (s174_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q49] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c==0 && d>=2: the board of s172 *)
Lemma s174_c75_p7 x (Hs172 : s172_claim x) (a b d : nat) :
  x = s174_board (2 + a) (2 + b) 0 (2 + d) -> fst (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s174_c76_L (a b : nat) : lmoves (s174_board (2 + a) (2 + b) 1 0) = [s174_board (1 + a) (3 + b) 1 0; s174_board (2 + a) (1 + b) 2 0; s172_board (2 + a) (2 + b) 1].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c76_R (a b : nat) : rmoves (s174_board (2 + a) (2 + b) 1 0) = [s168_board (2 + a) (2 + b) 1 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s174_c76_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s174_board (2 + a) (2 + b) 1 0 -> fst (s174_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q39] in Hc |- *.
  rewrite tf_game_eq, (s174_c76_L a b), (s174_c76_R a b); cbn [map].
  pose proof (use_s174 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s174_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s174_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s174_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 0 0 (opt_r _ _ _ (s174_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p39 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s174_p34 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s172_p15 Ho2 ltac:(zlia)).
      rewrite (s168_p51 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s172_p18 Ho2 ltac:(zlia)).
      rewrite (s168_p51 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s174_p39 Ho1 ltac:(zlia)).
    rewrite (s172_p6 Ho2 ltac:(zlia)).
    rewrite (s168_p51 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s174_c77_L (a b : nat) : lmoves (s174_board (2 + a) (2 + b) 1 1) = [s174_board (1 + a) (3 + b) 1 1; s174_board (2 + a) (1 + b) 2 1; s172_board (2 + a) (2 + b) 2].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c77_R (a b : nat) : rmoves (s174_board (2 + a) (2 + b) 1 1) = [s168_board (2 + a) (2 + b) 1 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s174_c77_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s174_board (2 + a) (2 + b) 1 1 -> fst (s174_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q20] in Hc |- *.
  rewrite tf_game_eq, (s174_c77_L a b), (s174_c77_R a b); cbn [map].
  pose proof (use_s174 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s174_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s174_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s174_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 1 0 (opt_r _ _ _ (s174_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p20 Ho0 ltac:(zlia)).
  rewrite (s174_p36 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  rewrite (s168_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s174_c78_L (a b d : nat) : lmoves (s174_board (2 + a) (2 + b) 1 (2 + d)) = [s174_board (1 + a) (3 + b) 1 (2 + d); s174_board (2 + a) (1 + b) 2 (2 + d); s172_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c78_R (a b d : nat) : rmoves (s174_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s174_c78_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s174_board (2 + a) (2 + b) 1 (2 + d) -> fst (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c78_L a b d), (s174_c78_R a b d); cbn [map].
  pose proof (use_s174 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s174_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s174_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s174_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s174_p7 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s174_c79_L (a b c : nat) : lmoves (s174_board (2 + a) (2 + b) (2 + c) 0) = [s174_board (1 + a) (3 + b) (2 + c) 0; s174_board (2 + a) (1 + b) (3 + c) 0; s174_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c79_R (a b c : nat) : rmoves (s174_board (2 + a) (2 + b) (2 + c) 0) = [s168_board (2 + a) (2 + b) (2 + c) 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s174_c79_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s174_board (2 + a) (2 + b) (2 + c) 0 -> fst (s174_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q16] in Hc |- *.
  rewrite tf_game_eq, (s174_c79_L a b c), (s174_c79_R a b c); cbn [map].
  pose proof (use_s174 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s174_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s174_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s174_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s174_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  rewrite (s174_p16 Ho1 ltac:(zlia)).
  rewrite (s174_p36 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s168_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s174_c79_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s174_board (2 + a) (2 + b) (2 + c) 0 -> fst (s174_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q39] in Hc |- *.
  rewrite tf_game_eq, (s174_c79_L a b c), (s174_c79_R a b c); cbn [map].
  pose proof (use_s174 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s174_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s174_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s174_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s174_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p39 Ho0 ltac:(zlia)).
  rewrite (s174_p16 Ho1 ltac:(zlia)).
  rewrite (s174_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s174_c80_L (a b c : nat) : lmoves (s174_board (2 + a) (2 + b) (2 + c) 1) = [s174_board (1 + a) (3 + b) (2 + c) 1; s174_board (2 + a) (1 + b) (3 + c) 1; s174_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c80_R (a b c : nat) : rmoves (s174_board (2 + a) (2 + b) (2 + c) 1) = [s168_board (2 + a) (2 + b) (2 + c) 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s174_c80_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s174_board (2 + a) (2 + b) (2 + c) 1 -> fst (s174_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q36] in Hc |- *.
  rewrite tf_game_eq, (s174_c80_L a b c), (s174_c80_R a b c); cbn [map].
  pose proof (use_s174 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s174_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s174_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s174_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s174_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p36 Ho0 ltac:(zlia)).
  rewrite (s174_p36 Ho1 ltac:(zlia)).
  rewrite (s174_p7 Ho2 ltac:(zlia)).
  rewrite (s168_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s174_c81_L (a b c d : nat) : lmoves (s174_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s174_board (1 + a) (3 + b) (2 + c) (2 + d); s174_board (2 + a) (1 + b) (3 + c) (2 + d); s174_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c81_R (a b c d : nat) : rmoves (s174_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s174_c81_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s174_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c81_L a b c d), (s174_c81_R a b c d); cbn [map].
  pose proof (use_s174 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s174_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s174_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s174_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s174_p7 Ho1 ltac:(zlia)).
  rewrite (s174_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s155 *)
Lemma s175_c1_p1 x (Hs155 : s155_claim x) :
  x = s175_board 0 0 0 0 0 -> fst (s175_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q1] in Hc |- *.
  pose proof (Hs155 0 0 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s156 *)
Lemma s175_c2_p2 x (Hs156 : s156_claim x) :
  x = s175_board 0 0 0 0 1 -> fst (s175_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q2] in Hc |- *.
  pose proof (Hs156 0 0 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s156 *)
Lemma s175_c3_p3 x (Hs156 : s156_claim x) (e : nat) :
  x = s175_board 0 0 0 0 (2 + e) -> fst (s175_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q3] in Hc |- *.
  pose proof (Hs156 0 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s155 *)
Lemma s175_c4_p5 x (Hs155 : s155_claim x) :
  x = s175_board 0 0 0 1 0 -> fst (s175_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q5] in Hc |- *.
  pose proof (Hs155 0 1 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s156 *)
Lemma s175_c5_p6 x (Hs156 : s156_claim x) :
  x = s175_board 0 0 0 1 1 -> fst (s175_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q6] in Hc |- *.
  pose proof (Hs156 0 1 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s156 *)
Lemma s175_c6_p6 x (Hs156 : s156_claim x) (e : nat) :
  x = s175_board 0 0 0 1 (2 + e) -> fst (s175_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q6] in Hc |- *.
  pose proof (Hs156 0 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s155 *)
Lemma s175_c7_p7 x (Hs155 : s155_claim x) (d : nat) :
  x = s175_board 0 0 0 (2 + d) 0 -> fst (s175_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q7] in Hc |- *.
  pose proof (Hs155 0 (2 + d) ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s156 *)
Lemma s175_c8_p7 x (Hs156 : s156_claim x) (d : nat) :
  x = s175_board 0 0 0 (2 + d) 1 -> fst (s175_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q7] in Hc |- *.
  pose proof (Hs156 0 (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s156 *)
Lemma s175_c9_p7 x (Hs156 : s156_claim x) (d e : nat) :
  x = s175_board 0 0 0 (2 + d) (2 + e) -> fst (s175_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q7] in Hc |- *.
  pose proof (Hs156 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s157 *)
Lemma s175_c10_p9 x (Hs157 : s157_claim x) :
  x = s175_board 0 0 1 0 0 -> fst (s175_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q9] in Hc |- *.
  pose proof (Hs157 0 1 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s158 *)
Lemma s175_c11_p10 x (Hs158 : s158_claim x) :
  x = s175_board 0 0 1 0 1 -> fst (s175_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q10] in Hc |- *.
  pose proof (Hs158 0 1 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s158 *)
Lemma s175_c12_p12 x (Hs158 : s158_claim x) (e : nat) :
  x = s175_board 0 0 1 0 (2 + e) -> fst (s175_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q12] in Hc |- *.
  pose proof (Hs158 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s157 *)
Lemma s175_c13_p13 x (Hs157 : s157_claim x) :
  x = s175_board 0 0 1 1 0 -> fst (s175_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q13] in Hc |- *.
  pose proof (Hs157 0 1 1 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s158 *)
Lemma s175_c14_p14 x (Hs158 : s158_claim x) :
  x = s175_board 0 0 1 1 1 -> fst (s175_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q14] in Hc |- *.
  pose proof (Hs158 0 1 1 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s158 *)
Lemma s175_c15_p15 x (Hs158 : s158_claim x) (e : nat) :
  x = s175_board 0 0 1 1 (2 + e) -> fst (s175_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q15] in Hc |- *.
  pose proof (Hs158 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s157 *)
Lemma s175_c16_p17 x (Hs157 : s157_claim x) (d : nat) :
  x = s175_board 0 0 1 (2 + d) 0 -> fst (s175_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q17] in Hc |- *.
  pose proof (Hs157 0 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s158 *)
Lemma s175_c17_p21 x (Hs158 : s158_claim x) (d : nat) :
  x = s175_board 0 0 1 (2 + d) 1 -> fst (s175_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q21] in Hc |- *.
  pose proof (Hs158 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s158 *)
Lemma s175_c18_p21 x (Hs158 : s158_claim x) (d e : nat) :
  x = s175_board 0 0 1 (2 + d) (2 + e) -> fst (s175_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q21] in Hc |- *.
  pose proof (Hs158 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s157 *)
Lemma s175_c19_p23 x (Hs157 : s157_claim x) (c : nat) :
  x = s175_board 0 0 (2 + c) 0 0 -> fst (s175_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q23] in Hc |- *.
  pose proof (Hs157 0 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c19_p32 x (Hs157 : s157_claim x) (c : nat) :
  x = s175_board 0 0 (2 + c) 0 0 -> fst (s175_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q32] in Hc |- *.
  pose proof (Hs157 0 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s158 *)
Lemma s175_c20_p25 x (Hs158 : s158_claim x) (c : nat) :
  x = s175_board 0 0 (2 + c) 0 1 -> fst (s175_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q25] in Hc |- *.
  pose proof (Hs158 0 (2 + c) 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c20_p33 x (Hs158 : s158_claim x) (c : nat) :
  x = s175_board 0 0 (2 + c) 0 1 -> fst (s175_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q33] in Hc |- *.
  pose proof (Hs158 0 (2 + c) 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s158 *)
Lemma s175_c21_p28 x (Hs158 : s158_claim x) (c e : nat) :
  x = s175_board 0 0 (2 + c) 0 (2 + e) -> fst (s175_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q28] in Hc |- *.
  pose proof (Hs158 0 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c21_p34 x (Hs158 : s158_claim x) (c e : nat) :
  x = s175_board 0 0 (2 + c) 0 (2 + e) -> fst (s175_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q34] in Hc |- *.
  pose proof (Hs158 0 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c21_p36 x (Hs158 : s158_claim x) (c e : nat) :
  x = s175_board 0 0 (2 + c) 0 (2 + e) -> fst (s175_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q36] in Hc |- *.
  pose proof (Hs158 0 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s157 *)
Lemma s175_c22_p29 x (Hs157 : s157_claim x) (c : nat) :
  x = s175_board 0 0 (2 + c) 1 0 -> fst (s175_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q29] in Hc |- *.
  pose proof (Hs157 0 (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s158 *)
Lemma s175_c23_p30 x (Hs158 : s158_claim x) (c : nat) :
  x = s175_board 0 0 (2 + c) 1 1 -> fst (s175_q30 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q30 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q30] in Hc |- *.
  pose proof (Hs158 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s158 *)
Lemma s175_c24_p31 x (Hs158 : s158_claim x) (c e : nat) :
  x = s175_board 0 0 (2 + c) 1 (2 + e) -> fst (s175_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q31] in Hc |- *.
  pose proof (Hs158 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c24_p35 x (Hs158 : s158_claim x) (c e : nat) :
  x = s175_board 0 0 (2 + c) 1 (2 + e) -> fst (s175_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q35] in Hc |- *.
  pose proof (Hs158 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s157 *)
Lemma s175_c25_p17 x (Hs157 : s157_claim x) (c d : nat) :
  x = s175_board 0 0 (2 + c) (2 + d) 0 -> fst (s175_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q17] in Hc |- *.
  pose proof (Hs157 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s158 *)
Lemma s175_c26_p21 x (Hs158 : s158_claim x) (c d : nat) :
  x = s175_board 0 0 (2 + c) (2 + d) 1 -> fst (s175_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q21] in Hc |- *.
  pose proof (Hs158 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s158 *)
Lemma s175_c27_p21 x (Hs158 : s158_claim x) (c d e : nat) :
  x = s175_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s175_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q21] in Hc |- *.
  pose proof (Hs158 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s172 *)
Lemma s175_c28_p4 x (Hs172 : s172_claim x) :
  x = s175_board 0 1 0 0 0 -> fst (s175_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q4] in Hc |- *.
  pose proof (Hs172 0 1 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s173 *)
Lemma s175_c29_p11 x (Hs173 : s173_claim x) :
  x = s175_board 0 1 0 0 1 -> fst (s175_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q11] in Hc |- *.
  pose proof (Hs173 0 1 0 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s173 *)
Lemma s175_c30_p37 x (Hs173 : s173_claim x) (e : nat) :
  x = s175_board 0 1 0 0 (2 + e) -> fst (s175_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q37] in Hc |- *.
  pose proof (Hs173 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s172 *)
Lemma s175_c31_p22 x (Hs172 : s172_claim x) :
  x = s175_board 0 1 0 1 0 -> fst (s175_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q22] in Hc |- *.
  pose proof (Hs172 0 1 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s173 *)
Lemma s175_c32_p39 x (Hs173 : s173_claim x) :
  x = s175_board 0 1 0 1 1 -> fst (s175_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q39] in Hc |- *.
  pose proof (Hs173 0 1 1 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s173 *)
Lemma s175_c33_p40 x (Hs173 : s173_claim x) (e : nat) :
  x = s175_board 0 1 0 1 (2 + e) -> fst (s175_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q40] in Hc |- *.
  pose proof (Hs173 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s172 *)
Lemma s175_c34_p17 x (Hs172 : s172_claim x) (d : nat) :
  x = s175_board 0 1 0 (2 + d) 0 -> fst (s175_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q17] in Hc |- *.
  pose proof (Hs172 0 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s173 *)
Lemma s175_c35_p41 x (Hs173 : s173_claim x) (d : nat) :
  x = s175_board 0 1 0 (2 + d) 1 -> fst (s175_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q41] in Hc |- *.
  pose proof (Hs173 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s173 *)
Lemma s175_c36_p41 x (Hs173 : s173_claim x) (d e : nat) :
  x = s175_board 0 1 0 (2 + d) (2 + e) -> fst (s175_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q41] in Hc |- *.
  pose proof (Hs173 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s174 *)
Lemma s175_c37_p42 x (Hs174 : s174_claim x) :
  x = s175_board 0 1 1 0 0 -> fst (s175_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q42] in Hc |- *.
  pose proof (Hs174 0 1 1 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c38_L : lmoves (s175_board 0 1 1 0 1) = [s158_board 0 2 0 1; s173_board 0 1 1 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c38_R : rmoves (s175_board 0 1 1 0 1) = [s168_board 0 1 1 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s175_c38_p44 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s175_board 0 1 1 0 1 -> fst (s175_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q44] in Hc |- *.
  rewrite tf_game_eq, (s175_c38_L), (s175_c38_R); cbn [map].
  pose proof (use_s158 IH 0 2 0 1 (opt_l _ _ _ (s175_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 1 1 (opt_l _ _ _ (s175_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 1 0 1 (opt_r _ _ _ (s175_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p19 Ho0 ltac:(zlia)).
  rewrite (s173_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p34 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s175_c39_L (e : nat) : lmoves (s175_board 0 1 1 0 (2 + e)) = [s158_board 0 2 0 (2 + e); s173_board 0 1 1 (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c39_R (e : nat) : rmoves (s175_board 0 1 1 0 (2 + e)) = [s168_board 0 1 1 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s175_c39_p27 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s175_board 0 1 1 0 (2 + e) -> fst (s175_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q27] in Hc |- *.
  rewrite tf_game_eq, (s175_c39_L e), (s175_c39_R e); cbn [map].
  pose proof (use_s158 IH 0 2 0 (2 + e) (opt_l _ _ _ (s175_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 1 (2 + e) (opt_l _ _ _ (s175_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s175_c39_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p21 Ho0 ltac:(zlia)).
  rewrite (s173_p14 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d==1 && e==0: the board of s174 *)
Lemma s175_c40_p45 x (Hs174 : s174_claim x) :
  x = s175_board 0 1 1 1 0 -> fst (s175_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q45] in Hc |- *.
  pose proof (Hs174 0 1 1 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c41_L : lmoves (s175_board 0 1 1 1 1) = [s158_board 0 2 1 1; s173_board 0 1 2 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c41_R : rmoves (s175_board 0 1 1 1 1) = [s168_board 0 1 1 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s175_c41_p46 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s175_board 0 1 1 1 1 -> fst (s175_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q46] in Hc |- *.
  rewrite tf_game_eq, (s175_c41_L), (s175_c41_R); cbn [map].
  pose proof (use_s158 IH 0 2 1 1 (opt_l _ _ _ (s175_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 2 1 (opt_l _ _ _ (s175_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 1 1 1 (opt_r _ _ _ (s175_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p23 Ho0 ltac:(zlia)).
  rewrite (s173_p17 Ho1 ltac:(zlia)).
  rewrite (s168_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s175_c42_L (e : nat) : lmoves (s175_board 0 1 1 1 (2 + e)) = [s158_board 0 2 1 (2 + e); s173_board 0 1 2 (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c42_R (e : nat) : rmoves (s175_board 0 1 1 1 (2 + e)) = [s168_board 0 1 1 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s175_c42_p48 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s175_board 0 1 1 1 (2 + e) -> fst (s175_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q48] in Hc |- *.
  rewrite tf_game_eq, (s175_c42_L e), (s175_c42_R e); cbn [map].
  pose proof (use_s158 IH 0 2 1 (2 + e) (opt_l _ _ _ (s175_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 2 (2 + e) (opt_l _ _ _ (s175_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s175_c42_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p24 Ho0 ltac:(zlia)).
  rewrite (s173_p17 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d>=2 && e==0: the board of s174 *)
Lemma s175_c43_p17 x (Hs174 : s174_claim x) (d : nat) :
  x = s175_board 0 1 1 (2 + d) 0 -> fst (s175_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q17] in Hc |- *.
  pose proof (Hs174 0 1 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c44_L (d : nat) : lmoves (s175_board 0 1 1 (2 + d) 1) = [s158_board 0 2 (2 + d) 1; s173_board 0 1 (3 + d) 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c44_R (d : nat) : rmoves (s175_board 0 1 1 (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s175_c44_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s175_board 0 1 1 (2 + d) 1 -> fst (s175_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c44_L d), (s175_c44_R d); cbn [map].
  pose proof (use_s158 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s175_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 (3 + d) 1 (opt_l _ _ _ (s175_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  rewrite (s173_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c45_L (d e : nat) : lmoves (s175_board 0 1 1 (2 + d) (2 + e)) = [s158_board 0 2 (2 + d) (2 + e); s173_board 0 1 (3 + d) (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c45_R (d e : nat) : rmoves (s175_board 0 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s175_c45_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s175_board 0 1 1 (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c45_L d e), (s175_c45_R d e); cbn [map].
  pose proof (use_s158 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s175_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 (3 + d) (2 + e) (opt_l _ _ _ (s175_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  rewrite (s173_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s174 *)
Lemma s175_c46_p24 x (Hs174 : s174_claim x) (c : nat) :
  x = s175_board 0 1 (2 + c) 0 0 -> fst (s175_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q24] in Hc |- *.
  pose proof (Hs174 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c46_p42 x (Hs174 : s174_claim x) (c : nat) :
  x = s175_board 0 1 (2 + c) 0 0 -> fst (s175_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q42] in Hc |- *.
  pose proof (Hs174 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c47_L (c : nat) : lmoves (s175_board 0 1 (2 + c) 0 1) = [s158_board 0 (3 + c) 0 1; s175_board 0 1 (1 + c) 1 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c47_R (c : nat) : rmoves (s175_board 0 1 (2 + c) 0 1) = [s168_board 0 1 (2 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s175_c47_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s175_board 0 1 (2 + c) 0 1 -> fst (s175_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q25] in Hc |- *.
  rewrite tf_game_eq, (s175_c47_L c), (s175_c47_R c); cbn [map].
  pose proof (use_s158 IH 0 (3 + c) 0 1 (opt_l _ _ _ (s175_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s175_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s175_c47_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p26 Ho0 ltac:(zlia)).
  rewrite (s175_p46 Ho1 ltac:(zlia)).
  rewrite (s168_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c47_p53 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s175_board 0 1 (2 + c) 0 1 -> fst (s175_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q53] in Hc |- *.
  rewrite tf_game_eq, (s175_c47_L c), (s175_c47_R c); cbn [map].
  pose proof (use_s158 IH 0 (3 + c) 0 1 (opt_l _ _ _ (s175_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s175_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s175_c47_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p26 Ho0 ltac:(zlia)).
  rewrite (s175_p51 Ho1 ltac:(zlia)).
  rewrite (s168_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c48_L (c e : nat) : lmoves (s175_board 0 1 (2 + c) 0 (2 + e)) = [s158_board 0 (3 + c) 0 (2 + e); s175_board 0 1 (1 + c) 1 (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c48_R (c e : nat) : rmoves (s175_board 0 1 (2 + c) 0 (2 + e)) = [s168_board 0 1 (2 + c) 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s175_c48_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s175_board 0 1 (2 + c) 0 (2 + e) -> fst (s175_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q49] in Hc |- *.
  rewrite tf_game_eq, (s175_c48_L c e), (s175_c48_R c e); cbn [map].
  pose proof (use_s158 IH 0 (3 + c) 0 (2 + e) (opt_l _ _ _ (s175_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s175_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s175_c48_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p27 Ho0 ltac:(zlia)).
  rewrite (s175_p48 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c48_p54 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s175_board 0 1 (2 + c) 0 (2 + e) -> fst (s175_q54 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q54 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q54] in Hc |- *.
  rewrite tf_game_eq, (s175_c48_L c e), (s175_c48_R c e); cbn [map].
  pose proof (use_s158 IH 0 (3 + c) 0 (2 + e) (opt_l _ _ _ (s175_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s175_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s175_c48_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p29 Ho0 ltac:(zlia)).
  rewrite (s175_p52 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d==1 && e==0: the board of s174 *)
Lemma s175_c49_p50 x (Hs174 : s174_claim x) (c : nat) :
  x = s175_board 0 1 (2 + c) 1 0 -> fst (s175_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q50] in Hc |- *.
  pose proof (Hs174 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c50_L (c : nat) : lmoves (s175_board 0 1 (2 + c) 1 1) = [s158_board 0 (3 + c) 1 1; s175_board 0 1 (1 + c) 2 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c50_R (c : nat) : rmoves (s175_board 0 1 (2 + c) 1 1) = [s168_board 0 1 (2 + c) 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s175_c50_p51 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s175_board 0 1 (2 + c) 1 1 -> fst (s175_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q51] in Hc |- *.
  rewrite tf_game_eq, (s175_c50_L c), (s175_c50_R c); cbn [map].
  pose proof (use_s158 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s175_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s175_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s175_c50_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p23 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c51_L (c e : nat) : lmoves (s175_board 0 1 (2 + c) 1 (2 + e)) = [s158_board 0 (3 + c) 1 (2 + e); s175_board 0 1 (1 + c) 2 (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c51_R (c e : nat) : rmoves (s175_board 0 1 (2 + c) 1 (2 + e)) = [s168_board 0 1 (2 + c) 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s175_c51_p52 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s175_board 0 1 (2 + c) 1 (2 + e) -> fst (s175_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q52] in Hc |- *.
  rewrite tf_game_eq, (s175_c51_L c e), (s175_c51_R c e); cbn [map].
  pose proof (use_s158 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s175_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s175_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s175_c51_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s158_p28 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e==0: the board of s174 *)
Lemma s175_c52_p17 x (Hs174 : s174_claim x) (c d : nat) :
  x = s175_board 0 1 (2 + c) (2 + d) 0 -> fst (s175_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q17] in Hc |- *.
  pose proof (Hs174 0 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c53_L (c d : nat) : lmoves (s175_board 0 1 (2 + c) (2 + d) 1) = [s158_board 0 (3 + c) (2 + d) 1; s175_board 0 1 (1 + c) (3 + d) 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c53_R (c d : nat) : rmoves (s175_board 0 1 (2 + c) (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s175_c53_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s175_board 0 1 (2 + c) (2 + d) 1 -> fst (s175_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c53_L c d), (s175_c53_R c d); cbn [map].
  pose proof (use_s158 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s175_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s175_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c54_L (c d e : nat) : lmoves (s175_board 0 1 (2 + c) (2 + d) (2 + e)) = [s158_board 0 (3 + c) (2 + d) (2 + e); s175_board 0 1 (1 + c) (3 + d) (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c54_R (c d e : nat) : rmoves (s175_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s175_c54_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s175_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c54_L c d e), (s175_c54_R c d e); cbn [map].
  pose proof (use_s158 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s175_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s172 *)
Lemma s175_c55_p55 x (Hs172 : s172_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 0 0 0 -> fst (s175_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q55] in Hc |- *.
  pose proof (Hs172 0 (2 + b) 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c55_p62 x (Hs172 : s172_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 0 0 0 -> fst (s175_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q62] in Hc |- *.
  pose proof (Hs172 0 (2 + b) 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s173 *)
Lemma s175_c56_p56 x (Hs173 : s173_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 0 0 1 -> fst (s175_q56 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q56 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q56] in Hc |- *.
  pose proof (Hs173 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c56_p63 x (Hs173 : s173_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 0 0 1 -> fst (s175_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q63] in Hc |- *.
  pose proof (Hs173 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s173 *)
Lemma s175_c57_p37 x (Hs173 : s173_claim x) (b e : nat) :
  x = s175_board 0 (2 + b) 0 0 (2 + e) -> fst (s175_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q37] in Hc |- *.
  pose proof (Hs173 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s172 *)
Lemma s175_c58_p58 x (Hs172 : s172_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 0 1 0 -> fst (s175_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q58] in Hc |- *.
  pose proof (Hs172 0 (2 + b) 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c58_p64 x (Hs172 : s172_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 0 1 0 -> fst (s175_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q64] in Hc |- *.
  pose proof (Hs172 0 (2 + b) 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s173 *)
Lemma s175_c59_p39 x (Hs173 : s173_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 0 1 1 -> fst (s175_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q39] in Hc |- *.
  pose proof (Hs173 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s173 *)
Lemma s175_c60_p40 x (Hs173 : s173_claim x) (b e : nat) :
  x = s175_board 0 (2 + b) 0 1 (2 + e) -> fst (s175_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q40] in Hc |- *.
  pose proof (Hs173 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s172 *)
Lemma s175_c61_p17 x (Hs172 : s172_claim x) (b d : nat) :
  x = s175_board 0 (2 + b) 0 (2 + d) 0 -> fst (s175_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q17] in Hc |- *.
  pose proof (Hs172 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s173 *)
Lemma s175_c62_p41 x (Hs173 : s173_claim x) (b d : nat) :
  x = s175_board 0 (2 + b) 0 (2 + d) 1 -> fst (s175_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q41] in Hc |- *.
  pose proof (Hs173 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s173 *)
Lemma s175_c63_p41 x (Hs173 : s173_claim x) (b d e : nat) :
  x = s175_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s175_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q41] in Hc |- *.
  pose proof (Hs173 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s174 *)
Lemma s175_c64_p59 x (Hs174 : s174_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 1 0 0 -> fst (s175_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q59] in Hc |- *.
  pose proof (Hs174 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c65_L (b : nat) : lmoves (s175_board 0 (2 + b) 1 0 1) = [s175_board 0 (1 + b) 2 0 1; s173_board 0 (2 + b) 1 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c65_R (b : nat) : rmoves (s175_board 0 (2 + b) 1 0 1) = [s168_board 0 (2 + b) 1 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s175_c65_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s175_board 0 (2 + b) 1 0 1 -> fst (s175_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q44] in Hc |- *.
  rewrite tf_game_eq, (s175_c65_L b), (s175_c65_R b); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 2 0 1 (opt_l _ _ _ (s175_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s175_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) 1 0 1 (opt_r _ _ _ (s175_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p25 Ho0 ltac:(zlia)).
  rewrite (s173_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p52 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c66_L (b e : nat) : lmoves (s175_board 0 (2 + b) 1 0 (2 + e)) = [s175_board 0 (1 + b) 2 0 (2 + e); s173_board 0 (2 + b) 1 (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c66_R (b e : nat) : rmoves (s175_board 0 (2 + b) 1 0 (2 + e)) = [s168_board 0 (2 + b) 1 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s175_c66_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s175_board 0 (2 + b) 1 0 (2 + e) -> fst (s175_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q27] in Hc |- *.
  rewrite tf_game_eq, (s175_c66_L b e), (s175_c66_R b e); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s175_c66_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) 1 (2 + e) (opt_l _ _ _ (s175_c66_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) 1 0 (2 + e) (opt_r _ _ _ (s175_c66_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s175_p49 Ho0 ltac:(zlia)).
    rewrite (s173_p14 Ho1 ltac:(zlia)).
    rewrite (s168_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s175_p54 Ho0 ltac:(zlia)).
    rewrite (s173_p14 Ho1 ltac:(zlia)).
    rewrite (s168_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d==1 && e==0: the board of s174 *)
Lemma s175_c67_p60 x (Hs174 : s174_claim x) (b : nat) :
  x = s175_board 0 (2 + b) 1 1 0 -> fst (s175_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q60] in Hc |- *.
  pose proof (Hs174 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s175_c68_L (b : nat) : lmoves (s175_board 0 (2 + b) 1 1 1) = [s175_board 0 (1 + b) 2 1 1; s173_board 0 (2 + b) 2 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c68_R (b : nat) : rmoves (s175_board 0 (2 + b) 1 1 1) = [s168_board 0 (2 + b) 1 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s175_c68_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s175_board 0 (2 + b) 1 1 1 -> fst (s175_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q61] in Hc |- *.
  rewrite tf_game_eq, (s175_c68_L b), (s175_c68_R b); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s175_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) 2 1 (opt_l _ _ _ (s175_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s175_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p51 Ho0 ltac:(zlia)).
  rewrite (s173_p17 Ho1 ltac:(zlia)).
  rewrite (s168_p54 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s175_c69_L (b e : nat) : lmoves (s175_board 0 (2 + b) 1 1 (2 + e)) = [s175_board 0 (1 + b) 2 1 (2 + e); s173_board 0 (2 + b) 2 (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c69_R (b e : nat) : rmoves (s175_board 0 (2 + b) 1 1 (2 + e)) = [s168_board 0 (2 + b) 1 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s175_c69_p52 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s175_board 0 (2 + b) 1 1 (2 + e) -> fst (s175_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q52] in Hc |- *.
  rewrite tf_game_eq, (s175_c69_L b e), (s175_c69_R b e); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s175_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) 2 (2 + e) (opt_l _ _ _ (s175_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s175_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p52 Ho0 ltac:(zlia)).
  rewrite (s173_p17 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e==0: the board of s174 *)
Lemma s175_c70_p17 x (Hs174 : s174_claim x) (b d : nat) :
  x = s175_board 0 (2 + b) 1 (2 + d) 0 -> fst (s175_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q17] in Hc |- *.
  pose proof (Hs174 0 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c71_L (b d : nat) : lmoves (s175_board 0 (2 + b) 1 (2 + d) 1) = [s175_board 0 (1 + b) 2 (2 + d) 1; s173_board 0 (2 + b) (3 + d) 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c71_R (b d : nat) : rmoves (s175_board 0 (2 + b) 1 (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s175_c71_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s175_board 0 (2 + b) 1 (2 + d) 1 -> fst (s175_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c71_L b d), (s175_c71_R b d); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s175_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) (3 + d) 1 (opt_l _ _ _ (s175_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s173_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c72_L (b d e : nat) : lmoves (s175_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s175_board 0 (1 + b) 2 (2 + d) (2 + e); s173_board 0 (2 + b) (3 + d) (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c72_R (b d e : nat) : rmoves (s175_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s175_c72_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s175_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c72_L b d e), (s175_c72_R b d e); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s175_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s175_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s173_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s174 *)
Lemma s175_c73_p24 x (Hs174 : s174_claim x) (b c : nat) :
  x = s175_board 0 (2 + b) (2 + c) 0 0 -> fst (s175_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q24] in Hc |- *.
  pose proof (Hs174 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c73_p59 x (Hs174 : s174_claim x) (b c : nat) :
  x = s175_board 0 (2 + b) (2 + c) 0 0 -> fst (s175_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q59] in Hc |- *.
  pose proof (Hs174 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c74_L (b c : nat) : lmoves (s175_board 0 (2 + b) (2 + c) 0 1) = [s175_board 0 (1 + b) (3 + c) 0 1; s175_board 0 (2 + b) (1 + c) 1 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c74_R (b c : nat) : rmoves (s175_board 0 (2 + b) (2 + c) 0 1) = [s168_board 0 (2 + b) (2 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s175_c74_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s175_board 0 (2 + b) (2 + c) 0 1 -> fst (s175_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q25] in Hc |- *.
  rewrite tf_game_eq, (s175_c74_L b c), (s175_c74_R b c); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s175_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s175_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s175_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p53 Ho0 ltac:(zlia)).
  rewrite (s175_p61 Ho1 ltac:(zlia)).
  rewrite (s168_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c74_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s175_board 0 (2 + b) (2 + c) 0 1 -> fst (s175_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q53] in Hc |- *.
  rewrite tf_game_eq, (s175_c74_L b c), (s175_c74_R b c); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s175_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s175_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s175_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p53 Ho0 ltac:(zlia)).
  rewrite (s175_p51 Ho1 ltac:(zlia)).
  rewrite (s168_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c75_L (b c e : nat) : lmoves (s175_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s175_board 0 (1 + b) (3 + c) 0 (2 + e); s175_board 0 (2 + b) (1 + c) 1 (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c75_R (b c e : nat) : rmoves (s175_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s168_board 0 (2 + b) (2 + c) 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s175_c75_p54 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s175_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s175_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q54] in Hc |- *.
  rewrite tf_game_eq, (s175_c75_L b c e), (s175_c75_R b c e); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s175_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s175_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s175_c75_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p54 Ho0 ltac:(zlia)).
  rewrite (s175_p52 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e==0: the board of s174 *)
Lemma s175_c76_p50 x (Hs174 : s174_claim x) (b c : nat) :
  x = s175_board 0 (2 + b) (2 + c) 1 0 -> fst (s175_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q50] in Hc |- *.
  pose proof (Hs174 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c77_L (b c : nat) : lmoves (s175_board 0 (2 + b) (2 + c) 1 1) = [s175_board 0 (1 + b) (3 + c) 1 1; s175_board 0 (2 + b) (1 + c) 2 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c77_R (b c : nat) : rmoves (s175_board 0 (2 + b) (2 + c) 1 1) = [s168_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s175_c77_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s175_board 0 (2 + b) (2 + c) 1 1 -> fst (s175_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q51] in Hc |- *.
  rewrite tf_game_eq, (s175_c77_L b c), (s175_c77_R b c); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s175_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s175_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s175_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p51 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c78_L (b c e : nat) : lmoves (s175_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s175_board 0 (1 + b) (3 + c) 1 (2 + e); s175_board 0 (2 + b) (1 + c) 2 (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c78_R (b c e : nat) : rmoves (s175_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s168_board 0 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s175_c78_p52 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s175_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s175_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q52] in Hc |- *.
  rewrite tf_game_eq, (s175_c78_L b c e), (s175_c78_R b c e); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s175_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s175_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s175_c78_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p52 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e==0: the board of s174 *)
Lemma s175_c79_p17 x (Hs174 : s174_claim x) (b c d : nat) :
  x = s175_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s175_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q17] in Hc |- *.
  pose proof (Hs174 0 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c80_L (b c d : nat) : lmoves (s175_board 0 (2 + b) (2 + c) (2 + d) 1) = [s175_board 0 (1 + b) (3 + c) (2 + d) 1; s175_board 0 (2 + b) (1 + c) (3 + d) 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c80_R (b c d : nat) : rmoves (s175_board 0 (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s175_c80_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s175_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s175_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c80_L b c d), (s175_c80_R b c d); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s175_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s175_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c81_L (b c d e : nat) : lmoves (s175_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s175_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s175_board 0 (2 + b) (1 + c) (3 + d) (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c81_R (b c d e : nat) : rmoves (s175_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s175_c81_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s175_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c81_L b c d e), (s175_c81_R b c d e); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s175_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s155 *)
Lemma s175_c82_p65 x (Hs155 : s155_claim x) :
  x = s175_board 1 0 0 0 0 -> fst (s175_q65 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q65 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q65] in Hc |- *.
  pose proof (Hs155 1 0 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s156 *)
Lemma s175_c83_p22 x (Hs156 : s156_claim x) :
  x = s175_board 1 0 0 0 1 -> fst (s175_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q22] in Hc |- *.
  pose proof (Hs156 1 0 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s156 *)
Lemma s175_c84_p66 x (Hs156 : s156_claim x) (e : nat) :
  x = s175_board 1 0 0 0 (2 + e) -> fst (s175_q66 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q66 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q66] in Hc |- *.
  pose proof (Hs156 1 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s155 *)
Lemma s175_c85_p11 x (Hs155 : s155_claim x) :
  x = s175_board 1 0 0 1 0 -> fst (s175_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q11] in Hc |- *.
  pose proof (Hs155 1 1 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s156 *)
Lemma s175_c86_p67 x (Hs156 : s156_claim x) :
  x = s175_board 1 0 0 1 1 -> fst (s175_q67 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q67 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q67] in Hc |- *.
  pose proof (Hs156 1 1 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s156 *)
Lemma s175_c87_p38 x (Hs156 : s156_claim x) (e : nat) :
  x = s175_board 1 0 0 1 (2 + e) -> fst (s175_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q38] in Hc |- *.
  pose proof (Hs156 1 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s155 *)
Lemma s175_c88_p68 x (Hs155 : s155_claim x) (d : nat) :
  x = s175_board 1 0 0 (2 + d) 0 -> fst (s175_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q68] in Hc |- *.
  pose proof (Hs155 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s156 *)
Lemma s175_c89_p68 x (Hs156 : s156_claim x) (d : nat) :
  x = s175_board 1 0 0 (2 + d) 1 -> fst (s175_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q68] in Hc |- *.
  pose proof (Hs156 1 (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s156 *)
Lemma s175_c90_p68 x (Hs156 : s156_claim x) (d e : nat) :
  x = s175_board 1 0 0 (2 + d) (2 + e) -> fst (s175_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q68] in Hc |- *.
  pose proof (Hs156 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s157 *)
Lemma s175_c91_p69 x (Hs157 : s157_claim x) :
  x = s175_board 1 0 1 0 0 -> fst (s175_q69 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q69 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q69] in Hc |- *.
  pose proof (Hs157 1 1 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s158 *)
Lemma s175_c92_p57 x (Hs158 : s158_claim x) :
  x = s175_board 1 0 1 0 1 -> fst (s175_q57 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q57 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q57] in Hc |- *.
  pose proof (Hs158 1 1 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s158 *)
Lemma s175_c93_p71 x (Hs158 : s158_claim x) (e : nat) :
  x = s175_board 1 0 1 0 (2 + e) -> fst (s175_q71 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q71 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q71] in Hc |- *.
  pose proof (Hs158 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s157 *)
Lemma s175_c94_p72 x (Hs157 : s157_claim x) :
  x = s175_board 1 0 1 1 0 -> fst (s175_q72 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q72 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q72] in Hc |- *.
  pose proof (Hs157 1 1 1 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s158 *)
Lemma s175_c95_p74 x (Hs158 : s158_claim x) :
  x = s175_board 1 0 1 1 1 -> fst (s175_q74 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q74 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q74] in Hc |- *.
  pose proof (Hs158 1 1 1 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s158 *)
Lemma s175_c96_p75 x (Hs158 : s158_claim x) (e : nat) :
  x = s175_board 1 0 1 1 (2 + e) -> fst (s175_q75 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q75 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q75] in Hc |- *.
  pose proof (Hs158 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s157 *)
Lemma s175_c97_p18 x (Hs157 : s157_claim x) (d : nat) :
  x = s175_board 1 0 1 (2 + d) 0 -> fst (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs157 1 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s158 *)
Lemma s175_c98_p18 x (Hs158 : s158_claim x) (d : nat) :
  x = s175_board 1 0 1 (2 + d) 1 -> fst (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs158 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s158 *)
Lemma s175_c99_p18 x (Hs158 : s158_claim x) (d e : nat) :
  x = s175_board 1 0 1 (2 + d) (2 + e) -> fst (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs158 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s157 *)
Lemma s175_c100_p24 x (Hs157 : s157_claim x) (c : nat) :
  x = s175_board 1 0 (2 + c) 0 0 -> fst (s175_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q24] in Hc |- *.
  pose proof (Hs157 1 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c100_p76 x (Hs157 : s157_claim x) (c : nat) :
  x = s175_board 1 0 (2 + c) 0 0 -> fst (s175_q76 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q76 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q76] in Hc |- *.
  pose proof (Hs157 1 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s158 *)
Lemma s175_c101_p77 x (Hs158 : s158_claim x) (c : nat) :
  x = s175_board 1 0 (2 + c) 0 1 -> fst (s175_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q77] in Hc |- *.
  pose proof (Hs158 1 (2 + c) 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c101_p82 x (Hs158 : s158_claim x) (c : nat) :
  x = s175_board 1 0 (2 + c) 0 1 -> fst (s175_q82 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q82 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q82] in Hc |- *.
  pose proof (Hs158 1 (2 + c) 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s158 *)
Lemma s175_c102_p78 x (Hs158 : s158_claim x) (c e : nat) :
  x = s175_board 1 0 (2 + c) 0 (2 + e) -> fst (s175_q78 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q78 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q78] in Hc |- *.
  pose proof (Hs158 1 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p44 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c102_p83 x (Hs158 : s158_claim x) (c e : nat) :
  x = s175_board 1 0 (2 + c) 0 (2 + e) -> fst (s175_q83 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q83 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q83] in Hc |- *.
  pose proof (Hs158 1 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p50 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s157 *)
Lemma s175_c103_p79 x (Hs157 : s157_claim x) (c : nat) :
  x = s175_board 1 0 (2 + c) 1 0 -> fst (s175_q79 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q79 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q79] in Hc |- *.
  pose proof (Hs157 1 (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s158 *)
Lemma s175_c104_p80 x (Hs158 : s158_claim x) (c : nat) :
  x = s175_board 1 0 (2 + c) 1 1 -> fst (s175_q80 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q80 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q80] in Hc |- *.
  pose proof (Hs158 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s158 *)
Lemma s175_c105_p81 x (Hs158 : s158_claim x) (c e : nat) :
  x = s175_board 1 0 (2 + c) 1 (2 + e) -> fst (s175_q81 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q81 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q81] in Hc |- *.
  pose proof (Hs158 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p47 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s157 *)
Lemma s175_c106_p18 x (Hs157 : s157_claim x) (c d : nat) :
  x = s175_board 1 0 (2 + c) (2 + d) 0 -> fst (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs157 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s158 *)
Lemma s175_c107_p18 x (Hs158 : s158_claim x) (c d : nat) :
  x = s175_board 1 0 (2 + c) (2 + d) 1 -> fst (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs158 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s158 *)
Lemma s175_c108_p18 x (Hs158 : s158_claim x) (c d e : nat) :
  x = s175_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs158 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s172 *)
Lemma s175_c109_p8 x (Hs172 : s172_claim x) :
  x = s175_board 1 1 0 0 0 -> fst (s175_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q8] in Hc |- *.
  pose proof (Hs172 1 1 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s173 *)
Lemma s175_c110_p16 x (Hs173 : s173_claim x) :
  x = s175_board 1 1 0 0 1 -> fst (s175_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q16] in Hc |- *.
  pose proof (Hs173 1 1 0 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s173 *)
Lemma s175_c111_p43 x (Hs173 : s173_claim x) (e : nat) :
  x = s175_board 1 1 0 0 (2 + e) -> fst (s175_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q43] in Hc |- *.
  pose proof (Hs173 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d==1 && e==0: the board of s172 *)
Lemma s175_c112_p84 x (Hs172 : s172_claim x) :
  x = s175_board 1 1 0 1 0 -> fst (s175_q84 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q84 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q84] in Hc |- *.
  pose proof (Hs172 1 1 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d==1 && e==1: the board of s173 *)
Lemma s175_c113_p39 x (Hs173 : s173_claim x) :
  x = s175_board 1 1 0 1 1 -> fst (s175_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q39] in Hc |- *.
  pose proof (Hs173 1 1 1 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s173 *)
Lemma s175_c114_p86 x (Hs173 : s173_claim x) (e : nat) :
  x = s175_board 1 1 0 1 (2 + e) -> fst (s175_q86 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q86 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q86] in Hc |- *.
  pose proof (Hs173 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s172 *)
Lemma s175_c115_p19 x (Hs172 : s172_claim x) (d : nat) :
  x = s175_board 1 1 0 (2 + d) 0 -> fst (s175_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs172 1 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s173 *)
Lemma s175_c116_p87 x (Hs173 : s173_claim x) (d : nat) :
  x = s175_board 1 1 0 (2 + d) 1 -> fst (s175_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q87] in Hc |- *.
  pose proof (Hs173 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s173 *)
Lemma s175_c117_p87 x (Hs173 : s173_claim x) (d e : nat) :
  x = s175_board 1 1 0 (2 + d) (2 + e) -> fst (s175_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q87] in Hc |- *.
  pose proof (Hs173 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s174 *)
Lemma s175_c118_p88 x (Hs174 : s174_claim x) :
  x = s175_board 1 1 1 0 0 -> fst (s175_q88 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q88 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q88] in Hc |- *.
  pose proof (Hs174 1 1 1 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c119_L : lmoves (s175_board 1 1 1 0 1) = [s175_board 0 2 1 0 1; s158_board 1 2 0 1; s173_board 1 1 1 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c119_R : rmoves (s175_board 1 1 1 0 1) = [s168_board 1 1 1 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d==0 && e==1 *)
Lemma s175_c119_p44 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s175_board 1 1 1 0 1 -> fst (s175_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q44] in Hc |- *.
  rewrite tf_game_eq, (s175_c119_L), (s175_c119_R); cbn [map].
  pose proof (use_s175 IH 0 2 1 0 1 (opt_l _ _ _ (s175_c119_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 2 0 1 (opt_l _ _ _ (s175_c119_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 1 1 (opt_l _ _ _ (s175_c119_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 1 0 1 (opt_r _ _ _ (s175_c119_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p44 Ho0 ltac:(zlia)).
  rewrite (s158_p19 Ho1 ltac:(zlia)).
  rewrite (s173_p13 Ho2 ltac:(zlia)).
  rewrite (s168_p52 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c120_L (e : nat) : lmoves (s175_board 1 1 1 0 (2 + e)) = [s175_board 0 2 1 0 (2 + e); s158_board 1 2 0 (2 + e); s173_board 1 1 1 (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c120_R (e : nat) : rmoves (s175_board 1 1 1 0 (2 + e)) = [s168_board 1 1 1 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s175_c120_p27 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s175_board 1 1 1 0 (2 + e) -> fst (s175_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q27] in Hc |- *.
  rewrite tf_game_eq, (s175_c120_L e), (s175_c120_R e); cbn [map].
  pose proof (use_s175 IH 0 2 1 0 (2 + e) (opt_l _ _ _ (s175_c120_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 2 0 (2 + e) (opt_l _ _ _ (s175_c120_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 1 (2 + e) (opt_l _ _ _ (s175_c120_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 1 0 (2 + e) (opt_r _ _ _ (s175_c120_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p27 Ho0 ltac:(zlia)).
  rewrite (s158_p44 Ho1 ltac:(zlia)).
  rewrite (s173_p32 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d==1 && e==0: the board of s174 *)
Lemma s175_c121_p89 x (Hs174 : s174_claim x) :
  x = s175_board 1 1 1 1 0 -> fst (s175_q89 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q89 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q89] in Hc |- *.
  pose proof (Hs174 1 1 1 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s175_c122_L : lmoves (s175_board 1 1 1 1 1) = [s175_board 0 2 1 1 1; s158_board 1 2 1 1; s173_board 1 1 2 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c122_R : rmoves (s175_board 1 1 1 1 1) = [s168_board 1 1 1 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s175_c122_p90 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s175_board 1 1 1 1 1 -> fst (s175_q90 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q90 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q90] in Hc |- *.
  rewrite tf_game_eq, (s175_c122_L), (s175_c122_R); cbn [map].
  pose proof (use_s175 IH 0 2 1 1 1 (opt_l _ _ _ (s175_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 2 1 1 (opt_l _ _ _ (s175_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 2 1 (opt_l _ _ _ (s175_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 1 1 1 (opt_r _ _ _ (s175_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p61 Ho0 ltac:(zlia)).
  rewrite (s158_p46 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p92 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s175_c123_L (e : nat) : lmoves (s175_board 1 1 1 1 (2 + e)) = [s175_board 0 2 1 1 (2 + e); s158_board 1 2 1 (2 + e); s173_board 1 1 2 (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c123_R (e : nat) : rmoves (s175_board 1 1 1 1 (2 + e)) = [s168_board 1 1 1 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s175_c123_p91 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s175_board 1 1 1 1 (2 + e) -> fst (s175_q91 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q91 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q91] in Hc |- *.
  rewrite tf_game_eq, (s175_c123_L e), (s175_c123_R e); cbn [map].
  pose proof (use_s175 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s175_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 2 1 (2 + e) (opt_l _ _ _ (s175_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 2 (2 + e) (opt_l _ _ _ (s175_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 1 1 (2 + e) (opt_r _ _ _ (s175_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p52 Ho0 ltac:(zlia)).
  rewrite (s158_p47 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d>=2 && e==0: the board of s174 *)
Lemma s175_c124_p19 x (Hs174 : s174_claim x) (d : nat) :
  x = s175_board 1 1 1 (2 + d) 0 -> fst (s175_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs174 1 1 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c125_L (d : nat) : lmoves (s175_board 1 1 1 (2 + d) 1) = [s175_board 0 2 1 (2 + d) 1; s158_board 1 2 (2 + d) 1; s173_board 1 1 (3 + d) 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c125_R (d : nat) : rmoves (s175_board 1 1 1 (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s175_c125_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s175_board 1 1 1 (2 + d) 1 -> fst (s175_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c125_L d), (s175_c125_R d); cbn [map].
  pose proof (use_s175 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s175_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s175_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 (3 + d) 1 (opt_l _ _ _ (s175_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c126_L (d e : nat) : lmoves (s175_board 1 1 1 (2 + d) (2 + e)) = [s175_board 0 2 1 (2 + d) (2 + e); s158_board 1 2 (2 + d) (2 + e); s173_board 1 1 (3 + d) (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c126_R (d e : nat) : rmoves (s175_board 1 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s175_c126_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s175_board 1 1 1 (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c126_L d e), (s175_c126_R d e); cbn [map].
  pose proof (use_s175 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s175_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s175_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 (3 + d) (2 + e) (opt_l _ _ _ (s175_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s174 *)
Lemma s175_c127_p24 x (Hs174 : s174_claim x) (c : nat) :
  x = s175_board 1 1 (2 + c) 0 0 -> fst (s175_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q24] in Hc |- *.
  pose proof (Hs174 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c127_p88 x (Hs174 : s174_claim x) (c : nat) :
  x = s175_board 1 1 (2 + c) 0 0 -> fst (s175_q88 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q88 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q88] in Hc |- *.
  pose proof (Hs174 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c128_L (c : nat) : lmoves (s175_board 1 1 (2 + c) 0 1) = [s175_board 0 2 (2 + c) 0 1; s158_board 1 (3 + c) 0 1; s175_board 1 1 (1 + c) 1 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c128_R (c : nat) : rmoves (s175_board 1 1 (2 + c) 0 1) = [s168_board 1 1 (2 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s175_c128_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s175_board 1 1 (2 + c) 0 1 -> fst (s175_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q26] in Hc |- *.
  rewrite tf_game_eq, (s175_c128_L c), (s175_c128_R c); cbn [map].
  pose proof (use_s175 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s175_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (3 + c) 0 1 (opt_l _ _ _ (s175_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s175_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 (2 + c) 0 1 (opt_r _ _ _ (s175_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p25 Ho0 ltac:(zlia)).
  rewrite (s158_p49 Ho1 ltac:(zlia)).
  rewrite (s175_p90 Ho2 ltac:(zlia)).
  rewrite (s168_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c128_p94 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s175_board 1 1 (2 + c) 0 1 -> fst (s175_q94 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q94 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q94] in Hc |- *.
  rewrite tf_game_eq, (s175_c128_L c), (s175_c128_R c); cbn [map].
  pose proof (use_s175 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s175_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (3 + c) 0 1 (opt_l _ _ _ (s175_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s175_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 (2 + c) 0 1 (opt_r _ _ _ (s175_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p53 Ho0 ltac:(zlia)).
  rewrite (s158_p49 Ho1 ltac:(zlia)).
  rewrite (s175_p93 Ho2 ltac:(zlia)).
  rewrite (s168_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c129_L (c e : nat) : lmoves (s175_board 1 1 (2 + c) 0 (2 + e)) = [s175_board 0 2 (2 + c) 0 (2 + e); s158_board 1 (3 + c) 0 (2 + e); s175_board 1 1 (1 + c) 1 (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c129_R (c e : nat) : rmoves (s175_board 1 1 (2 + c) 0 (2 + e)) = [s168_board 1 1 (2 + c) 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s175_c129_p92 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s175_board 1 1 (2 + c) 0 (2 + e) -> fst (s175_q92 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q92 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q92] in Hc |- *.
  rewrite tf_game_eq, (s175_c129_L c e), (s175_c129_R c e); cbn [map].
  pose proof (use_s175 IH 0 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s175_c129_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (3 + c) 0 (2 + e) (opt_l _ _ _ (s175_c129_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s175_c129_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s175_c129_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p54 Ho0 ltac:(zlia)).
  rewrite (s158_p50 Ho1 ltac:(zlia)).
  rewrite (s175_p91 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d==1 && e==0: the board of s174 *)
Lemma s175_c130_p47 x (Hs174 : s174_claim x) (c : nat) :
  x = s175_board 1 1 (2 + c) 1 0 -> fst (s175_q47 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q47 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q47] in Hc |- *.
  pose proof (Hs174 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c131_L (c : nat) : lmoves (s175_board 1 1 (2 + c) 1 1) = [s175_board 0 2 (2 + c) 1 1; s158_board 1 (3 + c) 1 1; s175_board 1 1 (1 + c) 2 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c131_R (c : nat) : rmoves (s175_board 1 1 (2 + c) 1 1) = [s168_board 1 1 (2 + c) 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s175_c131_p93 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s175_board 1 1 (2 + c) 1 1 -> fst (s175_q93 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q93 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q93] in Hc |- *.
  rewrite tf_game_eq, (s175_c131_L c), (s175_c131_R c); cbn [map].
  pose proof (use_s175 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s175_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s175_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s175_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 (2 + c) 1 1 (opt_r _ _ _ (s175_c131_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p51 Ho0 ltac:(zlia)).
  rewrite (s158_p46 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

