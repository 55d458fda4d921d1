(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s127_c22_L (a : nat) : lmoves (s127_board (2 + a) 1 0) = [s134_board (2 + a) 1 1 0; s188_board (2 + a) 0].
Proof. unfold s127_board, s134_board, s188_board. tf_options. Qed.
Lemma s127_c22_R (a : nat) : rmoves (s127_board (2 + a) 1 0) = [s136_board (2 + a) 0 1; s128_board (2 + a) 1].
Proof. unfold s127_board, s128_board, s136_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b==1 && c==0 *)
Lemma s127_c22_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s127_board (2 + a) 1 0 -> fst (s127_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s127_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q22] in Hc |- *.
  rewrite tf_game_eq, (s127_c22_L a), (s127_c22_R a); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 0 (opt_l _ _ _ (s127_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH (2 + a) 0 (opt_l _ _ _ (s127_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH (2 + a) 0 1 (opt_r _ _ _ (s127_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s128 IH (2 + a) 1 (opt_r _ _ _ (s127_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p42 Ho0 ltac:(zlia)).
  rewrite (s188_p4 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s128_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c23_L (a : nat) : lmoves (s127_board (2 + a) 1 1) = [s134_board (2 + a) 1 1 1; s162_board (2 + a) 1 0].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c23_R (a : nat) : rmoves (s127_board (2 + a) 1 1) = [s181_board (2 + a) 0 1 1; s161_board (2 + a) 1 1].
Proof. unfold s127_board, s161_board, s181_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b==1 && c==1 *)
Lemma s127_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s127_board (2 + a) 1 1 -> fst (s127_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s127_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q23] in Hc |- *.
  rewrite tf_game_eq, (s127_c23_L a), (s127_c23_R a); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 1 (opt_l _ _ _ (s127_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 0 (opt_l _ _ _ (s127_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 1 1 (opt_r _ _ _ (s127_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 1 1 (opt_r _ _ _ (s127_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p53 Ho0 ltac:(zlia)).
  rewrite (s162_p12 Ho1 ltac:(zlia)).
  rewrite (s181_p8 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c24_L (a c : nat) : lmoves (s127_board (2 + a) 1 (2 + c)) = [s134_board (2 + a) 1 1 (2 + c); s162_board (2 + a) 1 (1 + c)].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c24_R (a c : nat) : rmoves (s127_board (2 + a) 1 (2 + c)) = [s181_board (2 + a) 0 1 (2 + c); s161_board (2 + a) 1 (2 + c)].
Proof. unfold s127_board, s161_board, s181_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b==1 && c>=2 *)
Lemma s127_c24_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 1 (2 + c) -> fst (s127_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q8] in Hc |- *.
  rewrite tf_game_eq, (s127_c24_L a c), (s127_c24_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p55 Ho0 ltac:(zlia)).
  rewrite (s162_p4 Ho1 ltac:(zlia)).
  rewrite (s181_p26 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c24_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 1 (2 + c) -> fst (s127_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q26] in Hc |- *.
  rewrite tf_game_eq, (s127_c24_L a c), (s127_c24_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p55 Ho0 ltac:(zlia)).
  rewrite (s162_p14 Ho1 ltac:(zlia)).
  rewrite (s181_p32 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c24_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 1 (2 + c) -> fst (s127_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q28] in Hc |- *.
  rewrite tf_game_eq, (s127_c24_L a c), (s127_c24_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s134_p55 Ho0 ltac:(zlia)).
    rewrite (s162_p16 Ho1 ltac:(zlia)).
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p93 Ho0 ltac:(zlia)).
    rewrite (s162_p16 Ho1 ltac:(zlia)).
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s127_c24_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 1 (2 + c) -> fst (s127_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q30] in Hc |- *.
  rewrite tf_game_eq, (s127_c24_L a c), (s127_c24_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s134_p55 Ho0 ltac:(zlia)).
    rewrite (s162_p17 Ho1 ltac:(zlia)).
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p93 Ho0 ltac:(zlia)).
    rewrite (s162_p17 Ho1 ltac:(zlia)).
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p99 Ho0 ltac:(zlia)).
    rewrite (s162_p17 Ho1 ltac:(zlia)).
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s127_c24_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 1 (2 + c) -> fst (s127_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q31] in Hc |- *.
  rewrite tf_game_eq, (s127_c24_L a c), (s127_c24_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p100 Ho0 ltac:(zlia)).
  rewrite (s162_p17 Ho1 ltac:(zlia)).
  rewrite (s181_p38 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c24_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 1 (2 + c) -> fst (s127_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q32] in Hc |- *.
  rewrite tf_game_eq, (s127_c24_L a c), (s127_c24_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p101 Ho0 ltac:(zlia)).
  rewrite (s162_p17 Ho1 ltac:(zlia)).
  rewrite (s181_p38 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c24_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 1 (2 + c) -> fst (s127_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q33] in Hc |- *.
  rewrite tf_game_eq, (s127_c24_L a c), (s127_c24_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s127_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s127_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p102 Ho0 ltac:(zlia)).
  rewrite (s162_p17 Ho1 ltac:(zlia)).
  rewrite (s181_p38 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c25_L (a b : nat) : lmoves (s127_board (2 + a) (2 + b) 0) = [s134_board (2 + a) 1 (2 + b) 0; s189_board (2 + a) (1 + b) 0].
Proof. unfold s127_board, s134_board, s189_board. tf_options. Qed.
Lemma s127_c25_R (a b : nat) : rmoves (s127_board (2 + a) (2 + b) 0) = [s128_board (2 + a) (2 + b)].
Proof. unfold s127_board, s128_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b>=2 && c==0 *)
Lemma s127_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s127_board (2 + a) (2 + b) 0 -> fst (s127_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q3] in Hc |- *.
  rewrite tf_game_eq, (s127_c25_L a b), (s127_c25_R a b); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH (2 + a) (2 + b) (opt_r _ _ _ (s127_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p75 Ho0 ltac:(zlia)).
  rewrite (s189_p7 Ho1 ltac:(zlia)).
  rewrite (s128_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s127_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s127_board (2 + a) (2 + b) 0 -> fst (s127_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q10] in Hc |- *.
  rewrite tf_game_eq, (s127_c25_L a b), (s127_c25_R a b); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH (2 + a) (2 + b) (opt_r _ _ _ (s127_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p57 Ho0 ltac:(zlia)).
  rewrite (s189_p16 Ho1 ltac:(zlia)).
  rewrite (s128_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (dyadic 39 3)); [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | num_cmp] | apply (le_via _ (dyadic 39 3)); [num_cmp | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
Qed.

Lemma s127_c25_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s127_board (2 + a) (2 + b) 0 -> fst (s127_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q18] in Hc |- *.
  rewrite tf_game_eq, (s127_c25_L a b), (s127_c25_R a b); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH (2 + a) (2 + b) (opt_r _ _ _ (s127_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p57 Ho0 ltac:(zlia)).
  rewrite (s189_p6 Ho1 ltac:(zlia)).
  rewrite (s128_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c25_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s127_board (2 + a) (2 + b) 0 -> fst (s127_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q19] in Hc |- *.
  rewrite tf_game_eq, (s127_c25_L a b), (s127_c25_R a b); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH (2 + a) (2 + b) (opt_r _ _ _ (s127_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p19 Ho0 ltac:(zlia)).
  rewrite (s189_p9 Ho1 ltac:(zlia)).
  rewrite (s128_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c25_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s127_board (2 + a) (2 + b) 0 -> fst (s127_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q29] in Hc |- *.
  rewrite tf_game_eq, (s127_c25_L a b), (s127_c25_R a b); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s127_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH (2 + a) (2 + b) (opt_r _ _ _ (s127_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p94 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s189_p10 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s189_p20 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s127_c26_L (a b : nat) : lmoves (s127_board (2 + a) (2 + b) 1) = [s134_board (2 + a) 1 (2 + b) 1; s162_board (2 + a) (2 + b) 0].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c26_R (a b : nat) : rmoves (s127_board (2 + a) (2 + b) 1) = [s161_board (2 + a) (2 + b) 1].
Proof. unfold s127_board, s161_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b>=2 && c==1 *)
Lemma s127_c26_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s127_board (2 + a) (2 + b) 1 -> fst (s127_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s127_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q15] in Hc |- *.
  rewrite tf_game_eq, (s127_c26_L a b), (s127_c26_R a b); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) 1 (opt_l _ _ _ (s127_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s127_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s161 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s127_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p76 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c27_L (a b c : nat) : lmoves (s127_board (2 + a) (2 + b) (2 + c)) = [s134_board (2 + a) 1 (2 + b) (2 + c); s162_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c27_R (a b c : nat) : rmoves (s127_board (2 + a) (2 + b) (2 + c)) = [s161_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s127_board, s161_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b>=2 && c>=2 *)
Lemma s127_c27_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s127_board (2 + a) (2 + b) (2 + c) -> fst (s127_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q14] in Hc |- *.
  rewrite tf_game_eq, (s127_c27_L a b c), (s127_c27_R a b c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s127_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s127_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s161 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s127_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p33 Ho0 ltac:(zlia)).
  rewrite (s162_p8 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c27_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s127_board (2 + a) (2 + b) (2 + c) -> fst (s127_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q16] in Hc |- *.
  rewrite tf_game_eq, (s127_c27_L a b c), (s127_c27_R a b c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s127_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s127_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s161 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s127_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c27_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s127_board (2 + a) (2 + b) (2 + c) -> fst (s127_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q17] in Hc |- *.
  rewrite tf_game_eq, (s127_c27_L a b c), (s127_c27_R a b c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s127_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s127_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s161 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s127_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p77 Ho0 ltac:(zlia)).
  rewrite (s162_p10 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s128_c1_L : lmoves (s128_board 0 0) = [strip [(0, 1)] ([E; T; E; F; F; E]) []].
Proof. unfold s128_board, strip. tf_options. Qed.
Lemma s128_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; F; F; E]) []) (s31_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s128_c1_R : rmoves (s128_board 0 0) = [strip [(0, 1)] ([T; E; F; E; F; E]) []].
Proof. unfold s128_board, strip. tf_options. Qed.
Lemma s128_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; F; E]) []) (s113_board 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a==0 && b==0 *)
Lemma s128_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s128_board 0 0 -> fst (s128_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s128_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s128_q1] in Hc |- *.
  rewrite tf_game_eq, (s128_c1_L), (s128_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s128_c1_L1)).
  pose proof (use_s31 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s128_c1_L) ltac:(cbn [In]; left; reflexivity) (s128_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s128_c1_R1)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s128_c1_R) ltac:(cbn [In]; left; reflexivity) (s128_c1_R1))) as Ho1.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s113_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s128_c2_L : lmoves (s128_board 0 1) = [strip [(0, 1)] ([E; T; E; T; F; F; E]) []].
Proof. unfold s128_board, strip. tf_options. Qed.
Lemma s128_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; F; E]) []) (s31_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s128_c2_R : rmoves (s128_board 0 1) = [strip [(0, 1)] ([T; E; F; T; E; F; E]) []].
Proof. unfold s128_board, strip. tf_options. Qed.
Lemma s128_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; F; E]) []) (s113_board 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a==0 && b==1 *)
Lemma s128_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s128_board 0 1 -> fst (s128_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s128_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s128_q2] in Hc |- *.
  rewrite tf_game_eq, (s128_c2_L), (s128_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s128_c2_L1)).
  pose proof (use_s31 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s128_c2_L) ltac:(cbn [In]; left; reflexivity) (s128_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s128_c2_R1)).
  pose proof (use_s113 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s128_c2_R) ltac:(cbn [In]; left; reflexivity) (s128_c2_R1))) as Ho1.
  rewrite (s31_p4 Ho0 ltac:(zlia)).
  rewrite (s113_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s128_c3_L (b : nat) : lmoves (s128_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; F; E]) []].
Proof. unfold s128_board, strip. tf_options. Qed.
Lemma s128_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; F; E]) []) (s31_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s128_c3_R (b : nat) : rmoves (s128_board 0 (2 + b)) = [].
Proof. unfold s128_board. tf_options. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a==0 && b>=2 *)
Lemma s128_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s128_board 0 (2 + b) -> fst (s128_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s128_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s128_q3] in Hc |- *.
  rewrite tf_game_eq, (s128_c3_L b), (s128_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s128_c3_L1 b)).
  pose proof (use_s31 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s128_c3_L b) ltac:(cbn [In]; left; reflexivity) (s128_c3_L1 b))) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s128_c4_L : lmoves (s128_board 1 0) = [s135_board 1 1 0].
Proof. unfold s128_board, s135_board. tf_options. Qed.
Lemma s128_c4_R : rmoves (s128_board 1 0) = [s198_board 1 0 0 0].
Proof. unfold s128_board, s198_board. tf_options. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a==1 && b==0 *)
Lemma s128_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s128_board 1 0 -> fst (s128_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s128_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s128_q4] in Hc |- *.
  rewrite tf_game_eq, (s128_c4_L), (s128_c4_R); cbn [map].
  pose proof (use_s135 IH 1 1 0 (opt_l _ _ _ (s128_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 0 0 (opt_r _ _ _ (s128_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p4 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s128_c5_L : lmoves (s128_board 1 1) = [s135_board 1 1 1].
Proof. unfold s128_board, s135_board. tf_options. Qed.
Lemma s128_c5_R : rmoves (s128_board 1 1) = [s198_board 1 0 1 0].
Proof. unfold s128_board, s198_board. tf_options. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a==1 && b==1 *)
Lemma s128_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s128_board 1 1 -> fst (s128_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s128_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s128_q2] in Hc |- *.
  rewrite tf_game_eq, (s128_c5_L), (s128_c5_R); cbn [map].
  pose proof (use_s135 IH 1 1 1 (opt_l _ _ _ (s128_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 1 0 (opt_r _ _ _ (s128_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s128_c6_L (b : nat) : lmoves (s128_board 1 (2 + b)) = [s135_board 1 1 (2 + b)].
Proof. unfold s128_board, s135_board. tf_options. Qed.
Lemma s128_c6_R (b : nat) : rmoves (s128_board 1 (2 + b)) = [].
Proof. unfold s128_board. tf_options. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a==1 && b>=2 *)
Lemma s128_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s128_board 1 (2 + b) -> fst (s128_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s128_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s128_q3] in Hc |- *.
  rewrite tf_game_eq, (s128_c6_L b), (s128_c6_R b); cbn [map].
  pose proof (use_s135 IH 1 1 (2 + b) (opt_l _ _ _ (s128_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s128_c7_L (a : nat) : lmoves (s128_board (2 + a) 0) = [s135_board (2 + a) 1 0].
Proof. unfold s128_board, s135_board. tf_options. Qed.
Lemma s128_c7_R (a : nat) : rmoves (s128_board (2 + a) 0) = [s198_board (2 + a) 0 0 0].
Proof. unfold s128_board, s198_board. tf_options. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a>=2 && b==0 *)
Lemma s128_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s128_board (2 + a) 0 -> fst (s128_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s128_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s128_q5] in Hc |- *.
  rewrite tf_game_eq, (s128_c7_L a), (s128_c7_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 1 0 (opt_l _ _ _ (s128_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s128_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p12 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s128_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s128_board (2 + a) 0 -> fst (s128_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s128_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s128_q6] in Hc |- *.
  rewrite tf_game_eq, (s128_c7_L a), (s128_c7_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 1 0 (opt_l _ _ _ (s128_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s128_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p8 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s128_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s128_board (2 + a) 0 -> fst (s128_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s128_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s128_q7] in Hc |- *.
  rewrite tf_game_eq, (s128_c7_L a), (s128_c7_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 1 0 (opt_l _ _ _ (s128_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s128_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p17 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s128_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s128_board (2 + a) 0 -> fst (s128_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s128_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s128_q8] in Hc |- *.
  rewrite tf_game_eq, (s128_c7_L a), (s128_c7_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 1 0 (opt_l _ _ _ (s128_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s128_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p21 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s128_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s128_board (2 + a) 0 -> fst (s128_q9 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s128_q9 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s128_q9] in Hc |- *.
  rewrite tf_game_eq, (s128_c7_L a), (s128_c7_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 1 0 (opt_l _ _ _ (s128_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s128_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p23 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s128_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s128_board (2 + a) 0 -> fst (s128_q10 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s128_q10 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s128_q10] in Hc |- *.
  rewrite tf_game_eq, (s128_c7_L a), (s128_c7_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 1 0 (opt_l _ _ _ (s128_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s128_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p25 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s128_c8_L (a : nat) : lmoves (s128_board (2 + a) 1) = [s135_board (2 + a) 1 1].
Proof. unfold s128_board, s135_board. tf_options. Qed.
Lemma s128_c8_R (a : nat) : rmoves (s128_board (2 + a) 1) = [s198_board (2 + a) 0 1 0].
Proof. unfold s128_board, s198_board. tf_options. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a>=2 && b==1 *)
Lemma s128_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s128_board (2 + a) 1 -> fst (s128_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s128_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s128_q2] in Hc |- *.
  rewrite tf_game_eq, (s128_c8_L a), (s128_c8_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 1 1 (opt_l _ _ _ (s128_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 1 0 (opt_r _ _ _ (s128_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s128_c9_L (a b : nat) : lmoves (s128_board (2 + a) (2 + b)) = [s135_board (2 + a) 1 (2 + b)].
Proof. unfold s128_board, s135_board. tf_options. Qed.
Lemma s128_c9_R (a b : nat) : rmoves (s128_board (2 + a) (2 + b)) = [].
Proof. unfold s128_board. tf_options. Qed.
(* s128 = T^a F T _^2 T^b F^2 _ on a>=2 && b>=2 *)
Lemma s128_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s128_board (2 + a) (2 + b) -> fst (s128_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s128_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s128_q3] in Hc |- *.
  rewrite tf_game_eq, (s128_c9_L a b), (s128_c9_R a b); cbn [map].
  pose proof (use_s135 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s128_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s129_c1_p1 x (Hs11 : s11_claim x) :
  x = s129_board 0 0 0 0 -> fst (s129_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s58 *)
Lemma s129_c2_p2 x (Hs58 : s58_claim x) :
  x = s129_board 0 0 0 1 -> fst (s129_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q2] in Hc |- *.
  pose proof (Hs58 0 0 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s58 *)
Lemma s129_c3_p2 x (Hs58 : s58_claim x) (d : nat) :
  x = s129_board 0 0 0 (2 + d) -> fst (s129_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q2] in Hc |- *.
  pose proof (Hs58 0 0 (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s97 *)
Lemma s129_c4_p3 x (Hs97 : s97_claim x) :
  x = s129_board 0 0 1 0 -> fst (s129_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q3] in Hc |- *.
  pose proof (Hs97 0 0 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c5_L : lmoves (s129_board 0 0 1 1) = [strip [(2, 1)] ([T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c5_L1 : tf_norm (strip [(2, 1)] ([T; F; E; F]) [(1, 0)]) (s33_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c5_R : rmoves (s129_board 0 0 1 1) = [strip [(1, 1)] ([E; T; F; T; F; E]) []].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c5_R1 : tf_norm (strip [(1, 1)] ([E; T; F; T; F; E]) []) (s55_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c==1 && d==1 *)
Lemma s129_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s129_board 0 0 1 1 -> fst (s129_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q3] in Hc |- *.
  rewrite tf_game_eq, (s129_c5_L), (s129_c5_R); cbn [map].
  rewrite (tf_norm_game (s129_c5_L1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s129_c5_L) ltac:(cbn [In]; left; reflexivity) (s129_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s129_c5_R1)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s129_c5_R) ltac:(cbn [In]; left; reflexivity) (s129_c5_R1))) as Ho1.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s33_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho1 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s129_c6_L (d : nat) : lmoves (s129_board 0 0 1 (2 + d)) = [strip [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c6_L1 (d : nat) : tf_norm (strip [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s33_board 0 1 (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c6_R (d : nat) : rmoves (s129_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c6_R1 (d : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c==1 && d>=2 *)
Lemma s129_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s129_board 0 0 1 (2 + d) -> fst (s129_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q3] in Hc |- *.
  rewrite tf_game_eq, (s129_c6_L d), (s129_c6_R d); cbn [map].
  rewrite (tf_norm_game (s129_c6_L1 d)).
  pose proof (use_s33 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c6_L d) ltac:(cbn [In]; left; reflexivity) (s129_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s129_c6_R1 d)).
  pose proof (use_s55 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s129_c6_R d) ltac:(cbn [In]; left; reflexivity) (s129_c6_R1 d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p6 Ho0 ltac:(zlia)).
    rewrite (s33_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p2 Ho1 ltac:(zlia)).
    rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p7 Ho0 ltac:(zlia)).
    rewrite (s33_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p2 Ho1 ltac:(zlia)).
    rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p8 Ho0 ltac:(zlia)).
    rewrite (s33_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p2 Ho1 ltac:(zlia)).
    rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s97 *)
Lemma s129_c7_p4 x (Hs97 : s97_claim x) (c : nat) :
  x = s129_board 0 0 (2 + c) 0 -> fst (s129_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q4] in Hc |- *.
  pose proof (Hs97 0 0 (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c8_L (c : nat) : lmoves (s129_board 0 0 (2 + c) 1) = [strip [(2, 1)] (repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c8_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s33_board 0 (2 + c) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c8_R (c : nat) : rmoves (s129_board 0 0 (2 + c) 1) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; F; E]) []].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c8_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s55_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c>=2 && d==1 *)
Lemma s129_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s129_board 0 0 (2 + c) 1 -> fst (s129_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q4] in Hc |- *.
  rewrite tf_game_eq, (s129_c8_L c), (s129_c8_R c); cbn [map].
  rewrite (tf_norm_game (s129_c8_L1 c)).
  pose proof (use_s33 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c8_L c) ltac:(cbn [In]; left; reflexivity) (s129_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s129_c8_R1 c)).
  pose proof (use_s55 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s129_c8_R c) ltac:(cbn [In]; left; reflexivity) (s129_c8_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p10 Ho0 ltac:(zlia)).
    rewrite (s33_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p15 Ho0 ltac:(zlia)).
    rewrite (s33_p15_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p16 Ho0 ltac:(zlia)).
    rewrite (s33_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s129_c9_L (c d : nat) : lmoves (s129_board 0 0 (2 + c) (2 + d)) = [strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c9_L1 (c d : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s33_board 0 (2 + c) (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c9_R (c d : nat) : rmoves (s129_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c9_R1 (c d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s129_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s129_board 0 0 (2 + c) (2 + d) -> fst (s129_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q4] in Hc |- *.
  rewrite tf_game_eq, (s129_c9_L c d), (s129_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s129_c9_L1 c d)).
  pose proof (use_s33 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s129_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s129_c9_R1 c d)).
  pose proof (use_s55 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s129_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s129_c9_R1 c d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s33_p9 Ho0 ltac:(zlia)).
    rewrite (s33_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p12 Ho0 ltac:(zlia)).
    rewrite (s33_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p13 Ho0 ltac:(zlia)).
    rewrite (s33_p13_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p14 Ho0 ltac:(zlia)).
    rewrite (s33_p14_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s11 *)
Lemma s129_c10_p5 x (Hs11 : s11_claim x) :
  x = s129_board 0 1 0 0 -> fst (s129_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q5] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c==0 && d==1: the board of s58 *)
Lemma s129_c11_p5 x (Hs58 : s58_claim x) :
  x = s129_board 0 1 0 1 -> fst (s129_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q5] in Hc |- *.
  pose proof (Hs58 0 1 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c==0 && d>=2: the board of s58 *)
Lemma s129_c12_p5 x (Hs58 : s58_claim x) (d : nat) :
  x = s129_board 0 1 0 (2 + d) -> fst (s129_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q5] in Hc |- *.
  pose proof (Hs58 0 1 (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c==1 && d==0: the board of s97 *)
Lemma s129_c13_p7 x (Hs97 : s97_claim x) :
  x = s129_board 0 1 1 0 -> fst (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q7] in Hc |- *.
  pose proof (Hs97 0 1 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c14_L : lmoves (s129_board 0 1 1 1) = [strip [] ([E; E; T; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c14_L1 : tf_norm (strip [] ([E; E; T; F; T; F; E; F]) [(1, 0)]) (s96_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c14_R : rmoves (s129_board 0 1 1 1) = [strip [(1, 1)] ([T; E; T; F; T; F; E]) []].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c14_R1 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; F; E]) []) (s82_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s129_c14_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s129_board 0 1 1 1 -> fst (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q7] in Hc |- *.
  rewrite tf_game_eq, (s129_c14_L), (s129_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s129_c14_L1)).
  pose proof (use_s96 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s129_c14_L) ltac:(cbn [In]; left; reflexivity) (s129_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s129_c14_R1)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s129_c14_R) ltac:(cbn [In]; left; reflexivity) (s129_c14_R1))) as Ho1.
  rewrite (s96_p21 Ho0 ltac:(zlia)).
  rewrite (s82_p10 Ho1 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s129_c15_L (d : nat) : lmoves (s129_board 0 1 1 (2 + d)) = [strip [] (E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c15_L1 (d : nat) : tf_norm (strip [] (E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 0 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c15_R (d : nat) : rmoves (s129_board 0 1 1 (2 + d)) = [strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c15_R1 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 1 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s129_c15_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s129_board 0 1 1 (2 + d) -> fst (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q7] in Hc |- *.
  rewrite tf_game_eq, (s129_c15_L d), (s129_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s129_c15_L1 d)).
  pose proof (use_s96 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c15_L d) ltac:(cbn [In]; left; reflexivity) (s129_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game (s129_c15_R1 d)).
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s129_c15_R d) ltac:(cbn [In]; left; reflexivity) (s129_c15_R1 d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s96_p23 Ho0 ltac:(zlia)).
    rewrite (s82_p10 Ho1 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p25 Ho0 ltac:(zlia)).
    rewrite (s82_p10 Ho1 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p27 Ho0 ltac:(zlia)).
    rewrite (s82_p10 Ho1 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p29 Ho0 ltac:(zlia)).
    rewrite (s82_p10 Ho1 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c>=2 && d==0: the board of s97 *)
Lemma s129_c16_p7 x (Hs97 : s97_claim x) (c : nat) :
  x = s129_board 0 1 (2 + c) 0 -> fst (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q7] in Hc |- *.
  pose proof (Hs97 0 1 (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c17_L (c : nat) : lmoves (s129_board 0 1 (2 + c) 1) = [strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c17_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s96_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c17_R (c : nat) : rmoves (s129_board 0 1 (2 + c) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c17_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s82_board 0 1 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s129_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s129_board 0 1 (2 + c) 1 -> fst (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q7] in Hc |- *.
  rewrite tf_game_eq, (s129_c17_L c), (s129_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s129_c17_L1 c)).
  pose proof (use_s96 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c17_L c) ltac:(cbn [In]; left; reflexivity) (s129_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game (s129_c17_R1 c)).
  pose proof (use_s82 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s129_c17_R c) ltac:(cbn [In]; left; reflexivity) (s129_c17_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s96_p31 Ho0 ltac:(zlia)).
    rewrite (s82_p5 Ho1 ltac:(zlia)).
    rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p33 Ho0 ltac:(zlia)).
    rewrite (s82_p5 Ho1 ltac:(zlia)).
    rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s129_c18_L (c d : nat) : lmoves (s129_board 0 1 (2 + c) (2 + d)) = [strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c18_L1 (c d : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 0 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c18_R (c d : nat) : rmoves (s129_board 0 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c18_R1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 1 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s129_c18_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s129_board 0 1 (2 + c) (2 + d) -> fst (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q7] in Hc |- *.
  rewrite tf_game_eq, (s129_c18_L c d), (s129_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s129_c18_L1 c d)).
  pose proof (use_s96 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s129_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s129_c18_R1 c d)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s129_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s129_c18_R1 c d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s96_p23 Ho0 ltac:(zlia)).
    rewrite (s82_p5 Ho1 ltac:(zlia)).
    rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p25 Ho0 ltac:(zlia)).
    rewrite (s82_p5 Ho1 ltac:(zlia)).
    rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p27 Ho0 ltac:(zlia)).
    rewrite (s82_p5 Ho1 ltac:(zlia)).
    rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p29 Ho0 ltac:(zlia)).
    rewrite (s82_p5 Ho1 ltac:(zlia)).
    rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s11 *)
Lemma s129_c19_p10 x (Hs11 : s11_claim x) (b : nat) :
  x = s129_board 0 (2 + b) 0 0 -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs11 0 (2 + b) ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c==0 && d==1: the board of s58 *)
Lemma s129_c20_p10 x (Hs58 : s58_claim x) (b : nat) :
  x = s129_board 0 (2 + b) 0 1 -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs58 0 (2 + b) 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c==0 && d>=2: the board of s58 *)
Lemma s129_c21_p10 x (Hs58 : s58_claim x) (b d : nat) :
  x = s129_board 0 (2 + b) 0 (2 + d) -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs58 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c==1 && d==0: the board of s97 *)
Lemma s129_c22_p10 x (Hs97 : s97_claim x) (b : nat) :
  x = s129_board 0 (2 + b) 1 0 -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs97 0 (2 + b) 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c23_L (b : nat) : lmoves (s129_board 0 (2 + b) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c23_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]) (s96_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c23_R (b : nat) : rmoves (s129_board 0 (2 + b) 1 1) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s129_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s129_board 0 (2 + b) 1 1 -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c23_L b), (s129_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s129_c23_L1 b)).
  pose proof (use_s96 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s129_c23_L b) ltac:(cbn [In]; left; reflexivity) (s129_c23_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s96_p39 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p44 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p45 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s129_c24_L (b d : nat) : lmoves (s129_board 0 (2 + b) 1 (2 + d)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c24_L1 (b d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 0 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c24_R (b d : nat) : rmoves (s129_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s129_c24_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s129_board 0 (2 + b) 1 (2 + d) -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c24_L b d), (s129_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s129_c24_L1 b d)).
  pose proof (use_s96 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s129_c24_L1 b d))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s96_p35 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p36 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p37 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p38 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==0: the board of s97 *)
Lemma s129_c25_p10 x (Hs97 : s97_claim x) (b c : nat) :
  x = s129_board 0 (2 + b) (2 + c) 0 -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs97 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c26_L (b c : nat) : lmoves (s129_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c26_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s96_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c26_R (b c : nat) : rmoves (s129_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s129_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s129_board 0 (2 + b) (2 + c) 1 -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c26_L b c), (s129_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s129_c26_L1 b c)).
  pose proof (use_s96 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s129_c26_L1 b c))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s96_p41 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p42 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p43 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s129_c27_L (b c d : nat) : lmoves (s129_board 0 (2 + b) (2 + c) (2 + d)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, strip. tf_options. Qed.
Lemma s129_c27_L1 (b c d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c27_R (b c d : nat) : rmoves (s129_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s129_c27_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s129_board 0 (2 + b) (2 + c) (2 + d) -> fst (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c27_L b c d), (s129_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s129_c27_L1 b c d)).
  pose proof (use_s96 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s129_c27_L1 b c d))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s96_p35 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p36 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p37 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s96_p38 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s129_c28_p6 x (Hs11 : s11_claim x) :
  x = s129_board 1 0 0 0 -> fst (s129_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q6] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s58 *)
Lemma s129_c29_p11 x (Hs58 : s58_claim x) :
  x = s129_board 1 0 0 1 -> fst (s129_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q11] in Hc |- *.
  pose proof (Hs58 1 0 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s58 *)
Lemma s129_c30_p11 x (Hs58 : s58_claim x) (d : nat) :
  x = s129_board 1 0 0 (2 + d) -> fst (s129_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q11] in Hc |- *.
  pose proof (Hs58 1 0 (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s97 *)
Lemma s129_c31_p8 x (Hs97 : s97_claim x) :
  x = s129_board 1 0 1 0 -> fst (s129_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q8] in Hc |- *.
  pose proof (Hs97 1 0 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c32_L : lmoves (s129_board 1 0 1 1) = [s159_board 0 1 0 1 1; strip [] ([T; E; E; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c32_L2 : tf_norm (strip [] ([T; E; E; F; T; F; E; F]) [(1, 0)]) (s96_board 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c32_R : rmoves (s129_board 1 0 1 1) = [s165_board 1 0 0 1 1].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c==1 && d==1 *)
Lemma s129_c32_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s129_board 1 0 1 1 -> fst (s129_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q8] in Hc |- *.
  rewrite tf_game_eq, (s129_c32_L), (s129_c32_R); cbn [map].
  pose proof (use_s159 IH 0 1 0 1 1 (opt_l _ _ _ (s129_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c32_L2)).
  pose proof (use_s96 IH 1 0 1 0 (opt_norm_l _ _ _ _ _ (s129_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c32_L2))) as Ho1.
  pose proof (use_s165 IH 1 0 0 1 1 (opt_r _ _ _ (s129_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p16 Ho0 ltac:(zlia)).
  rewrite (s96_p50 Ho1 ltac:(zlia)).
  rewrite (s165_p69 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s129_c33_L (d : nat) : lmoves (s129_board 1 0 1 (2 + d)) = [s159_board 0 1 0 1 (2 + d); strip [] (T :: E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c33_L2 (d : nat) : tf_norm (strip [] (T :: E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 1 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c33_R (d : nat) : rmoves (s129_board 1 0 1 (2 + d)) = [s165_board 1 0 0 1 (2 + d)].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c==1 && d>=2 *)
Lemma s129_c33_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s129_board 1 0 1 (2 + d) -> fst (s129_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q8] in Hc |- *.
  rewrite tf_game_eq, (s129_c33_L d), (s129_c33_R d); cbn [map].
  pose proof (use_s159 IH 0 1 0 1 (2 + d) (opt_l _ _ _ (s129_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c33_L2 d)).
  pose proof (use_s96 IH 1 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c33_L2 d))) as Ho1.
  pose proof (use_s165 IH 1 0 0 1 (2 + d) (opt_r _ _ _ (s129_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s96_p22 Ho1 ltac:(zlia)).
    rewrite (s165_p69 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p25 Ho1 ltac:(zlia)).
    rewrite (s165_p69 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p27 Ho1 ltac:(zlia)).
    rewrite (s165_p69 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p29 Ho1 ltac:(zlia)).
    rewrite (s165_p69 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s97 *)
Lemma s129_c34_p9 x (Hs97 : s97_claim x) (c : nat) :
  x = s129_board 1 0 (2 + c) 0 -> fst (s129_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q9] in Hc |- *.
  pose proof (Hs97 1 0 (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c35_L (c : nat) : lmoves (s129_board 1 0 (2 + c) 1) = [s159_board 0 1 0 (2 + c) 1; strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c35_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s96_board 1 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c35_R (c : nat) : rmoves (s129_board 1 0 (2 + c) 1) = [s165_board 1 0 0 (2 + c) 1].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c>=2 && d==1 *)
Lemma s129_c35_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s129_board 1 0 (2 + c) 1 -> fst (s129_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q9] in Hc |- *.
  rewrite tf_game_eq, (s129_c35_L c), (s129_c35_R c); cbn [map].
  pose proof (use_s159 IH 0 1 0 (2 + c) 1 (opt_l _ _ _ (s129_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c35_L2 c)).
  pose proof (use_s96 IH 1 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c35_L2 c))) as Ho1.
  pose proof (use_s165 IH 1 0 0 (2 + c) 1 (opt_r _ _ _ (s129_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s96_p51 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p52 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p53 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s129_c36_L (c d : nat) : lmoves (s129_board 1 0 (2 + c) (2 + d)) = [s159_board 0 1 0 (2 + c) (2 + d); strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c36_L2 (c d : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 1 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c36_R (c d : nat) : rmoves (s129_board 1 0 (2 + c) (2 + d)) = [s165_board 1 0 0 (2 + c) (2 + d)].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s129_c36_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s129_board 1 0 (2 + c) (2 + d) -> fst (s129_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q9] in Hc |- *.
  rewrite tf_game_eq, (s129_c36_L c d), (s129_c36_R c d); cbn [map].
  pose proof (use_s159 IH 0 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s129_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c36_L2 c d)).
  pose proof (use_s96 IH 1 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c36_L2 c d))) as Ho1.
  pose proof (use_s165 IH 1 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s129_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s96_p24 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p25 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p27 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p29 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s11 *)
Lemma s129_c37_p12 x (Hs11 : s11_claim x) :
  x = s129_board 1 1 0 0 -> fst (s129_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q12] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c==0 && d==1: the board of s58 *)
Lemma s129_c38_p13 x (Hs58 : s58_claim x) :
  x = s129_board 1 1 0 1 -> fst (s129_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q13] in Hc |- *.
  pose proof (Hs58 1 1 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c==0 && d>=2: the board of s58 *)
Lemma s129_c39_p13 x (Hs58 : s58_claim x) (d : nat) :
  x = s129_board 1 1 0 (2 + d) -> fst (s129_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q13] in Hc |- *.
  pose proof (Hs58 1 1 (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c==1 && d==0: the board of s97 *)
Lemma s129_c40_p14 x (Hs97 : s97_claim x) :
  x = s129_board 1 1 1 0 -> fst (s129_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q14] in Hc |- *.
  pose proof (Hs97 1 1 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c41_L : lmoves (s129_board 1 1 1 1) = [s159_board 0 1 1 1 1; strip [] ([T; E; E; T; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c41_L2 : tf_norm (strip [] ([T; E; E; T; F; T; F; E; F]) [(1, 0)]) (s96_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c41_R : rmoves (s129_board 1 1 1 1) = [s165_board 1 0 1 1 1].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s129_c41_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s129_board 1 1 1 1 -> fst (s129_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q14] in Hc |- *.
  rewrite tf_game_eq, (s129_c41_L), (s129_c41_R); cbn [map].
  pose proof (use_s159 IH 0 1 1 1 1 (opt_l _ _ _ (s129_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c41_L2)).
  pose proof (use_s96 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s129_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c41_L2))) as Ho1.
  pose proof (use_s165 IH 1 0 1 1 1 (opt_r _ _ _ (s129_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p21 Ho0 ltac:(zlia)).
  rewrite (s96_p22 Ho1 ltac:(zlia)).
  rewrite (s165_p72 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s129_c42_L (d : nat) : lmoves (s129_board 1 1 1 (2 + d)) = [s159_board 0 1 1 1 (2 + d); strip [] (T :: E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c42_L2 (d : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c42_R (d : nat) : rmoves (s129_board 1 1 1 (2 + d)) = [s165_board 1 0 1 1 (2 + d)].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s129_c42_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s129_board 1 1 1 (2 + d) -> fst (s129_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q14] in Hc |- *.
  rewrite tf_game_eq, (s129_c42_L d), (s129_c42_R d); cbn [map].
  pose proof (use_s159 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s129_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c42_L2 d)).
  pose proof (use_s96 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c42_L2 d))) as Ho1.
  pose proof (use_s165 IH 1 0 1 1 (2 + d) (opt_r _ _ _ (s129_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p21 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s96_p59 Ho1 ltac:(zlia)).
    rewrite (s165_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p60 Ho1 ltac:(zlia)).
    rewrite (s165_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p61 Ho1 ltac:(zlia)).
    rewrite (s165_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c>=2 && d==0: the board of s97 *)
Lemma s129_c43_p17 x (Hs97 : s97_claim x) (c : nat) :
  x = s129_board 1 1 (2 + c) 0 -> fst (s129_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q17] in Hc |- *.
  pose proof (Hs97 1 1 (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c44_L (c : nat) : lmoves (s129_board 1 1 (2 + c) 1) = [s159_board 0 1 1 (2 + c) 1; strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c44_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s96_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c44_R (c : nat) : rmoves (s129_board 1 1 (2 + c) 1) = [s165_board 1 0 1 (2 + c) 1].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s129_c44_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s129_board 1 1 (2 + c) 1 -> fst (s129_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q17] in Hc |- *.
  rewrite tf_game_eq, (s129_c44_L c), (s129_c44_R c); cbn [map].
  pose proof (use_s159 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s129_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c44_L2 c)).
  pose proof (use_s96 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c44_L2 c))) as Ho1.
  pose proof (use_s165 IH 1 0 1 (2 + c) 1 (opt_r _ _ _ (s129_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s96_p39 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p66 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p67 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s129_c45_L (c d : nat) : lmoves (s129_board 1 1 (2 + c) (2 + d)) = [s159_board 0 1 1 (2 + c) (2 + d); strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c45_L2 (c d : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c45_R (c d : nat) : rmoves (s129_board 1 1 (2 + c) (2 + d)) = [s165_board 1 0 1 (2 + c) (2 + d)].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s129_c45_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s129_board 1 1 (2 + c) (2 + d) -> fst (s129_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q17] in Hc |- *.
  rewrite tf_game_eq, (s129_c45_L c d), (s129_c45_R c d); cbn [map].
  pose proof (use_s159 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s129_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c45_L2 c d)).
  pose proof (use_s96 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c45_L2 c d))) as Ho1.
  pose proof (use_s165 IH 1 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s129_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s96_p62 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p63 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p64 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p65 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s11 *)
Lemma s129_c46_p10 x (Hs11 : s11_claim x) (b : nat) :
  x = s129_board 1 (2 + b) 0 0 -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs11 1 (2 + b) ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c==0 && d==1: the board of s58 *)
Lemma s129_c47_p10 x (Hs58 : s58_claim x) (b : nat) :
  x = s129_board 1 (2 + b) 0 1 -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs58 1 (2 + b) 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c==0 && d>=2: the board of s58 *)
Lemma s129_c48_p10 x (Hs58 : s58_claim x) (b d : nat) :
  x = s129_board 1 (2 + b) 0 (2 + d) -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs58 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c==1 && d==0: the board of s97 *)
Lemma s129_c49_p10 x (Hs97 : s97_claim x) (b : nat) :
  x = s129_board 1 (2 + b) 1 0 -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs97 1 (2 + b) 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c50_L (b : nat) : lmoves (s129_board 1 (2 + b) 1 1) = [s159_board 0 1 (2 + b) 1 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c50_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]) (s96_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c50_R (b : nat) : rmoves (s129_board 1 (2 + b) 1 1) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s129_c50_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s129_board 1 (2 + b) 1 1 -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c50_L b), (s129_c50_R b); cbn [map].
  pose proof (use_s159 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s129_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c50_L2 b)).
  pose proof (use_s96 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s129_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c50_L2 b))) as Ho1.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s96_p44 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p45 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p68 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s129_c51_L (b d : nat) : lmoves (s129_board 1 (2 + b) 1 (2 + d)) = [s159_board 0 1 (2 + b) 1 (2 + d); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c51_L2 (b d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c51_R (b d : nat) : rmoves (s129_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s129_c51_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s129_board 1 (2 + b) 1 (2 + d) -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c51_L b d), (s129_c51_R b d); cbn [map].
  pose proof (use_s159 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s129_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c51_L2 b d)).
  pose proof (use_s96 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c51_L2 b d))) as Ho1.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s96_p35 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p36 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p37 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==0: the board of s97 *)
Lemma s129_c52_p10 x (Hs97 : s97_claim x) (b c : nat) :
  x = s129_board 1 (2 + b) (2 + c) 0 -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs97 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c53_L (b c : nat) : lmoves (s129_board 1 (2 + b) (2 + c) 1) = [s159_board 0 1 (2 + b) (2 + c) 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c53_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s96_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c53_R (b c : nat) : rmoves (s129_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s129_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s129_board 1 (2 + b) (2 + c) 1 -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c53_L b c), (s129_c53_R b c); cbn [map].
  pose proof (use_s159 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s129_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c53_L2 b c)).
  pose proof (use_s96 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c53_L2 b c))) as Ho1.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s96_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p42 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p43 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s129_c54_L (b c d : nat) : lmoves (s129_board 1 (2 + b) (2 + c) (2 + d)) = [s159_board 0 1 (2 + b) (2 + c) (2 + d); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c54_L2 (b c d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c54_R (b c d : nat) : rmoves (s129_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s129_c54_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s129_board 1 (2 + b) (2 + c) (2 + d) -> fst (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c54_L b c d), (s129_c54_R b c d); cbn [map].
  pose proof (use_s159 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s129_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c54_L2 b c d)).
  pose proof (use_s96 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c54_L2 b c d))) as Ho1.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s96_p35 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p36 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p37 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s96_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s129_c55_p12 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 0 -> fst (s129_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q12] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s129_c55_p21 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 0 -> fst (s129_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q21] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s129_c55_p26 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 0 -> fst (s129_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q26] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s129_c55_p29 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 0 -> fst (s129_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q29] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s129_c55_p30 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 0 -> fst (s129_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q30] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s129_c55_p31 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 0 -> fst (s129_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q31] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s129_c55_p32 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 0 -> fst (s129_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q32] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s58 *)
Lemma s129_c56_p13 x (Hs58 : s58_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 1 -> fst (s129_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q13] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s129_c56_p22 x (Hs58 : s58_claim x) (a : nat) :
  x = s129_board (2 + a) 0 0 1 -> fst (s129_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q22] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s58 *)
Lemma s129_c57_p13 x (Hs58 : s58_claim x) (a d : nat) :
  x = s129_board (2 + a) 0 0 (2 + d) -> fst (s129_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q13] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s129_c57_p22 x (Hs58 : s58_claim x) (a d : nat) :
  x = s129_board (2 + a) 0 0 (2 + d) -> fst (s129_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q22] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s97 *)
Lemma s129_c58_p18 x (Hs97 : s97_claim x) (a : nat) :
  x = s129_board (2 + a) 0 1 0 -> fst (s129_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q18] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c58_p23 x (Hs97 : s97_claim x) (a : nat) :
  x = s129_board (2 + a) 0 1 0 -> fst (s129_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q23] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

