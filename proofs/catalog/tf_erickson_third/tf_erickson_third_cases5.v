(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s27_c15_L (c : nat) : lmoves (s27_board 1 1 (2 + c)) = [s27_board 0 2 (2 + c); s68_board 1 1 (1 + c) 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c15_R (c : nat) : rmoves (s27_board 1 1 (2 + c)) = [s40_board 1 (2 + c); s131_board 1 1 (2 + c) 0 0].
Proof. unfold s131_board, s27_board, s40_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b==1 && c>=2 *)
Lemma s27_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 1 1 (2 + c) -> fst (s27_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q4] in Hc |- *.
  rewrite tf_game_eq, (s27_c15_L c), (s27_c15_R c); cbn [map].
  pose proof (use_s27 IH 0 2 (2 + c) (opt_l _ _ _ (s27_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s27_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + c) (opt_r _ _ _ (s27_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s27_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s68_p20 Ho1 ltac:(zlia)).
    rewrite (s40_p5 Ho2 ltac:(zlia)).
    rewrite (s131_p216 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s68_p71 Ho1 ltac:(zlia)).
    rewrite (s40_p5 Ho2 ltac:(zlia)).
    rewrite (s131_p216 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s27_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 1 1 (2 + c) -> fst (s27_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q6] in Hc |- *.
  rewrite tf_game_eq, (s27_c15_L c), (s27_c15_R c); cbn [map].
  pose proof (use_s27 IH 0 2 (2 + c) (opt_l _ _ _ (s27_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s27_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + c) (opt_r _ _ _ (s27_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s27_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p11 Ho0 ltac:(zlia)).
  rewrite (s68_p65 Ho1 ltac:(zlia)).
  rewrite (s40_p6 Ho2 ltac:(zlia)).
  rewrite (s131_p216 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c16_L (b : nat) : lmoves (s27_board 1 (2 + b) 0) = [s27_board 0 (3 + b) 0; s39_board 1 (1 + b) 0 1].
Proof. unfold s27_board, s39_board. tf_options. Qed.
Lemma s27_c16_R (b : nat) : rmoves (s27_board 1 (2 + b) 0) = [s131_board 1 (2 + b) 0 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b>=2 && c==0 *)
Lemma s27_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 1 (2 + b) 0 -> fst (s27_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q10] in Hc |- *.
  rewrite tf_game_eq, (s27_c16_L b), (s27_c16_R b); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) 0 (opt_l _ _ _ (s27_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s27_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 (2 + b) 0 0 0 (opt_r _ _ _ (s27_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p68 Ho1 ltac:(zlia)).
  rewrite (s131_p232 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c16_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 1 (2 + b) 0 -> fst (s27_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q15] in Hc |- *.
  rewrite tf_game_eq, (s27_c16_L b), (s27_c16_R b); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) 0 (opt_l _ _ _ (s27_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s27_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 (2 + b) 0 0 0 (opt_r _ _ _ (s27_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p73 Ho1 ltac:(zlia)).
  rewrite (s131_p240 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c16_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 1 (2 + b) 0 -> fst (s27_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q17] in Hc |- *.
  rewrite tf_game_eq, (s27_c16_L b), (s27_c16_R b); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) 0 (opt_l _ _ _ (s27_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s27_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 (2 + b) 0 0 0 (opt_r _ _ _ (s27_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p54 Ho1 ltac:(zlia)).
  rewrite (s131_p227 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c17_L (b : nat) : lmoves (s27_board 1 (2 + b) 1) = [s27_board 0 (3 + b) 1; s68_board 1 (2 + b) 0 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c17_R (b : nat) : rmoves (s27_board 1 (2 + b) 1) = [s131_board 1 (2 + b) 1 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b>=2 && c==1 *)
Lemma s27_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 1 (2 + b) 1 -> fst (s27_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s27_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q7] in Hc |- *.
  rewrite tf_game_eq, (s27_c17_L b), (s27_c17_R b); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) 1 (opt_l _ _ _ (s27_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s27_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 (2 + b) 1 0 0 (opt_r _ _ _ (s27_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p14 Ho0 ltac:(zlia)).
  rewrite (s68_p37 Ho1 ltac:(zlia)).
  rewrite (s131_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c17_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 1 (2 + b) 1 -> fst (s27_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s27_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q14] in Hc |- *.
  rewrite tf_game_eq, (s27_c17_L b), (s27_c17_R b); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) 1 (opt_l _ _ _ (s27_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s27_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 (2 + b) 1 0 0 (opt_r _ _ _ (s27_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p14 Ho0 ltac:(zlia)).
  rewrite (s68_p41 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p177 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p239 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p248 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c18_L (b c : nat) : lmoves (s27_board 1 (2 + b) (2 + c)) = [s27_board 0 (3 + b) (2 + c); s68_board 1 (2 + b) (1 + c) 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c18_R (b c : nat) : rmoves (s27_board 1 (2 + b) (2 + c)) = [s131_board 1 (2 + b) (2 + c) 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b>=2 && c>=2 *)
Lemma s27_c18_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 1 (2 + b) (2 + c) -> fst (s27_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q11] in Hc |- *.
  rewrite tf_game_eq, (s27_c18_L b c), (s27_c18_R b c); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s27_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s27_p11 Ho0 ltac:(zlia)).
    rewrite (s68_p54 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s27_p15 Ho0 ltac:(zlia)).
    rewrite (s68_p54 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s27_c18_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 1 (2 + b) (2 + c) -> fst (s27_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c18_L b c), (s27_c18_R b c); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s27_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s68_p26 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s68_p47 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s27_c18_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 1 (2 + b) (2 + c) -> fst (s27_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q15] in Hc |- *.
  rewrite tf_game_eq, (s27_c18_L b c), (s27_c18_R b c); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s27_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p15 Ho0 ltac:(zlia)).
  rewrite (s68_p54 Ho1 ltac:(zlia)).
  rewrite (s131_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c19_L (a : nat) : lmoves (s27_board (2 + a) 0 0) = [s27_board (1 + a) 1 0].
Proof. unfold s27_board. tf_options. Qed.
Lemma s27_c19_R (a : nat) : rmoves (s27_board (2 + a) 0 0) = [s3_board (2 + a); s131_board (2 + a) 0 0 0 0].
Proof. unfold s131_board, s27_board, s3_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b==0 && c==0 *)
Lemma s27_c19_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 0 0 -> fst (s27_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q5] in Hc |- *.
  rewrite tf_game_eq, (s27_c19_L a), (s27_c19_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 0 (opt_l _ _ _ (s27_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (opt_r _ _ _ (s27_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) 0 0 0 0 (opt_r _ _ _ (s27_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  rewrite (s3_p3 Ho1 ltac:(zlia)).
  rewrite (s131_p191 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c19_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 0 0 -> fst (s27_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q18] in Hc |- *.
  rewrite tf_game_eq, (s27_c19_L a), (s27_c19_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 0 (opt_l _ _ _ (s27_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (opt_r _ _ _ (s27_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) 0 0 0 0 (opt_r _ _ _ (s27_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s27_p26 Ho0 ltac:(zlia)).
  rewrite (s3_p5 Ho1 ltac:(zlia)).
  rewrite (s131_p354 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c19_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 0 0 -> fst (s27_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q23] in Hc |- *.
  rewrite tf_game_eq, (s27_c19_L a), (s27_c19_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 0 (opt_l _ _ _ (s27_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (opt_r _ _ _ (s27_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) 0 0 0 0 (opt_r _ _ _ (s27_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s27_p5 Ho0 ltac:(zlia)).
  rewrite (s3_p4 Ho1 ltac:(zlia)).
  rewrite (s131_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c20_L (a : nat) : lmoves (s27_board (2 + a) 0 1) = [s27_board (1 + a) 1 1; s68_board (2 + a) 0 0 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c20_R (a : nat) : rmoves (s27_board (2 + a) 0 1) = [s26_board (2 + a) 1; s131_board (2 + a) 0 1 0 0].
Proof. unfold s131_board, s26_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b==0 && c==1 *)
Lemma s27_c20_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 0 1 -> fst (s27_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q16] in Hc |- *.
  rewrite tf_game_eq, (s27_c20_L a), (s27_c20_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 1 (opt_l _ _ _ (s27_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 0 0 1 (opt_l _ _ _ (s27_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) 1 (opt_r _ _ _ (s27_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 1 0 0 (opt_r _ _ _ (s27_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p5 Ho0 ltac:(zlia)).
  rewrite (s68_p10 Ho1 ltac:(zlia)).
  rewrite (s26_p6 Ho2 ltac:(zlia)).
  rewrite (s131_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c20_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 0 1 -> fst (s27_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q24] in Hc |- *.
  rewrite tf_game_eq, (s27_c20_L a), (s27_c20_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 1 (opt_l _ _ _ (s27_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 0 0 1 (opt_l _ _ _ (s27_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) 1 (opt_r _ _ _ (s27_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 1 0 0 (opt_r _ _ _ (s27_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s27_p21 Ho0 ltac:(zlia)).
    rewrite (s68_p13 Ho1 ltac:(zlia)).
    rewrite (s26_p7 Ho2 ltac:(zlia)).
    rewrite (s131_p315 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s27_p27 Ho0 ltac:(zlia)).
    rewrite (s68_p86 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s26_p9 Ho2 ltac:(zlia)).
      rewrite (s131_p315 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s26_p10 Ho2 ltac:(zlia)).
      rewrite (s131_p315 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s27_c21_L (a c : nat) : lmoves (s27_board (2 + a) 0 (2 + c)) = [s27_board (1 + a) 1 (2 + c); s68_board (2 + a) 0 (1 + c) 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c21_R (a c : nat) : rmoves (s27_board (2 + a) 0 (2 + c)) = [s26_board (2 + a) (2 + c); s131_board (2 + a) 0 (2 + c) 0 0].
Proof. unfold s131_board, s26_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b==0 && c>=2 *)
Lemma s27_c21_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s27_board (2 + a) 0 (2 + c) -> fst (s27_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q20] in Hc |- *.
  rewrite tf_game_eq, (s27_c21_L a c), (s27_c21_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s27_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s27_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) (2 + c) (opt_r _ _ _ (s27_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 (2 + c) 0 0 (opt_r _ _ _ (s27_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s27_p4 Ho0 ltac:(zlia)).
    rewrite (s68_p15 Ho1 ltac:(zlia)).
    rewrite (s26_p5 Ho2 ltac:(zlia)).
    rewrite (s131_p268 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s27_p6 Ho0 ltac:(zlia)).
    rewrite (s68_p15 Ho1 ltac:(zlia)).
    rewrite (s26_p5 Ho2 ltac:(zlia)).
    rewrite (s131_p268 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c21_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s27_board (2 + a) 0 (2 + c) -> fst (s27_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q25] in Hc |- *.
  rewrite tf_game_eq, (s27_c21_L a c), (s27_c21_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s27_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s27_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) (2 + c) (opt_r _ _ _ (s27_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 (2 + c) 0 0 (opt_r _ _ _ (s27_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p22 Ho0 ltac:(zlia)).
  rewrite (s68_p15 Ho1 ltac:(zlia)).
  rewrite (s26_p5 Ho2 ltac:(zlia)).
  rewrite (s131_p253 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c21_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s27_board (2 + a) 0 (2 + c) -> fst (s27_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q29] in Hc |- *.
  rewrite tf_game_eq, (s27_c21_L a c), (s27_c21_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s27_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s27_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) (2 + c) (opt_r _ _ _ (s27_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 (2 + c) 0 0 (opt_r _ _ _ (s27_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p28 Ho0 ltac:(zlia)).
  rewrite (s68_p15 Ho1 ltac:(zlia)).
  rewrite (s26_p5 Ho2 ltac:(zlia)).
  rewrite (s131_p362 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c22_L (a : nat) : lmoves (s27_board (2 + a) 1 0) = [s27_board (1 + a) 2 0; s38_board (2 + a) 0 1].
Proof. unfold s27_board, s38_board. tf_options. Qed.
Lemma s27_c22_R (a : nat) : rmoves (s27_board (2 + a) 1 0) = [s6_board (2 + a); s131_board (2 + a) 1 0 0 0].
Proof. unfold s131_board, s27_board, s6_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b==1 && c==0 *)
Lemma s27_c22_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 1 0 -> fst (s27_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q5] in Hc |- *.
  rewrite tf_game_eq, (s27_c22_L a), (s27_c22_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 0 (opt_l _ _ _ (s27_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 1 (opt_l _ _ _ (s27_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) (opt_r _ _ _ (s27_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 1 0 0 0 (opt_r _ _ _ (s27_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  rewrite (s38_p20 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s131_p275 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c22_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 1 0 -> fst (s27_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q26] in Hc |- *.
  rewrite tf_game_eq, (s27_c22_L a), (s27_c22_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 0 (opt_l _ _ _ (s27_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 1 (opt_l _ _ _ (s27_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) (opt_r _ _ _ (s27_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 1 0 0 0 (opt_r _ _ _ (s27_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p16 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
  {
    rewrite (s131_p323 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p365 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
  {
    rewrite (s131_p372 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c23_L (a : nat) : lmoves (s27_board (2 + a) 1 1) = [s27_board (1 + a) 2 1; s68_board (2 + a) 1 0 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c23_R (a : nat) : rmoves (s27_board (2 + a) 1 1) = [s40_board (2 + a) 1; s131_board (2 + a) 1 1 0 0].
Proof. unfold s131_board, s27_board, s40_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b==1 && c==1 *)
Lemma s27_c23_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 1 1 -> fst (s27_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q21] in Hc |- *.
  rewrite tf_game_eq, (s27_c23_L a), (s27_c23_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 1 (opt_l _ _ _ (s27_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 1 0 1 (opt_l _ _ _ (s27_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (opt_r _ _ _ (s27_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 1 1 0 0 (opt_r _ _ _ (s27_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p7 Ho0 ltac:(zlia)).
  rewrite (s68_p23 Ho1 ltac:(zlia)).
  rewrite (s40_p7 Ho2 ltac:(zlia)).
  rewrite (s131_p282 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c23_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 1 1 -> fst (s27_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q27] in Hc |- *.
  rewrite tf_game_eq, (s27_c23_L a), (s27_c23_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 1 (opt_l _ _ _ (s27_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 1 0 1 (opt_l _ _ _ (s27_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (opt_r _ _ _ (s27_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 1 1 0 0 (opt_r _ _ _ (s27_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  rewrite (s68_p23 Ho1 ltac:(zlia)).
  rewrite (s40_p7 Ho2 ltac:(zlia)).
  rewrite (s131_p331 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s27_c24_L (a c : nat) : lmoves (s27_board (2 + a) 1 (2 + c)) = [s27_board (1 + a) 2 (2 + c); s68_board (2 + a) 1 (1 + c) 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c24_R (a c : nat) : rmoves (s27_board (2 + a) 1 (2 + c)) = [s40_board (2 + a) (2 + c); s131_board (2 + a) 1 (2 + c) 0 0].
Proof. unfold s131_board, s27_board, s40_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b==1 && c>=2 *)
Lemma s27_c24_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s27_board (2 + a) 1 (2 + c) -> fst (s27_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q22] in Hc |- *.
  rewrite tf_game_eq, (s27_c24_L a c), (s27_c24_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s27_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s27_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + c) (opt_r _ _ _ (s27_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 1 (2 + c) 0 0 (opt_r _ _ _ (s27_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s27_p11 Ho0 ltac:(zlia)).
    rewrite (s68_p23 Ho1 ltac:(zlia)).
    rewrite (s40_p6 Ho2 ltac:(zlia)).
    rewrite (s131_p258 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s27_p12 Ho0 ltac:(zlia)).
    rewrite (s68_p23 Ho1 ltac:(zlia)).
    rewrite (s40_p5 Ho2 ltac:(zlia)).
    rewrite (s131_p258 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c24_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s27_board (2 + a) 1 (2 + c) -> fst (s27_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q28] in Hc |- *.
  rewrite tf_game_eq, (s27_c24_L a c), (s27_c24_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s27_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s27_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + c) (opt_r _ _ _ (s27_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 1 (2 + c) 0 0 (opt_r _ _ _ (s27_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s27_p11 Ho0 ltac:(zlia)).
    rewrite (s68_p23 Ho1 ltac:(zlia)).
    rewrite (s40_p6 Ho2 ltac:(zlia)).
    rewrite (s131_p339 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s27_p12 Ho0 ltac:(zlia)).
    rewrite (s68_p23 Ho1 ltac:(zlia)).
    rewrite (s40_p5 Ho2 ltac:(zlia)).
    rewrite (s131_p339 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c25_L (a b : nat) : lmoves (s27_board (2 + a) (2 + b) 0) = [s27_board (1 + a) (3 + b) 0; s39_board (2 + a) (1 + b) 0 1].
Proof. unfold s27_board, s39_board. tf_options. Qed.
Lemma s27_c25_R (a b : nat) : rmoves (s27_board (2 + a) (2 + b) 0) = [s131_board (2 + a) (2 + b) 0 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b>=2 && c==0 *)
Lemma s27_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 0 -> fst (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c25_L a b), (s27_c25_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s27_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s27_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) (2 + b) 0 0 0 (opt_r _ _ _ (s27_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s39_p32 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p269 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p343 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s39_p79 Ho1 ltac:(zlia)).
    rewrite (s131_p296 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s27_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 0 -> fst (s27_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q10] in Hc |- *.
  rewrite tf_game_eq, (s27_c25_L a b), (s27_c25_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s27_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s27_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) (2 + b) 0 0 0 (opt_r _ _ _ (s27_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p59 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s131_p296 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p297 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c25_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 0 -> fst (s27_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q15] in Hc |- *.
  rewrite tf_game_eq, (s27_c25_L a b), (s27_c25_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s27_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s27_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) (2 + b) 0 0 0 (opt_r _ _ _ (s27_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p44 Ho1 ltac:(zlia)).
  rewrite (s131_p307 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c26_L (a b : nat) : lmoves (s27_board (2 + a) (2 + b) 1) = [s27_board (1 + a) (3 + b) 1; s68_board (2 + a) (2 + b) 0 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c26_R (a b : nat) : rmoves (s27_board (2 + a) (2 + b) 1) = [s131_board (2 + a) (2 + b) 1 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b>=2 && c==1 *)
Lemma s27_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 1 -> fst (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c26_L a b), (s27_c26_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s27_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s27_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 0 0 (opt_r _ _ _ (s27_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p14 Ho0 ltac:(zlia)).
  rewrite (s68_p69 Ho1 ltac:(zlia)).
  rewrite (s131_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c26_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 1 -> fst (s27_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s27_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q14] in Hc |- *.
  rewrite tf_game_eq, (s27_c26_L a b), (s27_c26_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s27_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s27_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 0 0 (opt_r _ _ _ (s27_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p14 Ho0 ltac:(zlia)).
  rewrite (s68_p42 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p177 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p239 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p310 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p353 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c27_L (a b c : nat) : lmoves (s27_board (2 + a) (2 + b) (2 + c)) = [s27_board (1 + a) (3 + b) (2 + c); s68_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c27_R (a b c : nat) : rmoves (s27_board (2 + a) (2 + b) (2 + c)) = [s131_board (2 + a) (2 + b) (2 + c) 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s27_c27_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s27_board (2 + a) (2 + b) (2 + c) -> fst (s27_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q11] in Hc |- *.
  rewrite tf_game_eq, (s27_c27_L a b c), (s27_c27_R a b c); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s27_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s27_p11 Ho0 ltac:(zlia)).
    rewrite (s68_p54 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s27_p15 Ho0 ltac:(zlia)).
    rewrite (s68_p54 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s27_c27_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s27_board (2 + a) (2 + b) (2 + c) -> fst (s27_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c27_L a b c), (s27_c27_R a b c); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s27_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s68_p26 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s68_p46 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s27_c27_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s27_board (2 + a) (2 + b) (2 + c) -> fst (s27_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q15] in Hc |- *.
  rewrite tf_game_eq, (s27_c27_L a b c), (s27_c27_R a b c); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s27_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p15 Ho0 ltac:(zlia)).
  rewrite (s68_p54 Ho1 ltac:(zlia)).
  rewrite (s131_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s28 = T^a _ T^b _^2 F on a==0 && b==0: the board of s17 *)
Lemma s28_c1_p1 x (Hs17 : s17_claim x) :
  x = s28_board 0 0 -> fst (s28_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q1] in Hc |- *.
  pose proof (Hs17 0 ltac:(rewrite Hx; unfold s28_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s28_c2_L : lmoves (s28_board 0 1) = [s37_board 0 1].
Proof. unfold s28_board, s37_board. tf_options. Qed.
Lemma s28_c2_R : rmoves (s28_board 0 1) = [s73_board 0 1 0].
Proof. unfold s28_board, s73_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 F on a==0 && b==1 *)
Lemma s28_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 1 -> fst (s28_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q2] in Hc |- *.
  rewrite tf_game_eq, (s28_c2_L), (s28_c2_R); cbn [map].
  pose proof (use_s37 IH 0 1 (opt_l _ _ _ (s28_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s73 IH 0 1 0 (opt_r _ _ _ (s28_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c3_L (b : nat) : lmoves (s28_board 0 (2 + b)) = [s43_board 0 (1 + b) 1].
Proof. unfold s28_board, s43_board. tf_options. Qed.
Lemma s28_c3_R (b : nat) : rmoves (s28_board 0 (2 + b)) = [s73_board 0 (2 + b) 0].
Proof. unfold s28_board, s73_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 F on a==0 && b>=2 *)
Lemma s28_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) -> fst (s28_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s28_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s28_q2] in Hc |- *.
  rewrite tf_game_eq, (s28_c3_L b), (s28_c3_R b); cbn [map].
  pose proof (use_s43 IH 0 (1 + b) 1 (opt_l _ _ _ (s28_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_r _ _ _ (s28_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s28 = T^a _ T^b _^2 F on a==1 && b==0: the board of s17 *)
Lemma s28_c4_p3 x (Hs17 : s17_claim x) :
  x = s28_board 1 0 -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs17 1 ltac:(rewrite Hx; unfold s28_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c5_L : lmoves (s28_board 1 1) = [s28_board 0 2; s37_board 1 1].
Proof. unfold s28_board, s37_board. tf_options. Qed.
Lemma s28_c5_R : rmoves (s28_board 1 1) = [s73_board 1 1 0].
Proof. unfold s28_board, s73_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 F on a==1 && b==1 *)
Lemma s28_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 1 -> fst (s28_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q2] in Hc |- *.
  rewrite tf_game_eq, (s28_c5_L), (s28_c5_R); cbn [map].
  pose proof (use_s28 IH 0 2 (opt_l _ _ _ (s28_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 1 1 (opt_l _ _ _ (s28_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH 1 1 0 (opt_r _ _ _ (s28_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c6_L (b : nat) : lmoves (s28_board 1 (2 + b)) = [s28_board 0 (3 + b); s43_board 1 (1 + b) 1].
Proof. unfold s28_board, s43_board. tf_options. Qed.
Lemma s28_c6_R (b : nat) : rmoves (s28_board 1 (2 + b)) = [s73_board 1 (2 + b) 0].
Proof. unfold s28_board, s73_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 F on a==1 && b>=2 *)
Lemma s28_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) -> fst (s28_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s28_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s28_q2] in Hc |- *.
  rewrite tf_game_eq, (s28_c6_L b), (s28_c6_R b); cbn [map].
  pose proof (use_s28 IH 0 (3 + b) (opt_l _ _ _ (s28_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) 1 (opt_l _ _ _ (s28_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_r _ _ _ (s28_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s43_p9 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s28 = T^a _ T^b _^2 F on a>=2 && b==0: the board of s17 *)
Lemma s28_c7_p3 x (Hs17 : s17_claim x) (a : nat) :
  x = s28_board (2 + a) 0 -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs17 (2 + a) ltac:(rewrite Hx; unfold s28_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c8_L (a : nat) : lmoves (s28_board (2 + a) 1) = [s28_board (1 + a) 2; s37_board (2 + a) 1].
Proof. unfold s28_board, s37_board. tf_options. Qed.
Lemma s28_c8_R (a : nat) : rmoves (s28_board (2 + a) 1) = [s73_board (2 + a) 1 0].
Proof. unfold s28_board, s73_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 F on a>=2 && b==1 *)
Lemma s28_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 -> fst (s28_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s28_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q2] in Hc |- *.
  rewrite tf_game_eq, (s28_c8_L a), (s28_c8_R a); cbn [map].
  pose proof (use_s28 IH (1 + a) 2 (opt_l _ _ _ (s28_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) 1 (opt_l _ _ _ (s28_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH (2 + a) 1 0 (opt_r _ _ _ (s28_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c9_L (a b : nat) : lmoves (s28_board (2 + a) (2 + b)) = [s28_board (1 + a) (3 + b); s43_board (2 + a) (1 + b) 1].
Proof. unfold s28_board, s43_board. tf_options. Qed.
Lemma s28_c9_R (a b : nat) : rmoves (s28_board (2 + a) (2 + b)) = [s73_board (2 + a) (2 + b) 0].
Proof. unfold s28_board, s73_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 F on a>=2 && b>=2 *)
Lemma s28_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) -> fst (s28_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s28_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s28_q2] in Hc |- *.
  rewrite tf_game_eq, (s28_c9_L a b), (s28_c9_R a b); cbn [map].
  pose proof (use_s28 IH (1 + a) (3 + b) (opt_l _ _ _ (s28_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s28_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s28_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s43_p9 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s29_c1_L : lmoves (s29_board 0) = [strip [(0, 1)] ([E; T; E; E; F]) []].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; E; F]) []) (s28_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c1_R : rmoves (s29_board 0) = [strip [(0, 1)] ([T; E; E; F; E]) []].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; E]) []) (s63_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a F T _^3 F on a==0 *)
Lemma s29_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 0 -> fst (s29_q1 (Z.of_nat 0)) -> tf_game x == snd (s29_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c1_L), (s29_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s29_c1_L1)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s29_c1_L) ltac:(cbn [In]; left; reflexivity) (s29_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s29_c1_R1)).
  pose proof (use_s63 IH 1 0 (opt_norm_r _ _ _ _ _ (s29_c1_R) ltac:(cbn [In]; left; reflexivity) (s29_c1_R1))) as Ho1.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s29_c2_L : lmoves (s29_board 1) = [s46_board 1 1].
Proof. unfold s29_board, s46_board. tf_options. Qed.
Lemma s29_c2_R : rmoves (s29_board 1) = [s116_board 1 0].
Proof. unfold s116_board, s29_board. tf_options. Qed.
(* s29 = T^a F T _^3 F on a==1 *)
Lemma s29_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 1 -> fst (s29_q1 (Z.of_nat 1)) -> tf_game x == snd (s29_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c2_L), (s29_c2_R); cbn [map].
  pose proof (use_s46 IH 1 1 (opt_l _ _ _ (s29_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH 1 0 (opt_r _ _ _ (s29_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s29_c3_L (a : nat) : lmoves (s29_board (2 + a)) = [s46_board (2 + a) 1].
Proof. unfold s29_board, s46_board. tf_options. Qed.
Lemma s29_c3_R (a : nat) : rmoves (s29_board (2 + a)) = [s116_board (2 + a) 0].
Proof. unfold s116_board, s29_board. tf_options. Qed.
(* s29 = T^a F T _^3 F on a>=2 *)
Lemma s29_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) -> fst (s29_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s29_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c3_L a), (s29_c3_R a); cbn [map].
  pose proof (use_s46 IH (2 + a) 1 (opt_l _ _ _ (s29_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH (2 + a) 0 (opt_r _ _ _ (s29_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s116_p1 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s116_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s116_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c1_L : lmoves (s30_board 0 0) = [].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c1_R : rmoves (s30_board 0 0) = [strip [(1, 1); (1, 1)] ([E]) []].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c1_R1 : tf_norm (strip [(1, 1); (1, 1)] ([E]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a==0 && b==0 *)
Lemma s30_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 0 -> fst (s30_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q1] in Hc |- *.
  rewrite tf_game_eq, (s30_c1_L), (s30_c1_R); cbn [map].
  rewrite (tf_norm_blank (s30_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c2_L : lmoves (s30_board 0 1) = [].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c2_R : rmoves (s30_board 0 1) = [strip [(1, 1)] ([T; E; F; E]) []].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c2_R1 : tf_norm (strip [(1, 1)] ([T; E; F; E]) []) (s73_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a==0 && b==1 *)
Lemma s30_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 -> fst (s30_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q1] in Hc |- *.
  rewrite tf_game_eq, (s30_c2_L), (s30_c2_R); cbn [map].
  rewrite (tf_norm_game (s30_c2_R1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s30_c2_R) ltac:(cbn [In]; left; reflexivity) (s30_c2_R1))) as Ho0.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c3_L (b : nat) : lmoves (s30_board 0 (2 + b)) = [].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c3_R (b : nat) : rmoves (s30_board 0 (2 + b)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a==0 && b>=2 *)
Lemma s30_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) -> fst (s30_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s30_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s30_q2] in Hc |- *.
  rewrite tf_game_eq, (s30_c3_L b), (s30_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s30_c4_L : lmoves (s30_board 1 0) = [s31_board 0 1 0].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s30_c4_R : rmoves (s30_board 1 0) = [s113_board 1 0 0 0].
Proof. unfold s113_board, s30_board. tf_options. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a==1 && b==0 *)
Lemma s30_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 1 0 -> fst (s30_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q1] in Hc |- *.
  rewrite tf_game_eq, (s30_c4_L), (s30_c4_R); cbn [map].
  pose proof (use_s31 IH 0 1 0 (opt_l _ _ _ (s30_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 0 0 0 (opt_r _ _ _ (s30_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s113_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c5_L : lmoves (s30_board 1 1) = [s31_board 0 1 1].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s30_c5_R : rmoves (s30_board 1 1) = [s113_board 1 0 1 0].
Proof. unfold s113_board, s30_board. tf_options. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a==1 && b==1 *)
Lemma s30_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 1 1 -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c5_L), (s30_c5_R); cbn [map].
  pose proof (use_s31 IH 0 1 1 (opt_l _ _ _ (s30_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 0 1 0 (opt_r _ _ _ (s30_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p4 Ho0 ltac:(zlia)).
  rewrite (s113_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c6_L (b : nat) : lmoves (s30_board 1 (2 + b)) = [s31_board 0 1 (2 + b)].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s30_c6_R (b : nat) : rmoves (s30_board 1 (2 + b)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a==1 && b>=2 *)
Lemma s30_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 1 (2 + b) -> fst (s30_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s30_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s30_q2] in Hc |- *.
  rewrite tf_game_eq, (s30_c6_L b), (s30_c6_R b); cbn [map].
  pose proof (use_s31 IH 0 1 (2 + b) (opt_l _ _ _ (s30_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c7_L (a : nat) : lmoves (s30_board (2 + a) 0) = [s31_board (1 + a) 1 0].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s30_c7_R (a : nat) : rmoves (s30_board (2 + a) 0) = [s113_board (2 + a) 0 0 0].
Proof. unfold s113_board, s30_board. tf_options. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a>=2 && b==0 *)
Lemma s30_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 0 -> fst (s30_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s30_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q4] in Hc |- *.
  rewrite tf_game_eq, (s30_c7_L a), (s30_c7_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 (opt_l _ _ _ (s30_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_r _ _ _ (s30_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p12 Ho0 ltac:(zlia)).
  rewrite (s113_p19 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 0 -> fst (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q5] in Hc |- *.
  rewrite tf_game_eq, (s30_c7_L a), (s30_c7_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 (opt_l _ _ _ (s30_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_r _ _ _ (s30_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p14 Ho0 ltac:(zlia)).
  rewrite (s113_p21 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 0 -> fst (s30_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s30_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q6] in Hc |- *.
  rewrite tf_game_eq, (s30_c7_L a), (s30_c7_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 (opt_l _ _ _ (s30_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_r _ _ _ (s30_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p16 Ho0 ltac:(zlia)).
  rewrite (s113_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 0 -> fst (s30_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s30_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q7] in Hc |- *.
  rewrite tf_game_eq, (s30_c7_L a), (s30_c7_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 (opt_l _ _ _ (s30_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_r _ _ _ (s30_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p18 Ho0 ltac:(zlia)).
  rewrite (s113_p24 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c8_L (a : nat) : lmoves (s30_board (2 + a) 1) = [s31_board (1 + a) 1 1].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s30_c8_R (a : nat) : rmoves (s30_board (2 + a) 1) = [s113_board (2 + a) 0 1 0].
Proof. unfold s113_board, s30_board. tf_options. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a>=2 && b==1 *)
Lemma s30_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c8_L a), (s30_c8_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 1 (opt_l _ _ _ (s30_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 1 0 (opt_r _ _ _ (s30_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c9_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b)) = [s31_board (1 + a) 1 (2 + b)].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s30_c9_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^2 T^b F^2 _ on a>=2 && b>=2 *)
Lemma s30_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) -> fst (s30_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s30_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s30_q2] in Hc |- *.
  rewrite tf_game_eq, (s30_c9_L a b), (s30_c9_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s30_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b==0 && c==0: the board of s30 *)
Lemma s31_c1_p1 x (Hs30 : s30_claim x) :
  x = s31_board 0 0 0 -> fst (s31_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q1] in Hc |- *.
  pose proof (Hs30 0 0 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b==0 && c==1: the board of s30 *)
Lemma s31_c2_p1 x (Hs30 : s30_claim x) :
  x = s31_board 0 0 1 -> fst (s31_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q1] in Hc |- *.
  pose proof (Hs30 0 1 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b==0 && c>=2: the board of s30 *)
Lemma s31_c3_p2 x (Hs30 : s30_claim x) (c : nat) :
  x = s31_board 0 0 (2 + c) -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q2] in Hc |- *.
  pose proof (Hs30 0 (2 + c) ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c4_L : lmoves (s31_board 0 1 0) = [s30_board 0 1].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c4_R : rmoves (s31_board 0 1 0) = [s113_board 0 1 0 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b==1 && c==0 *)
Lemma s31_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 1 0 -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c4_L), (s31_c4_R); cbn [map].
  pose proof (use_s30 IH 0 1 (opt_l _ _ _ (s31_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 1 0 0 (opt_r _ _ _ (s31_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  rewrite (s113_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s31_c5_L : lmoves (s31_board 0 1 1) = [s30_board 0 2].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c5_R : rmoves (s31_board 0 1 1) = [s113_board 0 1 1 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b==1 && c==1 *)
Lemma s31_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 1 1 -> fst (s31_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q4] in Hc |- *.
  rewrite tf_game_eq, (s31_c5_L), (s31_c5_R); cbn [map].
  pose proof (use_s30 IH 0 2 (opt_l _ _ _ (s31_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 1 1 0 (opt_r _ _ _ (s31_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c6_L (c : nat) : lmoves (s31_board 0 1 (2 + c)) = [s30_board 0 (3 + c)].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c6_R (c : nat) : rmoves (s31_board 0 1 (2 + c)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b==1 && c>=2 *)
Lemma s31_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 0 1 (2 + c) -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c6_L c), (s31_c6_R c); cbn [map].
  pose proof (use_s30 IH 0 (3 + c) (opt_l _ _ _ (s31_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c7_L (b : nat) : lmoves (s31_board 0 (2 + b) 0) = [s31_board 0 (1 + b) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c7_R (b : nat) : rmoves (s31_board 0 (2 + b) 0) = [s113_board 0 (2 + b) 0 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b>=2 && c==0 *)
Lemma s31_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 -> fst (s31_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q5] in Hc |- *.
  rewrite tf_game_eq, (s31_c7_L b), (s31_c7_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 1 (opt_l _ _ _ (s31_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s31_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p4 Ho0 ltac:(zlia)).
  rewrite (s113_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s31_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 -> fst (s31_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c7_L b), (s31_c7_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 1 (opt_l _ _ _ (s31_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s31_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s31_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 -> fst (s31_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c7_L b), (s31_c7_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 1 (opt_l _ _ _ (s31_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s31_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s31_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 -> fst (s31_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c7_L b), (s31_c7_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 1 (opt_l _ _ _ (s31_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s31_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s31_c8_L (b : nat) : lmoves (s31_board 0 (2 + b) 1) = [s31_board 0 (1 + b) 2].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c8_R (b : nat) : rmoves (s31_board 0 (2 + b) 1) = [s113_board 0 (2 + b) 1 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b>=2 && c==1 *)
Lemma s31_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 1 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c8_L b), (s31_c8_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 2 (opt_l _ _ _ (s31_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s31_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s31_c9_L (b c : nat) : lmoves (s31_board 0 (2 + b) (2 + c)) = [s31_board 0 (1 + b) (3 + c)].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c9_R (b c : nat) : rmoves (s31_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==0 && b>=2 && c>=2 *)
Lemma s31_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 0 (2 + b) (2 + c) -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c9_L b c), (s31_c9_R b c); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s31_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b==0 && c==0: the board of s30 *)
Lemma s31_c10_p1 x (Hs30 : s30_claim x) :
  x = s31_board 1 0 0 -> fst (s31_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q1] in Hc |- *.
  pose proof (Hs30 1 0 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b==0 && c==1: the board of s30 *)
Lemma s31_c11_p10 x (Hs30 : s30_claim x) :
  x = s31_board 1 0 1 -> fst (s31_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q10] in Hc |- *.
  pose proof (Hs30 1 1 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b==0 && c>=2: the board of s30 *)
Lemma s31_c12_p2 x (Hs30 : s30_claim x) (c : nat) :
  x = s31_board 1 0 (2 + c) -> fst (s31_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q2] in Hc |- *.
  pose proof (Hs30 1 (2 + c) ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c13_L : lmoves (s31_board 1 1 0) = [s31_board 0 2 0; s30_board 1 1].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c13_R : rmoves (s31_board 1 1 0) = [s113_board 1 1 0 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b==1 && c==0 *)
Lemma s31_c13_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 1 0 -> fst (s31_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q12] in Hc |- *.
  rewrite tf_game_eq, (s31_c13_L), (s31_c13_R); cbn [map].
  pose proof (use_s31 IH 0 2 0 (opt_l _ _ _ (s31_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 1 (opt_l _ _ _ (s31_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 1 0 0 (opt_r _ _ _ (s31_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p5 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c14_L : lmoves (s31_board 1 1 1) = [s31_board 0 2 1; s30_board 1 2].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c14_R : rmoves (s31_board 1 1 1) = [s113_board 1 1 1 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b==1 && c==1 *)
Lemma s31_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 1 1 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c14_L), (s31_c14_R); cbn [map].
  pose proof (use_s31 IH 0 2 1 (opt_l _ _ _ (s31_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 2 (opt_l _ _ _ (s31_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 1 1 0 (opt_r _ _ _ (s31_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c15_L (c : nat) : lmoves (s31_board 1 1 (2 + c)) = [s31_board 0 2 (2 + c); s30_board 1 (3 + c)].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c15_R (c : nat) : rmoves (s31_board 1 1 (2 + c)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b==1 && c>=2 *)
Lemma s31_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 1 1 (2 + c) -> fst (s31_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c15_L c), (s31_c15_R c); cbn [map].
  pose proof (use_s31 IH 0 2 (2 + c) (opt_l _ _ _ (s31_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (3 + c) (opt_l _ _ _ (s31_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c16_L (b : nat) : lmoves (s31_board 1 (2 + b) 0) = [s31_board 0 (3 + b) 0; s31_board 1 (1 + b) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c16_R (b : nat) : rmoves (s31_board 1 (2 + b) 0) = [s113_board 1 (2 + b) 0 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b>=2 && c==0 *)
Lemma s31_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 0 -> fst (s31_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c16_L b), (s31_c16_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 0 (opt_l _ _ _ (s31_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 1 (opt_l _ _ _ (s31_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s31_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s31_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 0 -> fst (s31_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c16_L b), (s31_c16_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 0 (opt_l _ _ _ (s31_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 1 (opt_l _ _ _ (s31_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s31_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s31_c16_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 0 -> fst (s31_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q13] in Hc |- *.
  rewrite tf_game_eq, (s31_c16_L b), (s31_c16_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 0 (opt_l _ _ _ (s31_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 1 (opt_l _ _ _ (s31_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s31_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s31_c17_L (b : nat) : lmoves (s31_board 1 (2 + b) 1) = [s31_board 0 (3 + b) 1; s31_board 1 (1 + b) 2].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c17_R (b : nat) : rmoves (s31_board 1 (2 + b) 1) = [s113_board 1 (2 + b) 1 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b>=2 && c==1 *)
Lemma s31_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 1 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c17_L b), (s31_c17_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 1 (opt_l _ _ _ (s31_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 2 (opt_l _ _ _ (s31_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s31_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c18_L (b c : nat) : lmoves (s31_board 1 (2 + b) (2 + c)) = [s31_board 0 (3 + b) (2 + c); s31_board 1 (1 + b) (3 + c)].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c18_R (b c : nat) : rmoves (s31_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a==1 && b>=2 && c>=2 *)
Lemma s31_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 1 (2 + b) (2 + c) -> fst (s31_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c18_L b c), (s31_c18_R b c); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s31_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s31_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==0 && c==0: the board of s30 *)
Lemma s31_c19_p11 x (Hs30 : s30_claim x) (a : nat) :
  x = s31_board (2 + a) 0 0 -> fst (s31_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q11] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c19_p15 x (Hs30 : s30_claim x) (a : nat) :
  x = s31_board (2 + a) 0 0 -> fst (s31_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q15] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c19_p17 x (Hs30 : s30_claim x) (a : nat) :
  x = s31_board (2 + a) 0 0 -> fst (s31_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q17] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s31_c19_p19 x (Hs30 : s30_claim x) (a : nat) :
  x = s31_board (2 + a) 0 0 -> fst (s31_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q19] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==0 && c==1: the board of s30 *)
Lemma s31_c20_p10 x (Hs30 : s30_claim x) (a : nat) :
  x = s31_board (2 + a) 0 1 -> fst (s31_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q10] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==0 && c>=2: the board of s30 *)
Lemma s31_c21_p2 x (Hs30 : s30_claim x) (a c : nat) :
  x = s31_board (2 + a) 0 (2 + c) -> fst (s31_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q2] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s31_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c22_L (a : nat) : lmoves (s31_board (2 + a) 1 0) = [s31_board (1 + a) 2 0; s30_board (2 + a) 1].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c22_R (a : nat) : rmoves (s31_board (2 + a) 1 0) = [s113_board (2 + a) 1 0 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==1 && c==0 *)
Lemma s31_c22_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 -> fst (s31_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q12] in Hc |- *.
  rewrite tf_game_eq, (s31_c22_L a), (s31_c22_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 (opt_l _ _ _ (s31_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 (opt_l _ _ _ (s31_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 1 0 0 (opt_r _ _ _ (s31_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c22_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 -> fst (s31_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q14] in Hc |- *.
  rewrite tf_game_eq, (s31_c22_L a), (s31_c22_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 (opt_l _ _ _ (s31_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 (opt_l _ _ _ (s31_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 1 0 0 (opt_r _ _ _ (s31_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c22_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 -> fst (s31_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q16] in Hc |- *.
  rewrite tf_game_eq, (s31_c22_L a), (s31_c22_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 (opt_l _ _ _ (s31_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 (opt_l _ _ _ (s31_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 1 0 0 (opt_r _ _ _ (s31_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s31_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 -> fst (s31_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q18] in Hc |- *.
  rewrite tf_game_eq, (s31_c22_L a), (s31_c22_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 (opt_l _ _ _ (s31_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 (opt_l _ _ _ (s31_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 1 0 0 (opt_r _ _ _ (s31_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s31_c23_L (a : nat) : lmoves (s31_board (2 + a) 1 1) = [s31_board (1 + a) 2 1; s30_board (2 + a) 2].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c23_R (a : nat) : rmoves (s31_board (2 + a) 1 1) = [s113_board (2 + a) 1 1 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==1 && c==1 *)
Lemma s31_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 1 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c23_L a), (s31_c23_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 1 (opt_l _ _ _ (s31_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 2 (opt_l _ _ _ (s31_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 1 1 0 (opt_r _ _ _ (s31_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c24_L (a c : nat) : lmoves (s31_board (2 + a) 1 (2 + c)) = [s31_board (1 + a) 2 (2 + c); s30_board (2 + a) (3 + c)].
Proof. unfold s30_board, s31_board. tf_options. Qed.
Lemma s31_c24_R (a c : nat) : rmoves (s31_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==1 && c>=2 *)
Lemma s31_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s31_board (2 + a) 1 (2 + c) -> fst (s31_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c24_L a c), (s31_c24_R a c); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s31_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (3 + c) (opt_l _ _ _ (s31_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c25_L (a b : nat) : lmoves (s31_board (2 + a) (2 + b) 0) = [s31_board (1 + a) (3 + b) 0; s31_board (2 + a) (1 + b) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c25_R (a b : nat) : rmoves (s31_board (2 + a) (2 + b) 0) = [s113_board (2 + a) (2 + b) 0 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c==0 *)
Lemma s31_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 0 -> fst (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c25_L a b), (s31_c25_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s31_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s31_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s31_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s31_c25_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 0 -> fst (s31_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s31_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q13] in Hc |- *.
  rewrite tf_game_eq, (s31_c25_L a b), (s31_c25_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s31_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s31_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s31_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s31_p8 Ho0 ltac:(zlia)).
    rewrite (s31_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s31_p9 Ho0 ltac:(zlia)).
    rewrite (s31_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s31_c26_L (a b : nat) : lmoves (s31_board (2 + a) (2 + b) 1) = [s31_board (1 + a) (3 + b) 1; s31_board (2 + a) (1 + b) 2].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c26_R (a b : nat) : rmoves (s31_board (2 + a) (2 + b) 1) = [s113_board (2 + a) (2 + b) 1 0].
Proof. unfold s113_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c==1 *)
Lemma s31_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 1 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c26_L a b), (s31_c26_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s31_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s31_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s31_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c27_L (a b c : nat) : lmoves (s31_board (2 + a) (2 + b) (2 + c)) = [s31_board (1 + a) (3 + b) (2 + c); s31_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c27_R (a b c : nat) : rmoves (s31_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c>=2 *)
Lemma s31_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s31_board (2 + a) (2 + b) (2 + c) -> fst (s31_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s31_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c27_L a b c), (s31_c27_R a b c); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s31_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s31_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s32_c1_L : lmoves (s32_board 0 0 0) = [].
Proof. unfold s32_board. tf_options. Qed.
Lemma s32_c1_R : rmoves (s32_board 0 0 0) = [strip [(0, 1); (3, 1)] ([]) []; strip [(1, 1); (1, 1)] ([E]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c1_R1 : tf_norm (strip [(0, 1); (3, 1)] ([]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (3, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s32_c1_R2 : tf_norm (strip [(1, 1); (1, 1)] ([E]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b==0 && c==0 *)
Lemma s32_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 0 0 0 -> fst (s32_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q1] in Hc |- *.
  rewrite tf_game_eq, (s32_c1_L), (s32_c1_R); cbn [map].
  rewrite (tf_norm_blank (s32_c1_R1)).
  rewrite (tf_norm_blank (s32_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c2_L : lmoves (s32_board 0 0 1) = [strip [(1, 1)] ([E; T; E; F]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c2_L1 : tf_norm (strip [(1, 1)] ([E; T; E; F]) []) (s37_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c2_R : rmoves (s32_board 0 0 1) = [strip [(0, 1)] ([E; T; E; E; F]) []; strip [(1, 1)] ([T; E; F; E]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; E; E; F]) []) (s28_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c2_R2 : tf_norm (strip [(1, 1)] ([T; E; F; E]) []) (s73_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b==0 && c==1 *)
Lemma s32_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 0 0 1 -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c2_L), (s32_c2_R); cbn [map].
  rewrite (tf_norm_game (s32_c2_L1)).
  pose proof (use_s37 IH 0 1 (opt_norm_l _ _ _ _ _ (s32_c2_L) ltac:(cbn [In]; left; reflexivity) (s32_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s32_c2_R1)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s32_c2_R) ltac:(cbn [In]; left; reflexivity) (s32_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s32_c2_R2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s32_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s32_c2_R2))) as Ho2.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c3_L (c : nat) : lmoves (s32_board 0 0 (2 + c)) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c3_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []) (s43_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c3_R (c : nat) : rmoves (s32_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F]) []) (s28_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c3_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E]) []) (s73_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b==0 && c>=2 *)
Lemma s32_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 0 0 (2 + c) -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c3_L c), (s32_c3_R c); cbn [map].
  rewrite (tf_norm_game (s32_c3_L1 c)).
  pose proof (use_s43 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s32_c3_L c) ltac:(cbn [In]; left; reflexivity) (s32_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s32_c3_R1 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s32_c3_R c) ltac:(cbn [In]; left; reflexivity) (s32_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s32_c3_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s32_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s32_c3_R2 c))) as Ho2.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c4_L : lmoves (s32_board 0 1 0) = [strip [(2, 1)] ([T; E; F]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c4_L1 : tf_norm (strip [(2, 1)] ([T; E; F]) []) (s37_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c4_R : rmoves (s32_board 0 1 0) = [strip [(0, 1)] ([T; E; E; E; F]) []; s113_board 0 1 0 0].
Proof. unfold s113_board, s32_board, strip. tf_options. Qed.
Lemma s32_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; E; E; F]) []) (s17_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; F]) []); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b==1 && c==0 *)
Lemma s32_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 0 1 0 -> fst (s32_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q3] in Hc |- *.
  rewrite tf_game_eq, (s32_c4_L), (s32_c4_R); cbn [map].
  rewrite (tf_norm_game (s32_c4_L1)).
  pose proof (use_s37 IH 0 1 (opt_norm_l _ _ _ _ _ (s32_c4_L) ltac:(cbn [In]; left; reflexivity) (s32_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s32_c4_R1)).
  pose proof (use_s17 IH 1 (opt_norm_r _ _ _ _ _ (s32_c4_R) ltac:(cbn [In]; left; reflexivity) (s32_c4_R1))) as Ho1.
  pose proof (use_s113 IH 0 1 0 0 (opt_r _ _ _ (s32_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

