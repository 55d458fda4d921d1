(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s123_c7_L (a : nat) : lmoves (s123_board (2 + a) 0) = [s132_board (1 + a) 0 1 0].
Proof. unfold s123_board, s132_board. tf_options. Qed.
Lemma s123_c7_R (a : nat) : rmoves (s123_board (2 + a) 0) = [s177_board (2 + a) 0 0 0].
Proof. unfold s123_board, s177_board. tf_options. Qed.
(* s123 = T^a F _^2 T^b F^2 _ on a>=2 && b==0 *)
Lemma s123_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s123_board (2 + a) 0 -> fst (s123_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s123_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s123_q5] in Hc |- *.
  rewrite tf_game_eq, (s123_c7_L a), (s123_c7_R a); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 0 (opt_l _ _ _ (s123_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_r _ _ _ (s123_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s132_p35 Ho0 ltac:(zlia)).
  rewrite (s177_p24 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s123_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s123_board (2 + a) 0 -> fst (s123_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s123_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s123_q6] in Hc |- *.
  rewrite tf_game_eq, (s123_c7_L a), (s123_c7_R a); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 0 (opt_l _ _ _ (s123_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_r _ _ _ (s123_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s132_p55 Ho0 ltac:(zlia)).
  rewrite (s177_p26 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s123_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s123_board (2 + a) 0 -> fst (s123_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s123_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s123_q8] in Hc |- *.
  rewrite tf_game_eq, (s123_c7_L a), (s123_c7_R a); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 0 (opt_l _ _ _ (s123_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_r _ _ _ (s123_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s132_p69 Ho0 ltac:(zlia)).
  rewrite (s177_p29 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s123_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s123_board (2 + a) 0 -> fst (s123_q10 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s123_q10 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s123_q10] in Hc |- *.
  rewrite tf_game_eq, (s123_c7_L a), (s123_c7_R a); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 0 (opt_l _ _ _ (s123_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_r _ _ _ (s123_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s132_p69 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) = 7)%Z \/ (Z.of_nat (2 + a) >= 8)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s177_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p37 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s177_p40 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s177_p42 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
Qed.

Lemma s123_c8_L (a : nat) : lmoves (s123_board (2 + a) 1) = [s132_board (1 + a) 0 1 1].
Proof. unfold s123_board, s132_board. tf_options. Qed.
Lemma s123_c8_R (a : nat) : rmoves (s123_board (2 + a) 1) = [s177_board (2 + a) 0 1 0].
Proof. unfold s123_board, s177_board. tf_options. Qed.
(* s123 = T^a F _^2 T^b F^2 _ on a>=2 && b==1 *)
Lemma s123_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s123_board (2 + a) 1 -> fst (s123_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s123_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s123_q5] in Hc |- *.
  rewrite tf_game_eq, (s123_c8_L a), (s123_c8_R a); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 1 (opt_l _ _ _ (s123_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_r _ _ _ (s123_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s132_p36 Ho0 ltac:(zlia)).
  rewrite (s177_p25 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s123_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s123_board (2 + a) 1 -> fst (s123_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s123_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s123_q7] in Hc |- *.
  rewrite tf_game_eq, (s123_c8_L a), (s123_c8_R a); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 1 (opt_l _ _ _ (s123_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_r _ _ _ (s123_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s132_p56 Ho0 ltac:(zlia)).
  rewrite (s177_p27 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s123_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s123_board (2 + a) 1 -> fst (s123_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s123_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s123_q9] in Hc |- *.
  rewrite tf_game_eq, (s123_c8_L a), (s123_c8_R a); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 1 (opt_l _ _ _ (s123_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_r _ _ _ (s123_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s132_p70 Ho0 ltac:(zlia)).
  rewrite (s177_p30 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s123_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s123_board (2 + a) 1 -> fst (s123_q11 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s123_q11 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s123_q11] in Hc |- *.
  rewrite tf_game_eq, (s123_c8_L a), (s123_c8_R a); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 1 (opt_l _ _ _ (s123_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_r _ _ _ (s123_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s132_p79 Ho0 ltac:(zlia)).
  rewrite (s177_p34 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s123_c9_L (a b : nat) : lmoves (s123_board (2 + a) (2 + b)) = [s132_board (1 + a) 0 1 (2 + b)].
Proof. unfold s123_board, s132_board. tf_options. Qed.
Lemma s123_c9_R (a b : nat) : rmoves (s123_board (2 + a) (2 + b)) = [].
Proof. unfold s123_board. tf_options. Qed.
(* s123 = T^a F _^2 T^b F^2 _ on a>=2 && b>=2 *)
Lemma s123_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s123_board (2 + a) (2 + b) -> fst (s123_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s123_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s123_q3] in Hc |- *.
  rewrite tf_game_eq, (s123_c9_L a b), (s123_c9_R a b); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 1 (2 + b) (opt_l _ _ _ (s123_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s132_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s124_c1_L : lmoves (s124_board 0 0 0 0) = [].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c1_R : rmoves (s124_board 0 0 0 0) = [strip [(0, 1); (1, 1); (1, 1)] ([E]) []; strip [(1, 3)] ([E; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c1_R1 : tf_norm (strip [(0, 1); (1, 1); (1, 1)] ([E]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1); (1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s124_c1_R2 : tf_norm (strip [(1, 3)] ([E; E]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(1, 3)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c==0 && d==0 *)
Lemma s124_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 0 0 0 0 -> fst (s124_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s124_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q1] in Hc |- *.
  rewrite tf_game_eq, (s124_c1_L), (s124_c1_R); cbn [map].
  rewrite (tf_norm_blank (s124_c1_R1)).
  rewrite (tf_norm_blank (s124_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c2_L : lmoves (s124_board 0 0 0 1) = [strip [(1, 2); (2, 1)] ([]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c2_L1 : tf_norm (strip [(1, 2); (2, 1)] ([]) [(1, 0)]) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(1, 2); (2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s124_c2_R : rmoves (s124_board 0 0 0 1) = [strip [(0, 1); (1, 1)] ([E; T; F; E]) []; strip [(1, 3)] ([]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; F; E]) []) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c2_R2 : tf_norm (strip [(1, 3)] ([]) [(1, 2)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(1, 3)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c==0 && d==1 *)
Lemma s124_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 0 0 0 1 -> fst (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q2] in Hc |- *.
  rewrite tf_game_eq, (s124_c2_L), (s124_c2_R); cbn [map].
  rewrite (tf_norm_blank (s124_c2_L1)).
  rewrite (tf_norm_game (s124_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s124_c2_R) ltac:(cbn [In]; left; reflexivity) (s124_c2_R1))) as Ho1.
  rewrite (tf_norm_blank (s124_c2_R2)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c3_L (d : nat) : lmoves (s124_board 0 0 0 (2 + d)) = [strip [(1, 2)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c3_L1 (d : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 0 (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c3_R (d : nat) : rmoves (s124_board 0 0 0 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c3_R1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c==0 && d>=2 *)
Lemma s124_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s124_board 0 0 0 (2 + d) -> fst (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q2] in Hc |- *.
  rewrite tf_game_eq, (s124_c3_L d), (s124_c3_R d); cbn [map].
  rewrite (tf_norm_game (s124_c3_L1 d)).
  pose proof (use_s37 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c3_L d) ltac:(cbn [In]; left; reflexivity) (s124_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game (s124_c3_R1 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s124_c3_R d) ltac:(cbn [In]; left; reflexivity) (s124_c3_R1 d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c4_L : lmoves (s124_board 0 0 1 0) = [strip [(1, 2)] ([E; T; F; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c4_L1 : tf_norm (strip [(1, 2)] ([E; T; F; E]) []) (s63_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c4_R : rmoves (s124_board 0 0 1 0) = [strip [(0, 1); (1, 1)] ([T; E; F; E]) []; strip [(1, 2)] ([T; F; E; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c4_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; F; E]) []) (s73_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c4_R2 : tf_norm (strip [(1, 2)] ([T; F; E; E]) []) (s75_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c==1 && d==0 *)
Lemma s124_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 0 0 1 0 -> fst (s124_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s124_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q3] in Hc |- *.
  rewrite tf_game_eq, (s124_c4_L), (s124_c4_R); cbn [map].
  rewrite (tf_norm_game (s124_c4_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s124_c4_L) ltac:(cbn [In]; left; reflexivity) (s124_c4_L1))) as Ho0.
  rewrite (tf_norm_game (s124_c4_R1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s124_c4_R) ltac:(cbn [In]; left; reflexivity) (s124_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s124_c4_R2)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s124_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c4_R2))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s124_c5_L : lmoves (s124_board 0 0 1 1) = [strip [(1, 2)] ([E; T; T; F; E]) []; strip [(1, 2)] ([T; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c5_L1 : tf_norm (strip [(1, 2)] ([E; T; T; F; E]) []) (s63_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c5_L2 : tf_norm (strip [(1, 2)] ([T; E; E; F]) [(1, 0)]) (s28_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c5_R : rmoves (s124_board 0 0 1 1) = [strip [(0, 1); (1, 1)] ([T; E; T; F; E]) []; strip [(1, 2)] ([T; F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c5_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c5_R2 : tf_norm (strip [(1, 2)] ([T; F]) [(1, 2)]) (s75_board 0 1) (0).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c==1 && d==1 *)
Lemma s124_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 0 0 1 1 -> fst (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q2] in Hc |- *.
  rewrite tf_game_eq, (s124_c5_L), (s124_c5_R); cbn [map].
  rewrite (tf_norm_game (s124_c5_L1)).
  pose proof (use_s63 IH 0 2 (opt_norm_l _ _ _ _ _ (s124_c5_L) ltac:(cbn [In]; left; reflexivity) (s124_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s124_c5_L2)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s124_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s124_c5_R1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s124_c5_R) ltac:(cbn [In]; left; reflexivity) (s124_c5_R1))) as Ho2.
  rewrite (tf_norm_game0 (s124_c5_R2)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s124_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c5_R2))) as Ho3.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho3 I).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c6_L (d : nat) : lmoves (s124_board 0 0 1 (2 + d)) = [strip [(1, 2)] (E :: repeat T (3 + d) ++ [F; E]) []; strip [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c6_L1 (d : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (3 + d) ++ [F; E]) []) (s63_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c6_L2 (d : nat) : tf_norm (strip [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s43_board 0 1 (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c6_R (d : nat) : rmoves (s124_board 0 0 1 (2 + d)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c6_R1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c==1 && d>=2 *)
Lemma s124_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s124_board 0 0 1 (2 + d) -> fst (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q2] in Hc |- *.
  rewrite tf_game_eq, (s124_c6_L d), (s124_c6_R d); cbn [map].
  rewrite (tf_norm_game (s124_c6_L1 d)).
  pose proof (use_s63 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s124_c6_L d) ltac:(cbn [In]; left; reflexivity) (s124_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s124_c6_L2 d)).
  pose proof (use_s43 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game (s124_c6_R1 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s124_c6_R d) ltac:(cbn [In]; left; reflexivity) (s124_c6_R1 d))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s43_p4 Ho1 ltac:(zlia)).
    rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c7_L (c : nat) : lmoves (s124_board 0 0 (2 + c) 0) = [strip [(1, 2)] (repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c7_L1 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ [E; T; F; E]) []) (s73_board 0 (1 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c7_R (c : nat) : rmoves (s124_board 0 0 (2 + c) 0) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F; E]) []; strip [(1, 2)] (repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c7_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F; E]) []) (s73_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c7_R2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [F; E; E]) []) (s75_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==0 *)
Lemma s124_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s124_board 0 0 (2 + c) 0 -> fst (s124_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s124_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q3] in Hc |- *.
  rewrite tf_game_eq, (s124_c7_L c), (s124_c7_R c); cbn [map].
  rewrite (tf_norm_game (s124_c7_L1 c)).
  pose proof (use_s73 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s124_c7_L c) ltac:(cbn [In]; left; reflexivity) (s124_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s124_c7_R1 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s124_c7_R c) ltac:(cbn [In]; left; reflexivity) (s124_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s124_c7_R2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s124_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c7_R2 c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s124_c8_L (c : nat) : lmoves (s124_board 0 0 (2 + c) 1) = [strip [(1, 2)] (repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(1, 2)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c8_L1 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ [E; T; T; F; E]) []) (s73_board 0 (1 + c) 2) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c8_L2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c8_R (c : nat) : rmoves (s124_board 0 0 (2 + c) 1) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []; strip [(1, 2)] (repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c8_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c8_R2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [F]) [(1, 2)]) (s75_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==1 *)
Lemma s124_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s124_board 0 0 (2 + c) 1 -> fst (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q2] in Hc |- *.
  rewrite tf_game_eq, (s124_c8_L c), (s124_c8_R c); cbn [map].
  rewrite (tf_norm_game (s124_c8_L1 c)).
  pose proof (use_s73 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s124_c8_L c) ltac:(cbn [In]; left; reflexivity) (s124_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s124_c8_L2 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s124_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game (s124_c8_R1 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s124_c8_R c) ltac:(cbn [In]; left; reflexivity) (s124_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s124_c8_R2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s124_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c8_R2 c))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho3 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c9_L (c d : nat) : lmoves (s124_board 0 0 (2 + c) (2 + d)) = [strip [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c9_L1 (c d : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s73_board 0 (1 + c) (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c9_L2 (c d : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s43_board 0 (2 + c) (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c9_R (c d : nat) : rmoves (s124_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c9_R1 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s124_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s124_board 0 0 (2 + c) (2 + d) -> fst (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q2] in Hc |- *.
  rewrite tf_game_eq, (s124_c9_L c d), (s124_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s124_c9_L1 c d)).
  pose proof (use_s73 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s124_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s124_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s124_c9_L2 c d)).
  pose proof (use_s43 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s124_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s124_c9_R1 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s124_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s124_c9_R1 c d))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c10_L : lmoves (s124_board 0 1 0 0) = [].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c10_R : rmoves (s124_board 0 1 0 0) = [strip [(0, 1)] ([T; E; F; E; F; E]) []; s23_board 0 1].
Proof. unfold s124_board, s23_board, strip. tf_options. Qed.
Lemma s124_c10_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; F; E]) []) (s113_board 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c==0 && d==0 *)
Lemma s124_c10_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 0 1 0 0 -> fst (s124_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s124_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q4] in Hc |- *.
  rewrite tf_game_eq, (s124_c10_L), (s124_c10_R); cbn [map].
  rewrite (tf_norm_game0 (s124_c10_R1)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s124_c10_R) ltac:(cbn [In]; left; reflexivity) (s124_c10_R1))) as Ho0.
  pose proof (use_s23 IH 0 1 (opt_r _ _ _ (s124_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s113_p14 Ho0 ltac:(zlia)).
  rewrite (s23_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s124_c11_L : lmoves (s124_board 0 1 0 1) = [strip [] ([E; T; F; F; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c11_L1 : tf_norm (strip [] ([E; T; F; F; E; E; F]) [(1, 0)]) (s36_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c11_R : rmoves (s124_board 0 1 0 1) = [strip [(0, 1)] ([T; E; F; E; T; F; E]) []; strip [] ([E; T; F; F; F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; F; E]) []) (s113_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c11_R2 : tf_norm (strip [] ([E; T; F; F; F]) [(1, 2)]) (s23_board 0 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F; F; F]) [(1, 2)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s124_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 0 1 0 1 -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c11_L), (s124_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s124_c11_L1)).
  pose proof (use_s36 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s124_c11_L) ltac:(cbn [In]; left; reflexivity) (s124_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s124_c11_R1)).
  pose proof (use_s113 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s124_c11_R) ltac:(cbn [In]; left; reflexivity) (s124_c11_R1))) as Ho1.
  rewrite (tf_norm_game (s124_c11_R2)).
  pose proof (use_s23 IH 0 1 (opt_norm_r _ _ _ _ _ (s124_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c11_R2))) as Ho2.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p7 Ho1 ltac:(zlia)).
  rewrite (s23_p2 Ho2 ltac:(zlia)).
  rewrite (s23_p2_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c12_L (d : nat) : lmoves (s124_board 0 1 0 (2 + d)) = [strip [] (E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c12_L1 (d : nat) : tf_norm (strip [] (E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 0 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c12_R (d : nat) : rmoves (s124_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 0 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s124_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s124_board 0 1 0 (2 + d) -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c12_L d), (s124_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s124_c12_L1 d)).
  pose proof (use_s93 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c12_L d) ltac:(cbn [In]; left; reflexivity) (s124_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s124_c12_R1 d)).
  pose proof (use_s113 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s124_c12_R d) ltac:(cbn [In]; left; reflexivity) (s124_c12_R1 d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s93_p11 Ho0 ltac:(zlia)).
    rewrite (s113_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p13 Ho0 ltac:(zlia)).
    rewrite (s113_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p15 Ho0 ltac:(zlia)).
    rewrite (s113_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p17 Ho0 ltac:(zlia)).
    rewrite (s113_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c13_L : lmoves (s124_board 0 1 1 0) = [s124_board 0 1 0 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c13_R : rmoves (s124_board 0 1 1 0) = [strip [(0, 1)] ([T; E; F; T; E; F; E]) []; s91_board 0 1 1].
Proof. unfold s124_board, s91_board, strip. tf_options. Qed.
Lemma s124_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; F; E]) []) (s113_board 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s124_c13_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 0 1 1 0 -> fst (s124_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s124_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q8] in Hc |- *.
  rewrite tf_game_eq, (s124_c13_L), (s124_c13_R); cbn [map].
  pose proof (use_s124 IH 0 1 0 1 (opt_l _ _ _ (s124_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c13_R1)).
  pose proof (use_s113 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s124_c13_R) ltac:(cbn [In]; left; reflexivity) (s124_c13_R1))) as Ho1.
  pose proof (use_s91 IH 0 1 1 (opt_r _ _ _ (s124_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p3 Ho1 ltac:(zlia)).
  rewrite (s91_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c14_L : lmoves (s124_board 0 1 1 1) = [s124_board 0 1 0 2; strip [] ([E; T; F; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c14_L2 : tf_norm (strip [] ([E; T; F; F; T; E; E; F]) [(1, 0)]) (s36_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c14_R : rmoves (s124_board 0 1 1 1) = [strip [(0, 1)] ([T; E; F; T; E; T; F; E]) []; strip [] ([E; T; F; F; T; F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; T; F; E]) []) (s113_board 1 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c14_R2 : tf_norm (strip [] ([E; T; F; F; T; F]) [(1, 2)]) (s91_board 0 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F; F; T; F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s124_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 0 1 1 1 -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c14_L), (s124_c14_R); cbn [map].
  pose proof (use_s124 IH 0 1 0 2 (opt_l _ _ _ (s124_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c14_L2)).
  pose proof (use_s36 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s124_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s124_c14_R1)).
  pose proof (use_s113 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s124_c14_R) ltac:(cbn [In]; left; reflexivity) (s124_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s124_c14_R2)).
  pose proof (use_s91 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s124_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c14_R2))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p5 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s91_p2 Ho3 ltac:(zlia)).
  rewrite (s91_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c15_L (d : nat) : lmoves (s124_board 0 1 1 (2 + d)) = [s124_board 0 1 0 (3 + d); strip [] (E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 0 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c15_R (d : nat) : rmoves (s124_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s124_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s124_board 0 1 1 (2 + d) -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c15_L d), (s124_c15_R d); cbn [map].
  pose proof (use_s124 IH 0 1 0 (3 + d) (opt_l _ _ _ (s124_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c15_L2 d)).
  pose proof (use_s93 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s124_c15_R1 d)).
  pose proof (use_s113 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s124_c15_R d) ltac:(cbn [In]; left; reflexivity) (s124_c15_R1 d))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s93_p17 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p22 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p24 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c16_L (c : nat) : lmoves (s124_board 0 1 (2 + c) 0) = [s124_board 0 1 (1 + c) 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c16_R (c : nat) : rmoves (s124_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E]) []; s91_board 0 1 (2 + c)].
Proof. unfold s124_board, s91_board, strip. tf_options. Qed.
Lemma s124_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 1 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s124_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s124_board 0 1 (2 + c) 0 -> fst (s124_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s124_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q8] in Hc |- *.
  rewrite tf_game_eq, (s124_c16_L c), (s124_c16_R c); cbn [map].
  pose proof (use_s124 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s124_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c16_R1 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s124_c16_R c) ltac:(cbn [In]; left; reflexivity) (s124_c16_R1 c))) as Ho1.
  pose proof (use_s91 IH 0 1 (2 + c) (opt_r _ _ _ (s124_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p3 Ho1 ltac:(zlia)).
  rewrite (s91_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c17_L (c : nat) : lmoves (s124_board 0 1 (2 + c) 1) = [s124_board 0 1 (1 + c) 2; strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s36_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c17_R (c : nat) : rmoves (s124_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 1 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c17_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s91_board 0 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s124_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s124_board 0 1 (2 + c) 1 -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c17_L c), (s124_c17_R c); cbn [map].
  pose proof (use_s124 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s124_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c17_L2 c)).
  pose proof (use_s36 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s124_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s124_c17_R1 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s124_c17_R c) ltac:(cbn [In]; left; reflexivity) (s124_c17_R1 c))) as Ho2.
  rewrite (tf_norm_game (s124_c17_R2 c)).
  pose proof (use_s91 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s124_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c17_R2 c))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p5 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s91_p2 Ho3 ltac:(zlia)).
  rewrite (s91_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s124_c18_L (c d : nat) : lmoves (s124_board 0 1 (2 + c) (2 + d)) = [s124_board 0 1 (1 + c) (3 + d); strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 0 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c18_R (c d : nat) : rmoves (s124_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s124_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s124_board 0 1 (2 + c) (2 + d) -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c18_L c d), (s124_c18_R c d); cbn [map].
  pose proof (use_s124 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s124_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c18_L2 c d)).
  pose proof (use_s93 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s124_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s124_c18_R1 c d)).
  pose proof (use_s113 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s124_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s124_c18_R1 c d))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s93_p17 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p22 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c19_L (b : nat) : lmoves (s124_board 0 (2 + b) 0 0) = [].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c19_R (b : nat) : rmoves (s124_board 0 (2 + b) 0 0) = [s23_board 0 (2 + b)].
Proof. unfold s124_board, s23_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==0 *)
Lemma s124_c19_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s124_board 0 (2 + b) 0 0 -> fst (s124_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s124_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q4] in Hc |- *.
  rewrite tf_game_eq, (s124_c19_L b), (s124_c19_R b); cbn [map].
  pose proof (use_s23 IH 0 (2 + b) (opt_r _ _ _ (s124_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s23_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c20_L (b : nat) : lmoves (s124_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c20_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; E; E; F]) [(1, 0)]) (s36_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c20_R (b : nat) : rmoves (s124_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F; F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c20_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; F]) [(1, 2)]) (s23_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F; F]) [(1, 2)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s124_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s124_board 0 (2 + b) 0 1 -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c20_L b), (s124_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s124_c20_L1 b)).
  pose proof (use_s36 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s124_c20_L b) ltac:(cbn [In]; left; reflexivity) (s124_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game (s124_c20_R1 b)).
  pose proof (use_s23 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s124_c20_R b) ltac:(cbn [In]; left; reflexivity) (s124_c20_R1 b))) as Ho1.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s23_p2 Ho1 ltac:(zlia)).
  rewrite (s23_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c21_L (b d : nat) : lmoves (s124_board 0 (2 + b) 0 (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c21_L1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 0 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c21_R (b d : nat) : rmoves (s124_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s124_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s124_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s124_board 0 (2 + b) 0 (2 + d) -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c21_L b d), (s124_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s124_c21_L1 b d)).
  pose proof (use_s93 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s124_c21_L1 b d))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s93_p11 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s93_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s93_p15 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s93_p17 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s124_c22_L (b : nat) : lmoves (s124_board 0 (2 + b) 1 0) = [s124_board 0 (2 + b) 0 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c22_R (b : nat) : rmoves (s124_board 0 (2 + b) 1 0) = [s91_board 0 (2 + b) 1].
Proof. unfold s124_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s124_c22_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s124_board 0 (2 + b) 1 0 -> fst (s124_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s124_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q8] in Hc |- *.
  rewrite tf_game_eq, (s124_c22_L b), (s124_c22_R b); cbn [map].
  pose proof (use_s124 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s124_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s91 IH 0 (2 + b) 1 (opt_r _ _ _ (s124_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s91_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c23_L (b : nat) : lmoves (s124_board 0 (2 + b) 1 1) = [s124_board 0 (2 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]) (s36_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c23_R (b : nat) : rmoves (s124_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]) (s91_board 0 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s124_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s124_board 0 (2 + b) 1 1 -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c23_L b), (s124_c23_R b); cbn [map].
  pose proof (use_s124 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s124_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c23_L2 b)).
  pose proof (use_s36 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s124_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s124_c23_R1 b)).
  pose proof (use_s91 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s124_c23_R b) ltac:(cbn [In]; left; reflexivity) (s124_c23_R1 b))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p5 Ho1 ltac:(zlia)).
  rewrite (s91_p2 Ho2 ltac:(zlia)).
  rewrite (s91_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c24_L (b d : nat) : lmoves (s124_board 0 (2 + b) 1 (2 + d)) = [s124_board 0 (2 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 0 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c24_R (b d : nat) : rmoves (s124_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s124_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s124_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s124_board 0 (2 + b) 1 (2 + d) -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c24_L b d), (s124_c24_R b d); cbn [map].
  pose proof (use_s124 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s124_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c24_L2 b d)).
  pose proof (use_s93 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c24_L2 b d))) as Ho1.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s93_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p24 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s124_c25_L (b c : nat) : lmoves (s124_board 0 (2 + b) (2 + c) 0) = [s124_board 0 (2 + b) (1 + c) 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c25_R (b c : nat) : rmoves (s124_board 0 (2 + b) (2 + c) 0) = [s91_board 0 (2 + b) (2 + c)].
Proof. unfold s124_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s124_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s124_board 0 (2 + b) (2 + c) 0 -> fst (s124_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s124_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q8] in Hc |- *.
  rewrite tf_game_eq, (s124_c25_L b c), (s124_c25_R b c); cbn [map].
  pose proof (use_s124 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s124_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s91 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s124_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s91_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c26_L (b c : nat) : lmoves (s124_board 0 (2 + b) (2 + c) 1) = [s124_board 0 (2 + b) (1 + c) 2; strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s36_board 0 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c26_R (b c : nat) : rmoves (s124_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s91_board 0 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s124_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s124_board 0 (2 + b) (2 + c) 1 -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c26_L b c), (s124_c26_R b c); cbn [map].
  pose proof (use_s124 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s124_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c26_L2 b c)).
  pose proof (use_s36 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s124_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s124_c26_R1 b c)).
  pose proof (use_s91 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s124_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s124_c26_R1 b c))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p5 Ho1 ltac:(zlia)).
  rewrite (s91_p2 Ho2 ltac:(zlia)).
  rewrite (s91_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c27_L (b c d : nat) : lmoves (s124_board 0 (2 + b) (2 + c) (2 + d)) = [s124_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c27_R (b c d : nat) : rmoves (s124_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s124_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s124_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s124_board 0 (2 + b) (2 + c) (2 + d) -> fst (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q6] in Hc |- *.
  rewrite tf_game_eq, (s124_c27_L b c d), (s124_c27_R b c d); cbn [map].
  pose proof (use_s124 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s124_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c27_L2 b c d)).
  pose proof (use_s93 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s124_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c27_L2 b c d))) as Ho1.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s93_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s124_c28_L : lmoves (s124_board 1 0 0 0) = [s124_board 0 1 0 0].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c28_R : rmoves (s124_board 1 0 0 0) = [s177_board 1 0 0 0; s23_board 1 0].
Proof. unfold s124_board, s177_board, s23_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c==0 && d==0 *)
Lemma s124_c28_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 1 0 0 0 -> fst (s124_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s124_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q10] in Hc |- *.
  rewrite tf_game_eq, (s124_c28_L), (s124_c28_R); cbn [map].
  pose proof (use_s124 IH 0 1 0 0 (opt_l _ _ _ (s124_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH 1 0 0 0 (opt_r _ _ _ (s124_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 1 0 (opt_r _ _ _ (s124_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s124_p4 Ho0 ltac:(zlia)).
  rewrite (s177_p21 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s124_c29_L : lmoves (s124_board 1 0 0 1) = [s124_board 0 1 0 1; strip [] ([T; E; F; F; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c29_L2 : tf_norm (strip [] ([T; E; F; F; E; E; F]) [(1, 0)]) (s36_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c29_R : rmoves (s124_board 1 0 0 1) = [s177_board 1 0 0 1; strip [] ([T; E; F; F; F]) [(1, 2)]].
Proof. unfold s124_board, s177_board, strip. tf_options. Qed.
Lemma s124_c29_R2 : tf_norm (strip [] ([T; E; F; F; F]) [(1, 2)]) (s23_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F; F; F]) [(1, 2)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c==0 && d==1 *)
Lemma s124_c29_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 1 0 0 1 -> fst (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q11] in Hc |- *.
  rewrite tf_game_eq, (s124_c29_L), (s124_c29_R); cbn [map].
  pose proof (use_s124 IH 0 1 0 1 (opt_l _ _ _ (s124_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c29_L2)).
  pose proof (use_s36 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s124_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c29_L2))) as Ho1.
  pose proof (use_s177 IH 1 0 0 1 (opt_r _ _ _ (s124_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s124_c29_R2)).
  pose proof (use_s23 IH 1 0 (opt_norm_r _ _ _ _ _ (s124_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c29_R2))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p7 Ho1 ltac:(zlia)).
  rewrite (s177_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s124_c30_L (d : nat) : lmoves (s124_board 1 0 0 (2 + d)) = [s124_board 0 1 0 (2 + d); strip [] (T :: E :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c30_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 0 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c30_R (d : nat) : rmoves (s124_board 1 0 0 (2 + d)) = [s177_board 1 0 0 (2 + d)].
Proof. unfold s124_board, s177_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c==0 && d>=2 *)
Lemma s124_c30_p11 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s124_board 1 0 0 (2 + d) -> fst (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q11] in Hc |- *.
  rewrite tf_game_eq, (s124_c30_L d), (s124_c30_R d); cbn [map].
  pose proof (use_s124 IH 0 1 0 (2 + d) (opt_l _ _ _ (s124_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c30_L2 d)).
  pose proof (use_s93 IH 1 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c30_L2 d))) as Ho1.
  pose proof (use_s177 IH 1 0 0 (2 + d) (opt_r _ _ _ (s124_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s93_p20 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p27 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p28 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p29 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s124_c31_L : lmoves (s124_board 1 0 1 0) = [s124_board 0 1 1 0; s124_board 1 0 0 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c31_R : rmoves (s124_board 1 0 1 0) = [s177_board 1 0 1 0; s91_board 1 0 1].
Proof. unfold s124_board, s177_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c==1 && d==0 *)
Lemma s124_c31_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 1 0 1 0 -> fst (s124_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s124_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q12] in Hc |- *.
  rewrite tf_game_eq, (s124_c31_L), (s124_c31_R); cbn [map].
  pose proof (use_s124 IH 0 1 1 0 (opt_l _ _ _ (s124_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 0 0 1 (opt_l _ _ _ (s124_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 0 1 0 (opt_r _ _ _ (s124_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s91 IH 1 0 1 (opt_r _ _ _ (s124_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  rewrite (s124_p11 Ho1 ltac:(zlia)).
  rewrite (s177_p3 Ho2 ltac:(zlia)).
  rewrite (s91_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s124_c32_L : lmoves (s124_board 1 0 1 1) = [s124_board 0 1 1 1; s124_board 1 0 0 2; strip [] ([T; E; F; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c32_L3 : tf_norm (strip [] ([T; E; F; F; T; E; E; F]) [(1, 0)]) (s36_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c32_R : rmoves (s124_board 1 0 1 1) = [s177_board 1 0 1 1; strip [] ([T; E; F; F; T; F]) [(1, 2)]].
Proof. unfold s124_board, s177_board, strip. tf_options. Qed.
Lemma s124_c32_R2 : tf_norm (strip [] ([T; E; F; F; T; F]) [(1, 2)]) (s91_board 1 0 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F; F; T; F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c==1 && d==1 *)
Lemma s124_c32_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 1 0 1 1 -> fst (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q11] in Hc |- *.
  rewrite tf_game_eq, (s124_c32_L), (s124_c32_R); cbn [map].
  pose proof (use_s124 IH 0 1 1 1 (opt_l _ _ _ (s124_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 0 0 2 (opt_l _ _ _ (s124_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c32_L3)).
  pose proof (use_s36 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s124_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c32_L3))) as Ho2.
  pose proof (use_s177 IH 1 0 1 1 (opt_r _ _ _ (s124_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s124_c32_R2)).
  pose proof (use_s91 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s124_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c32_R2))) as Ho4.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p11 Ho1 ltac:(zlia)).
  rewrite (s36_p8 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  rewrite (s91_p4 Ho4 ltac:(zlia)).
  rewrite (s91_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s124_c33_L (d : nat) : lmoves (s124_board 1 0 1 (2 + d)) = [s124_board 0 1 1 (2 + d); s124_board 1 0 0 (3 + d); strip [] (T :: E :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c33_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c33_R (d : nat) : rmoves (s124_board 1 0 1 (2 + d)) = [s177_board 1 0 1 (2 + d)].
Proof. unfold s124_board, s177_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c==1 && d>=2 *)
Lemma s124_c33_p11 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s124_board 1 0 1 (2 + d) -> fst (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q11] in Hc |- *.
  rewrite tf_game_eq, (s124_c33_L d), (s124_c33_R d); cbn [map].
  pose proof (use_s124 IH 0 1 1 (2 + d) (opt_l _ _ _ (s124_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 0 0 (3 + d) (opt_l _ _ _ (s124_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c33_L3 d)).
  pose proof (use_s93 IH 1 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c33_L3 d))) as Ho2.
  pose proof (use_s177 IH 1 0 1 (2 + d) (opt_r _ _ _ (s124_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s93_p29 Ho2 ltac:(zlia)).
    rewrite (s177_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p31 Ho2 ltac:(zlia)).
    rewrite (s177_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p32 Ho2 ltac:(zlia)).
    rewrite (s177_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s124_c34_L (c : nat) : lmoves (s124_board 1 0 (2 + c) 0) = [s124_board 0 1 (2 + c) 0; s124_board 1 0 (1 + c) 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c34_R (c : nat) : rmoves (s124_board 1 0 (2 + c) 0) = [s177_board 1 0 (2 + c) 0; s91_board 1 0 (2 + c)].
Proof. unfold s124_board, s177_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==0 *)
Lemma s124_c34_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s124_board 1 0 (2 + c) 0 -> fst (s124_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s124_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q12] in Hc |- *.
  rewrite tf_game_eq, (s124_c34_L c), (s124_c34_R c); cbn [map].
  pose proof (use_s124 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s124_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s124_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s124_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s91 IH 1 0 (2 + c) (opt_r _ _ _ (s124_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  rewrite (s124_p11 Ho1 ltac:(zlia)).
  rewrite (s177_p3 Ho2 ltac:(zlia)).
  rewrite (s91_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s124_c35_L (c : nat) : lmoves (s124_board 1 0 (2 + c) 1) = [s124_board 0 1 (2 + c) 1; s124_board 1 0 (1 + c) 2; strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c35_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s36_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c35_R (c : nat) : rmoves (s124_board 1 0 (2 + c) 1) = [s177_board 1 0 (2 + c) 1; strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s124_board, s177_board, strip. tf_options. Qed.
Lemma s124_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s91_board 1 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==1 *)
Lemma s124_c35_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s124_board 1 0 (2 + c) 1 -> fst (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q11] in Hc |- *.
  rewrite tf_game_eq, (s124_c35_L c), (s124_c35_R c); cbn [map].
  pose proof (use_s124 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s124_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s124_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c35_L3 c)).
  pose proof (use_s36 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s124_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c35_L3 c))) as Ho2.
  pose proof (use_s177 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s124_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s124_c35_R2 c)).
  pose proof (use_s91 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s124_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c35_R2 c))) as Ho4.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p11 Ho1 ltac:(zlia)).
  rewrite (s36_p8 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  rewrite (s91_p4 Ho4 ltac:(zlia)).
  rewrite (s91_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s124_c36_L (c d : nat) : lmoves (s124_board 1 0 (2 + c) (2 + d)) = [s124_board 0 1 (2 + c) (2 + d); s124_board 1 0 (1 + c) (3 + d); strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c36_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c36_R (c d : nat) : rmoves (s124_board 1 0 (2 + c) (2 + d)) = [s177_board 1 0 (2 + c) (2 + d)].
Proof. unfold s124_board, s177_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s124_c36_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s124_board 1 0 (2 + c) (2 + d) -> fst (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q11] in Hc |- *.
  rewrite tf_game_eq, (s124_c36_L c d), (s124_c36_R c d); cbn [map].
  pose proof (use_s124 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s124_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s124_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c36_L3 c d)).
  pose proof (use_s93 IH 1 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s124_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c36_L3 c d))) as Ho2.
  pose proof (use_s177 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s124_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s93_p29 Ho2 ltac:(zlia)).
    rewrite (s177_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p31 Ho2 ltac:(zlia)).
    rewrite (s177_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s124_c37_L : lmoves (s124_board 1 1 0 0) = [s124_board 0 2 0 0].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c37_R : rmoves (s124_board 1 1 0 0) = [s198_board 1 0 0 0; s23_board 1 1].
Proof. unfold s124_board, s198_board, s23_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c==0 && d==0 *)
Lemma s124_c37_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 1 1 0 0 -> fst (s124_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s124_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q13] in Hc |- *.
  rewrite tf_game_eq, (s124_c37_L), (s124_c37_R); cbn [map].
  pose proof (use_s124 IH 0 2 0 0 (opt_l _ _ _ (s124_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 0 0 (opt_r _ _ _ (s124_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 1 1 (opt_r _ _ _ (s124_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s124_p4 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s124_c38_L : lmoves (s124_board 1 1 0 1) = [s124_board 0 2 0 1; strip [] ([T; E; T; F; F; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c38_L2 : tf_norm (strip [] ([T; E; T; F; F; E; E; F]) [(1, 0)]) (s36_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c38_R : rmoves (s124_board 1 1 0 1) = [s198_board 1 0 0 1; strip [] ([T; E; T; F; F; F]) [(1, 2)]].
Proof. unfold s124_board, s198_board, strip. tf_options. Qed.
Lemma s124_c38_R2 : tf_norm (strip [] ([T; E; T; F; F; F]) [(1, 2)]) (s23_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F; F]) [(1, 2)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s124_c38_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 1 1 0 1 -> fst (s124_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s124_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q14] in Hc |- *.
  rewrite tf_game_eq, (s124_c38_L), (s124_c38_R); cbn [map].
  pose proof (use_s124 IH 0 2 0 1 (opt_l _ _ _ (s124_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c38_L2)).
  pose proof (use_s36 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s124_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c38_L2))) as Ho1.
  pose proof (use_s198 IH 1 0 0 1 (opt_r _ _ _ (s124_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s124_c38_R2)).
  pose proof (use_s23 IH 1 1 (opt_norm_r _ _ _ _ _ (s124_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c38_R2))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p2 Ho2 ltac:(zlia)).
  rewrite (s23_p6 Ho3 ltac:(zlia)).
  rewrite (s23_p6_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s124_c39_L (d : nat) : lmoves (s124_board 1 1 0 (2 + d)) = [s124_board 0 2 0 (2 + d); strip [] (T :: E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c39_L2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c39_R (d : nat) : rmoves (s124_board 1 1 0 (2 + d)) = [s198_board 1 0 0 (2 + d)].
Proof. unfold s124_board, s198_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s124_c39_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s124_board 1 1 0 (2 + d) -> fst (s124_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q14] in Hc |- *.
  rewrite tf_game_eq, (s124_c39_L d), (s124_c39_R d); cbn [map].
  pose proof (use_s124 IH 0 2 0 (2 + d) (opt_l _ _ _ (s124_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c39_L2 d)).
  pose proof (use_s93 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c39_L2 d))) as Ho1.
  pose proof (use_s198 IH 1 0 0 (2 + d) (opt_r _ _ _ (s124_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s93_p34 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p35 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p36 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c40_L : lmoves (s124_board 1 1 1 0) = [s124_board 0 2 1 0; s124_board 1 1 0 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c40_R : rmoves (s124_board 1 1 1 0) = [s198_board 1 0 1 0; s91_board 1 1 1].
Proof. unfold s124_board, s198_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s124_c40_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 1 1 1 0 -> fst (s124_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s124_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q15] in Hc |- *.
  rewrite tf_game_eq, (s124_c40_L), (s124_c40_R); cbn [map].
  pose proof (use_s124 IH 0 2 1 0 (opt_l _ _ _ (s124_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 1 0 1 (opt_l _ _ _ (s124_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 0 1 0 (opt_r _ _ _ (s124_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s91 IH 1 1 1 (opt_r _ _ _ (s124_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  rewrite (s124_p14 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  rewrite (s91_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s124_c41_L : lmoves (s124_board 1 1 1 1) = [s124_board 0 2 1 1; s124_board 1 1 0 2; strip [] ([T; E; T; F; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c41_L3 : tf_norm (strip [] ([T; E; T; F; F; T; E; E; F]) [(1, 0)]) (s36_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c41_R : rmoves (s124_board 1 1 1 1) = [s198_board 1 0 1 1; strip [] ([T; E; T; F; F; T; F]) [(1, 2)]].
Proof. unfold s124_board, s198_board, strip. tf_options. Qed.
Lemma s124_c41_R2 : tf_norm (strip [] ([T; E; T; F; F; T; F]) [(1, 2)]) (s91_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F; T; F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s124_c41_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s124_board 1 1 1 1 -> fst (s124_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s124_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q16] in Hc |- *.
  rewrite tf_game_eq, (s124_c41_L), (s124_c41_R); cbn [map].
  pose proof (use_s124 IH 0 2 1 1 (opt_l _ _ _ (s124_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 1 0 2 (opt_l _ _ _ (s124_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c41_L3)).
  pose proof (use_s36 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s124_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c41_L3))) as Ho2.
  pose proof (use_s198 IH 1 0 1 1 (opt_r _ _ _ (s124_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s124_c41_R2)).
  pose proof (use_s91 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s124_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c41_R2))) as Ho4.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p14 Ho1 ltac:(zlia)).
  rewrite (s36_p10 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s91_p6 Ho4 ltac:(zlia)).
  rewrite (s91_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s124_c42_L (d : nat) : lmoves (s124_board 1 1 1 (2 + d)) = [s124_board 0 2 1 (2 + d); s124_board 1 1 0 (3 + d); strip [] (T :: E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c42_R (d : nat) : rmoves (s124_board 1 1 1 (2 + d)) = [s198_board 1 0 1 (2 + d)].
Proof. unfold s124_board, s198_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s124_c42_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s124_board 1 1 1 (2 + d) -> fst (s124_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q16] in Hc |- *.
  rewrite tf_game_eq, (s124_c42_L d), (s124_c42_R d); cbn [map].
  pose proof (use_s124 IH 0 2 1 (2 + d) (opt_l _ _ _ (s124_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 1 0 (3 + d) (opt_l _ _ _ (s124_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c42_L3 d)).
  pose proof (use_s93 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c42_L3 d))) as Ho2.
  pose proof (use_s198 IH 1 0 1 (2 + d) (opt_r _ _ _ (s124_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p14 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s93_p39 Ho2 ltac:(zlia)).
    rewrite (s198_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p40 Ho2 ltac:(zlia)).
    rewrite (s198_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c43_L (c : nat) : lmoves (s124_board 1 1 (2 + c) 0) = [s124_board 0 2 (2 + c) 0; s124_board 1 1 (1 + c) 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c43_R (c : nat) : rmoves (s124_board 1 1 (2 + c) 0) = [s198_board 1 0 (2 + c) 0; s91_board 1 1 (2 + c)].
Proof. unfold s124_board, s198_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s124_c43_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s124_board 1 1 (2 + c) 0 -> fst (s124_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s124_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q15] in Hc |- *.
  rewrite tf_game_eq, (s124_c43_L c), (s124_c43_R c); cbn [map].
  pose proof (use_s124 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s124_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s124_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s124_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s91 IH 1 1 (2 + c) (opt_r _ _ _ (s124_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  rewrite (s124_p16 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  rewrite (s91_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s124_c44_L (c : nat) : lmoves (s124_board 1 1 (2 + c) 1) = [s124_board 0 2 (2 + c) 1; s124_board 1 1 (1 + c) 2; strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s36_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c44_R (c : nat) : rmoves (s124_board 1 1 (2 + c) 1) = [s198_board 1 0 (2 + c) 1; strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s124_board, s198_board, strip. tf_options. Qed.
Lemma s124_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s91_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s124_c44_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s124_board 1 1 (2 + c) 1 -> fst (s124_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s124_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q16] in Hc |- *.
  rewrite tf_game_eq, (s124_c44_L c), (s124_c44_R c); cbn [map].
  pose proof (use_s124 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s124_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s124_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c44_L3 c)).
  pose proof (use_s36 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s124_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c44_L3 c))) as Ho2.
  pose proof (use_s198 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s124_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s124_c44_R2 c)).
  pose proof (use_s91 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s124_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c44_R2 c))) as Ho4.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p16 Ho1 ltac:(zlia)).
  rewrite (s36_p10 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s91_p6 Ho4 ltac:(zlia)).
  rewrite (s91_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s124_c45_L (c d : nat) : lmoves (s124_board 1 1 (2 + c) (2 + d)) = [s124_board 0 2 (2 + c) (2 + d); s124_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c45_R (c d : nat) : rmoves (s124_board 1 1 (2 + c) (2 + d)) = [s198_board 1 0 (2 + c) (2 + d)].
Proof. unfold s124_board, s198_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s124_c45_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s124_board 1 1 (2 + c) (2 + d) -> fst (s124_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q16] in Hc |- *.
  rewrite tf_game_eq, (s124_c45_L c d), (s124_c45_R c d); cbn [map].
  pose proof (use_s124 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s124_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s124_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c45_L3 c d)).
  pose proof (use_s93 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s124_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c45_L3 c d))) as Ho2.
  pose proof (use_s198 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s124_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p16 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s93_p39 Ho2 ltac:(zlia)).
    rewrite (s198_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s93_p40 Ho2 ltac:(zlia)).
    rewrite (s198_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s124_c46_L (b : nat) : lmoves (s124_board 1 (2 + b) 0 0) = [s124_board 0 (3 + b) 0 0].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c46_R (b : nat) : rmoves (s124_board 1 (2 + b) 0 0) = [s23_board 1 (2 + b)].
Proof. unfold s124_board, s23_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==0 *)
Lemma s124_c46_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s124_board 1 (2 + b) 0 0 -> fst (s124_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s124_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q5] in Hc |- *.
  rewrite tf_game_eq, (s124_c46_L b), (s124_c46_R b); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s124_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (2 + b) (opt_r _ _ _ (s124_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s124_p4 Ho0 ltac:(zlia)).
  rewrite (s23_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c47_L (b : nat) : lmoves (s124_board 1 (2 + b) 0 1) = [s124_board 0 (3 + b) 0 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c47_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; E; F]) [(1, 0)]) (s36_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c47_R (b : nat) : rmoves (s124_board 1 (2 + b) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c47_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 2)]) (s23_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 2)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s124_c47_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s124_board 1 (2 + b) 0 1 -> fst (s124_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s124_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q17] in Hc |- *.
  rewrite tf_game_eq, (s124_c47_L b), (s124_c47_R b); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s124_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c47_L2 b)).
  pose proof (use_s36 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s124_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c47_L2 b))) as Ho1.
  rewrite (tf_norm_game (s124_c47_R1 b)).
  pose proof (use_s23 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s124_c47_R b) ltac:(cbn [In]; left; reflexivity) (s124_c47_R1 b))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p3 Ho1 ltac:(zlia)).
  rewrite (s23_p3 Ho2 ltac:(zlia)).
  rewrite (s23_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c48_L (b d : nat) : lmoves (s124_board 1 (2 + b) 0 (2 + d)) = [s124_board 0 (3 + b) 0 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c48_L2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c48_R (b d : nat) : rmoves (s124_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s124_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s124_c48_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s124_board 1 (2 + b) 0 (2 + d) -> fst (s124_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q17] in Hc |- *.
  rewrite tf_game_eq, (s124_c48_L b d), (s124_c48_R b d); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s124_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s124_c48_L2 b d)).
  pose proof (use_s93 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s124_c48_L2 b d))) as Ho1.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s93_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s124_c49_L (b : nat) : lmoves (s124_board 1 (2 + b) 1 0) = [s124_board 0 (3 + b) 1 0; s124_board 1 (2 + b) 0 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c49_R (b : nat) : rmoves (s124_board 1 (2 + b) 1 0) = [s91_board 1 (2 + b) 1].
Proof. unfold s124_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s124_c49_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s124_board 1 (2 + b) 1 0 -> fst (s124_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s124_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q9] in Hc |- *.
  rewrite tf_game_eq, (s124_c49_L b), (s124_c49_R b); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s124_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s124_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s91 IH 1 (2 + b) 1 (opt_r _ _ _ (s124_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  rewrite (s124_p17 Ho1 ltac:(zlia)).
  rewrite (s91_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c50_L (b : nat) : lmoves (s124_board 1 (2 + b) 1 1) = [s124_board 0 (3 + b) 1 1; s124_board 1 (2 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]) (s36_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c50_R (b : nat) : rmoves (s124_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]) (s91_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s124_c50_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s124_board 1 (2 + b) 1 1 -> fst (s124_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s124_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q7] in Hc |- *.
  rewrite tf_game_eq, (s124_c50_L b), (s124_c50_R b); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s124_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s124_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c50_L3 b)).
  pose proof (use_s36 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s124_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s124_c50_R1 b)).
  pose proof (use_s91 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s124_c50_R b) ltac:(cbn [In]; left; reflexivity) (s124_c50_R1 b))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p17 Ho1 ltac:(zlia)).
  rewrite (s36_p6 Ho2 ltac:(zlia)).
  rewrite (s91_p3 Ho3 ltac:(zlia)).
  rewrite (s91_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c51_L (b d : nat) : lmoves (s124_board 1 (2 + b) 1 (2 + d)) = [s124_board 0 (3 + b) 1 (2 + d); s124_board 1 (2 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c51_R (b d : nat) : rmoves (s124_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s124_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s124_c51_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s124_board 1 (2 + b) 1 (2 + d) -> fst (s124_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q7] in Hc |- *.
  rewrite tf_game_eq, (s124_c51_L b d), (s124_c51_R b d); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s124_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s124_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c51_L3 b d)).
  pose proof (use_s93 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c51_L3 b d))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s93_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p25 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s124_c52_L (b c : nat) : lmoves (s124_board 1 (2 + b) (2 + c) 0) = [s124_board 0 (3 + b) (2 + c) 0; s124_board 1 (2 + b) (1 + c) 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c52_R (b c : nat) : rmoves (s124_board 1 (2 + b) (2 + c) 0) = [s91_board 1 (2 + b) (2 + c)].
Proof. unfold s124_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s124_c52_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s124_board 1 (2 + b) (2 + c) 0 -> fst (s124_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s124_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q9] in Hc |- *.
  rewrite tf_game_eq, (s124_c52_L b c), (s124_c52_R b c); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s124_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s124_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s91 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s124_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  rewrite (s124_p7 Ho1 ltac:(zlia)).
  rewrite (s91_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c53_L (b c : nat) : lmoves (s124_board 1 (2 + b) (2 + c) 1) = [s124_board 0 (3 + b) (2 + c) 1; s124_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s36_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c53_R (b c : nat) : rmoves (s124_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s91_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s124_c53_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s124_board 1 (2 + b) (2 + c) 1 -> fst (s124_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s124_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q7] in Hc |- *.
  rewrite tf_game_eq, (s124_c53_L b c), (s124_c53_R b c); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s124_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s124_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c53_L3 b c)).
  pose proof (use_s36 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s124_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s124_c53_R1 b c)).
  pose proof (use_s91 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s124_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s124_c53_R1 b c))) as Ho3.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p7 Ho1 ltac:(zlia)).
  rewrite (s36_p6 Ho2 ltac:(zlia)).
  rewrite (s91_p3 Ho3 ltac:(zlia)).
  rewrite (s91_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c54_L (b c d : nat) : lmoves (s124_board 1 (2 + b) (2 + c) (2 + d)) = [s124_board 0 (3 + b) (2 + c) (2 + d); s124_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c54_R (b c d : nat) : rmoves (s124_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s124_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s124_c54_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s124_board 1 (2 + b) (2 + c) (2 + d) -> fst (s124_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q7] in Hc |- *.
  rewrite tf_game_eq, (s124_c54_L b c d), (s124_c54_R b c d); cbn [map].
  pose proof (use_s124 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s124_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s124_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c54_L3 b c d)).
  pose proof (use_s93 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s124_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c54_L3 b c d))) as Ho2.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  rewrite (s124_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s93_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

