(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s143_c21_L (a c : nat) : lmoves (s143_board (2 + a) 0 (2 + c)) = [s165_board (1 + a) 0 1 0 (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, s165_board, strip. tf_options. Qed.
Lemma s143_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s122_board (2 + a) 0 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c21_R (a c : nat) : rmoves (s143_board (2 + a) 0 (2 + c)) = [s177_board (2 + a) 0 0 (2 + c)].
Proof. unfold s143_board, s177_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b==0 && c>=2 *)
Lemma s143_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s143_board (2 + a) 0 (2 + c) -> fst (s143_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q6] in Hc |- *.
  rewrite tf_game_eq, (s143_c21_L a c), (s143_c21_R a c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 0 (2 + c) (opt_l _ _ _ (s143_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c21_L2 a c)).
  pose proof (use_s122 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c21_L2 a c))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s143_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s122_p19 Ho1 ltac:(zlia)).
    rewrite (s177_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p23 Ho1 ltac:(zlia)).
    rewrite (s177_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p24 Ho1 ltac:(zlia)).
    rewrite (s177_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s143_c21_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s143_board (2 + a) 0 (2 + c) -> fst (s143_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q8] in Hc |- *.
  rewrite tf_game_eq, (s143_c21_L a c), (s143_c21_R a c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 0 (2 + c) (opt_l _ _ _ (s143_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c21_L2 a c)).
  pose proof (use_s122 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c21_L2 a c))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s143_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p100 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s122_p31 Ho1 ltac:(zlia)).
    rewrite (s177_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p32 Ho1 ltac:(zlia)).
    rewrite (s177_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s143_c21_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s143_board (2 + a) 0 (2 + c) -> fst (s143_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q11] in Hc |- *.
  rewrite tf_game_eq, (s143_c21_L a c), (s143_c21_R a c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 0 (2 + c) (opt_l _ _ _ (s143_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c21_L2 a c)).
  pose proof (use_s122 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c21_L2 a c))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s143_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p110 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s122_p36 Ho1 ltac:(zlia)).
    rewrite (s177_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p37 Ho1 ltac:(zlia)).
    rewrite (s177_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s143_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s143_board (2 + a) 0 (2 + c) -> fst (s143_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q12] in Hc |- *.
  rewrite tf_game_eq, (s143_c21_L a c), (s143_c21_R a c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 0 (2 + c) (opt_l _ _ _ (s143_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c21_L2 a c)).
  pose proof (use_s122 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c21_L2 a c))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s143_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p110 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s122_p22 Ho1 ltac:(zlia)).
    rewrite (s177_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p37 Ho1 ltac:(zlia)).
    rewrite (s177_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b==1 && c==0: the board of s123 *)
Lemma s143_c22_p5 x (Hs123 : s123_claim x) (a : nat) :
  x = s143_board (2 + a) 1 0 -> fst (s143_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s143_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q5] in Hc |- *.
  pose proof (Hs123 (2 + a) 1 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s143_c22_p9 x (Hs123 : s123_claim x) (a : nat) :
  x = s143_board (2 + a) 1 0 -> fst (s143_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s143_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q9] in Hc |- *.
  pose proof (Hs123 (2 + a) 1 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s143_c22_p13 x (Hs123 : s123_claim x) (a : nat) :
  x = s143_board (2 + a) 1 0 -> fst (s143_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s143_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q13] in Hc |- *.
  pose proof (Hs123 (2 + a) 1 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s143_c22_p15 x (Hs123 : s123_claim x) (a : nat) :
  x = s143_board (2 + a) 1 0 -> fst (s143_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s143_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q15] in Hc |- *.
  pose proof (Hs123 (2 + a) 1 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s143_c23_L (a : nat) : lmoves (s143_board (2 + a) 1 1) = [s165_board (1 + a) 0 1 1 1; strip [] (repeat T (2 + a) ++ [F; E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s143_board, s165_board, strip. tf_options. Qed.
Lemma s143_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; E; F]) [(1, 0)]) (s122_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c23_R (a : nat) : rmoves (s143_board (2 + a) 1 1) = [s177_board (2 + a) 0 1 1].
Proof. unfold s143_board, s177_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s143_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s143_board (2 + a) 1 1 -> fst (s143_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s143_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q6] in Hc |- *.
  rewrite tf_game_eq, (s143_c23_L a), (s143_c23_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s143_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c23_L2 a)).
  pose proof (use_s122 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s143_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c23_L2 a))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 1 1 (opt_r _ _ _ (s143_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p72 Ho0 ltac:(zlia)).
  rewrite (s122_p6 Ho1 ltac:(zlia)).
  rewrite (s177_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s143_c23_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s143_board (2 + a) 1 1 -> fst (s143_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s143_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q8] in Hc |- *.
  rewrite tf_game_eq, (s143_c23_L a), (s143_c23_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s143_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c23_L2 a)).
  pose proof (use_s122 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s143_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c23_L2 a))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 1 1 (opt_r _ _ _ (s143_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p102 Ho0 ltac:(zlia)).
  rewrite (s122_p33 Ho1 ltac:(zlia)).
  rewrite (s177_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s143_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s143_board (2 + a) 1 1 -> fst (s143_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s143_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q11] in Hc |- *.
  rewrite tf_game_eq, (s143_c23_L a), (s143_c23_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s143_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c23_L2 a)).
  pose proof (use_s122 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s143_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c23_L2 a))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 1 1 (opt_r _ _ _ (s143_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p124 Ho0 ltac:(zlia)).
  rewrite (s122_p38 Ho1 ltac:(zlia)).
  rewrite (s177_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s143_c23_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s143_board (2 + a) 1 1 -> fst (s143_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s143_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q16] in Hc |- *.
  rewrite tf_game_eq, (s143_c23_L a), (s143_c23_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s143_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c23_L2 a)).
  pose proof (use_s122 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s143_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c23_L2 a))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 1 1 (opt_r _ _ _ (s143_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p140 Ho0 ltac:(zlia)).
  rewrite (s122_p41 Ho1 ltac:(zlia)).
  rewrite (s177_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s143_c24_L (a c : nat) : lmoves (s143_board (2 + a) 1 (2 + c)) = [s165_board (1 + a) 0 1 1 (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, s165_board, strip. tf_options. Qed.
Lemma s143_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s122_board (2 + a) 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c24_R (a c : nat) : rmoves (s143_board (2 + a) 1 (2 + c)) = [s177_board (2 + a) 0 1 (2 + c)].
Proof. unfold s143_board, s177_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s143_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s143_board (2 + a) 1 (2 + c) -> fst (s143_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q6] in Hc |- *.
  rewrite tf_game_eq, (s143_c24_L a c), (s143_c24_R a c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s143_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c24_L2 a c)).
  pose proof (use_s122 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c24_L2 a c))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s143_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p72 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s122_p26 Ho1 ltac:(zlia)).
    rewrite (s177_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p27 Ho1 ltac:(zlia)).
    rewrite (s177_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p28 Ho1 ltac:(zlia)).
    rewrite (s177_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s143_c24_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s143_board (2 + a) 1 (2 + c) -> fst (s143_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q8] in Hc |- *.
  rewrite tf_game_eq, (s143_c24_L a c), (s143_c24_R a c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s143_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c24_L2 a c)).
  pose proof (use_s122 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c24_L2 a c))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s143_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p102 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s122_p34 Ho1 ltac:(zlia)).
    rewrite (s177_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p35 Ho1 ltac:(zlia)).
    rewrite (s177_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s143_c24_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s143_board (2 + a) 1 (2 + c) -> fst (s143_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q11] in Hc |- *.
  rewrite tf_game_eq, (s143_c24_L a c), (s143_c24_R a c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s143_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c24_L2 a c)).
  pose proof (use_s122 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c24_L2 a c))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s143_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p124 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s122_p39 Ho1 ltac:(zlia)).
    rewrite (s177_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p40 Ho1 ltac:(zlia)).
    rewrite (s177_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s143_c24_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s143_board (2 + a) 1 (2 + c) -> fst (s143_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q16] in Hc |- *.
  rewrite tf_game_eq, (s143_c24_L a c), (s143_c24_R a c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s143_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c24_L2 a c)).
  pose proof (use_s122 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c24_L2 a c))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s143_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p140 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s122_p25 Ho1 ltac:(zlia)).
    rewrite (s177_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s122_p42 Ho1 ltac:(zlia)).
    rewrite (s177_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b>=2 && c==0: the board of s123 *)
Lemma s143_c25_p3 x (Hs123 : s123_claim x) (a b : nat) :
  x = s143_board (2 + a) (2 + b) 0 -> fst (s143_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s143_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q3] in Hc |- *.
  pose proof (Hs123 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s143_c26_L (a b : nat) : lmoves (s143_board (2 + a) (2 + b) 1) = [s165_board (1 + a) 0 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s143_board, s165_board, strip. tf_options. Qed.
Lemma s143_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s122_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c26_R (a b : nat) : rmoves (s143_board (2 + a) (2 + b) 1) = [].
Proof. unfold s143_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s143_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s143_board (2 + a) (2 + b) 1 -> fst (s143_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s143_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q3] in Hc |- *.
  rewrite tf_game_eq, (s143_c26_L a b), (s143_c26_R a b); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 (2 + b) 1 (opt_l _ _ _ (s143_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c26_L2 a b)).
  pose proof (use_s122 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s143_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c26_L2 a b))) as Ho1.
  rewrite (s165_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s122_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s143_c27_L (a b c : nat) : lmoves (s143_board (2 + a) (2 + b) (2 + c)) = [s165_board (1 + a) 0 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, s165_board, strip. tf_options. Qed.
Lemma s143_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s122_board (2 + a) (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c27_R (a b c : nat) : rmoves (s143_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s143_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s143_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s143_board (2 + a) (2 + b) (2 + c) -> fst (s143_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q3] in Hc |- *.
  rewrite tf_game_eq, (s143_c27_L a b c), (s143_c27_R a b c); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s143_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c27_L2 a b c)).
  pose proof (use_s122 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s143_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c27_L2 a b c))) as Ho1.
  rewrite (s165_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s122_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s144_c1_L : lmoves (s144_board 0 0 0) = [].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c1_R : rmoves (s144_board 0 0 0) = [strip [(0, 1); (1, 1)] ([E; E; T; F]) []; strip [(0, 1); (2, 2)] ([]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c1_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; E; T; F]) []) (s62_board 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c1_R2 : tf_norm (strip [(0, 1); (2, 2)] ([]) [(1, 1)]) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (2, 2)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b==0 && c==0 *)
Lemma s144_c1_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s144_board 0 0 0 -> fst (s144_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s144_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q2] in Hc |- *.
  rewrite tf_game_eq, (s144_c1_L), (s144_c1_R); cbn [map].
  rewrite (tf_norm_game (s144_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s144_c1_R) ltac:(cbn [In]; left; reflexivity) (s144_c1_R1))) as Ho0.
  rewrite (tf_norm_blank (s144_c1_R2)).
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-4))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s144_c2_L : lmoves (s144_board 0 0 1) = [strip [(0, 1); (2, 1)] ([E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c2_L1 : tf_norm (strip [(0, 1); (2, 1)] ([E; T; T; F]) []) (repeat E 3) (-2).
Proof.
  pose proof (tf_norm_strip [(0, 1); (2, 1)] ([E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s144_c2_R : rmoves (s144_board 0 0 1) = [strip [(0, 1); (1, 1)] ([E; T; E; T; F]) []; strip [(0, 1); (2, 1)] ([T; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; E; T; F]) []) (s64_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c2_R2 : tf_norm (strip [(0, 1); (2, 1)] ([T; F]) [(1, 1)]) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b==0 && c==1 *)
Lemma s144_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s144_board 0 0 1 -> fst (s144_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s144_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q2] in Hc |- *.
  rewrite tf_game_eq, (s144_c2_L), (s144_c2_R); cbn [map].
  rewrite (tf_norm_blank (s144_c2_L1)).
  rewrite (tf_norm_game (s144_c2_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s144_c2_R) ltac:(cbn [In]; left; reflexivity) (s144_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s144_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s144_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho1 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s144_c3_L (c : nat) : lmoves (s144_board 0 0 (2 + c)) = [strip [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c3_L1 (c : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + c) - 3).
Proof.
  pose proof (tf_norm_strip [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s144_c3_R (c : nat) : rmoves (s144_board 0 0 (2 + c)) = [strip [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1); (2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c3_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []) (s64_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c3_R2 (c : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]) (s63_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b==0 && c>=2 *)
Lemma s144_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s144_board 0 0 (2 + c) -> fst (s144_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q3] in Hc |- *.
  rewrite tf_game_eq, (s144_c3_L c), (s144_c3_R c); cbn [map].
  rewrite (tf_norm_blank (s144_c3_L1 c)).
  rewrite (tf_norm_game (s144_c3_R1 c)).
  pose proof (use_s64 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c3_R c) ltac:(cbn [In]; left; reflexivity) (s144_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s144_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c3_R2 c))) as Ho2.
  rewrite (s64_p3 Ho1 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s144_board 0 0 (2 + c) -> fst (s144_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q4] in Hc |- *.
  rewrite tf_game_eq, (s144_c3_L c), (s144_c3_R c); cbn [map].
  rewrite (tf_norm_blank (s144_c3_L1 c)).
  rewrite (tf_norm_game (s144_c3_R1 c)).
  pose proof (use_s64 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c3_R c) ltac:(cbn [In]; left; reflexivity) (s144_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s144_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c3_R2 c))) as Ho2.
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c4_L : lmoves (s144_board 0 1 0) = [strip [(0, 1); (3, 1)] ([T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c4_L1 : tf_norm (strip [(0, 1); (3, 1)] ([T; T; F]) []) (repeat E 3) (-3).
Proof.
  pose proof (tf_norm_strip [(0, 1); (3, 1)] ([T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s144_c4_R : rmoves (s144_board 0 1 0) = [strip [(0, 1); (1, 1)] ([T; E; E; T; F]) []; strip [(0, 1)] ([E; E; T; F; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c4_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; T; F]) []) (s72_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c4_R2 : tf_norm (strip [(0, 1)] ([E; E; T; F; F]) [(1, 1)]) (s30_board 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b==1 && c==0 *)
Lemma s144_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s144_board 0 1 0 -> fst (s144_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s144_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q1] in Hc |- *.
  rewrite tf_game_eq, (s144_c4_L), (s144_c4_R); cbn [map].
  rewrite (tf_norm_blank (s144_c4_L1)).
  rewrite (tf_norm_game (s144_c4_R1)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s144_c4_R) ltac:(cbn [In]; left; reflexivity) (s144_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s144_c4_R2)).
  pose proof (use_s30 IH 0 1 (opt_norm_r _ _ _ _ _ (s144_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c4_R2))) as Ho2.
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s144_c5_L : lmoves (s144_board 0 1 1) = [strip [(0, 1)] ([E; E; T; F; E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E; T; T; F]) []) (s63_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c5_R : rmoves (s144_board 0 1 1) = [strip [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []; strip [(0, 1)] ([E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c5_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []) (s74_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c5_R2 : tf_norm (strip [(0, 1)] ([E; E; T; F; T; F]) [(1, 1)]) (s55_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b==1 && c==1 *)
Lemma s144_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s144_board 0 1 1 -> fst (s144_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s144_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q6] in Hc |- *.
  rewrite tf_game_eq, (s144_c5_L), (s144_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s144_c5_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s144_c5_L) ltac:(cbn [In]; left; reflexivity) (s144_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s144_c5_R1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s144_c5_R) ltac:(cbn [In]; left; reflexivity) (s144_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s144_c5_R2)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s144_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c5_R2))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s74_p3 Ho1 ltac:(zlia)).
  rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c6_L (c : nat) : lmoves (s144_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 0 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c6_R (c : nat) : rmoves (s144_board 0 1 (2 + c)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c6_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s74_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c6_R2 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b==1 && c>=2 *)
Lemma s144_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s144_board 0 1 (2 + c) -> fst (s144_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q4] in Hc |- *.
  rewrite tf_game_eq, (s144_c6_L c), (s144_c6_R c); cbn [map].
  rewrite (tf_norm_game (s144_c6_L1 c)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s144_c6_L c) ltac:(cbn [In]; left; reflexivity) (s144_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s144_c6_R1 c)).
  pose proof (use_s74 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c6_R c) ltac:(cbn [In]; left; reflexivity) (s144_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game (s144_c6_R2 c)).
  pose proof (use_s55 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c6_R2 c))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c7_L (b : nat) : lmoves (s144_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s37_board 0 (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c7_R (b : nat) : rmoves (s144_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s30_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b>=2 && c==0 *)
Lemma s144_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s144_board 0 (2 + b) 0 -> fst (s144_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s144_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q8] in Hc |- *.
  rewrite tf_game_eq, (s144_c7_L b), (s144_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s144_c7_L1 b)).
  pose proof (use_s37 IH 0 (1 + b) (opt_norm_l _ _ _ _ _ (s144_c7_L b) ltac:(cbn [In]; left; reflexivity) (s144_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game (s144_c7_R1 b)).
  pose proof (use_s30 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s144_c7_R b) ltac:(cbn [In]; left; reflexivity) (s144_c7_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s30_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s30_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s30_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s30_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s144_c8_L (b : nat) : lmoves (s144_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s63_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c8_R (b : nat) : rmoves (s144_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s55_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b>=2 && c==1 *)
Lemma s144_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s144_board 0 (2 + b) 1 -> fst (s144_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s144_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q8] in Hc |- *.
  rewrite tf_game_eq, (s144_c8_L b), (s144_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s144_c8_L1 b)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s144_c8_L b) ltac:(cbn [In]; left; reflexivity) (s144_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s144_c8_R1 b)).
  pose proof (use_s55 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s144_c8_R b) ltac:(cbn [In]; left; reflexivity) (s144_c8_R1 b))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s144_c9_L (b c : nat) : lmoves (s144_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 0 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c9_R (b c : nat) : rmoves (s144_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==0 && b>=2 && c>=2 *)
Lemma s144_c9_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s144_board 0 (2 + b) (2 + c) -> fst (s144_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q7] in Hc |- *.
  rewrite tf_game_eq, (s144_c9_L b c), (s144_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s144_c9_L1 b c)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s144_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s144_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s144_c9_R1 b c)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s144_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s144_c9_R1 b c))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s144_c9_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s144_board 0 (2 + b) (2 + c) -> fst (s144_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q9] in Hc |- *.
  rewrite tf_game_eq, (s144_c9_L b c), (s144_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s144_c9_L1 b c)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s144_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s144_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s144_c9_R1 b c)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s144_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s144_c9_R1 b c))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s144_c10_L : lmoves (s144_board 1 0 0) = [strip [(1, 1)] ([T; E; F; E; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c10_L1 : tf_norm (strip [(1, 1)] ([T; E; F; E; T; F]) []) (s81_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c10_R : rmoves (s144_board 1 0 0) = [s150_board 1 0 0; strip [] ([T; F; E; E; F; F]) [(1, 1)]].
Proof. unfold s144_board, s150_board, strip. tf_options. Qed.
Lemma s144_c10_R2 : tf_norm (strip [] ([T; F; E; E; F; F]) [(1, 1)]) (s123_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; F; F]) [(1, 1)]); [reflexivity | unfold s123_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b==0 && c==0 *)
Lemma s144_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s144_board 1 0 0 -> fst (s144_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s144_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q1] in Hc |- *.
  rewrite tf_game_eq, (s144_c10_L), (s144_c10_R); cbn [map].
  rewrite (tf_norm_game (s144_c10_L1)).
  pose proof (use_s81 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s144_c10_L) ltac:(cbn [In]; left; reflexivity) (s144_c10_L1))) as Ho0.
  pose proof (use_s150 IH 1 0 0 (opt_r _ _ _ (s144_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s144_c10_R2)).
  pose proof (use_s123 IH 1 0 (opt_norm_r _ _ _ _ _ (s144_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c10_R2))) as Ho2.
  rewrite (s81_p4 Ho0 ltac:(zlia)).
  rewrite (s81_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s150_p5 Ho1 ltac:(zlia)).
  rewrite (s123_p1 Ho2 ltac:(zlia)).
  rewrite (s123_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s144_c11_L : lmoves (s144_board 1 0 1) = [strip [(1, 1)] ([T; E; F; T; E; T; F]) []; strip [] ([T; F; E; E; F; E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c11_L1 : tf_norm (strip [(1, 1)] ([T; E; F; T; E; T; F]) []) (s81_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c11_L2 : tf_norm (strip [] ([T; F; E; E; F; E; T; T; F]) []) (s106_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c11_R : rmoves (s144_board 1 0 1) = [s179_board 1 0 0 1; strip [] ([T; F; E; E; F; T; F]) [(1, 1)]].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s144_c11_R2 : tf_norm (strip [] ([T; F; E; E; F; T; F]) [(1, 1)]) (s143_board 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b==0 && c==1 *)
Lemma s144_c11_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s144_board 1 0 1 -> fst (s144_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s144_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q10] in Hc |- *.
  rewrite tf_game_eq, (s144_c11_L), (s144_c11_R); cbn [map].
  rewrite (tf_norm_game (s144_c11_L1)).
  pose proof (use_s81 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s144_c11_L) ltac:(cbn [In]; left; reflexivity) (s144_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s144_c11_L2)).
  pose proof (use_s106 IH 1 0 (opt_norm_l _ _ _ _ _ (s144_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c11_L2))) as Ho1.
  pose proof (use_s179 IH 1 0 0 1 (opt_r _ _ _ (s144_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c11_R2)).
  pose proof (use_s143 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s144_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c11_R2))) as Ho3.
  rewrite (s81_p11 Ho0 ltac:(zlia)).
  rewrite (s81_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  rewrite (s179_p15 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  rewrite (s143_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s144_c12_L (c : nat) : lmoves (s144_board 1 0 (2 + c)) = [strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []; strip [] (T :: F :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c12_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []) (s81_board 0 1 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c12_L2 (c : nat) : tf_norm (strip [] (T :: F :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s106_board 1 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c12_R (c : nat) : rmoves (s144_board 1 0 (2 + c)) = [s179_board 1 0 0 (2 + c); strip [] (T :: F :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s144_c12_R2 (c : nat) : tf_norm (strip [] (T :: F :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s143_board 1 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b==0 && c>=2 *)
Lemma s144_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s144_board 1 0 (2 + c) -> fst (s144_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q3] in Hc |- *.
  rewrite tf_game_eq, (s144_c12_L c), (s144_c12_R c); cbn [map].
  rewrite (tf_norm_game (s144_c12_L1 c)).
  pose proof (use_s81 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s144_c12_L c) ltac:(cbn [In]; left; reflexivity) (s144_c12_L1 c))) as Ho0.
  rewrite (tf_norm_game (s144_c12_L2 c)).
  pose proof (use_s106 IH 1 0 (opt_norm_l _ _ _ _ _ (s144_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c12_L2 c))) as Ho1.
  pose proof (use_s179 IH 1 0 0 (2 + c) (opt_r _ _ _ (s144_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c12_R2 c)).
  pose proof (use_s143 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c12_R2 c))) as Ho3.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s81_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  rewrite (s106_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p22 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  rewrite (s143_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c12_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s144_board 1 0 (2 + c) -> fst (s144_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q4] in Hc |- *.
  rewrite tf_game_eq, (s144_c12_L c), (s144_c12_R c); cbn [map].
  rewrite (tf_norm_game (s144_c12_L1 c)).
  pose proof (use_s81 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s144_c12_L c) ltac:(cbn [In]; left; reflexivity) (s144_c12_L1 c))) as Ho0.
  rewrite (tf_norm_game (s144_c12_L2 c)).
  pose proof (use_s106 IH 1 0 (opt_norm_l _ _ _ _ _ (s144_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c12_L2 c))) as Ho1.
  pose proof (use_s179 IH 1 0 0 (2 + c) (opt_r _ _ _ (s144_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c12_R2 c)).
  pose proof (use_s143 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c12_R2 c))) as Ho3.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s81_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  rewrite (s106_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p23 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  rewrite (s143_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c13_L : lmoves (s144_board 1 1 0) = [strip [(1, 1)] ([T; E; T; F; E; T; F]) []; strip [] ([T; F; E; E; E; F; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c13_L1 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; T; F]) []) (s81_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c13_L2 : tf_norm (strip [] ([T; F; E; E; E; F; T; T; F]) []) (s18_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s18_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c13_R : rmoves (s144_board 1 1 0) = [s150_board 1 0 1; strip [] ([T; F; E; E; T; F; F]) [(1, 1)]].
Proof. unfold s144_board, s150_board, strip. tf_options. Qed.
Lemma s144_c13_R2 : tf_norm (strip [] ([T; F; E; E; T; F; F]) [(1, 1)]) (s123_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s123_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b==1 && c==0 *)
Lemma s144_c13_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s144_board 1 1 0 -> fst (s144_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s144_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q11] in Hc |- *.
  rewrite tf_game_eq, (s144_c13_L), (s144_c13_R); cbn [map].
  rewrite (tf_norm_game (s144_c13_L1)).
  pose proof (use_s81 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s144_c13_L) ltac:(cbn [In]; left; reflexivity) (s144_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s144_c13_L2)).
  pose proof (use_s18 IH 1 (opt_norm_l _ _ _ _ _ (s144_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c13_L2))) as Ho1.
  pose proof (use_s150 IH 1 0 1 (opt_r _ _ _ (s144_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c13_R2)).
  pose proof (use_s123 IH 1 1 (opt_norm_r _ _ _ _ _ (s144_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c13_R2))) as Ho3.
  rewrite (s81_p16 Ho0 ltac:(zlia)).
  rewrite (s81_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s18_p2 Ho1 ltac:(zlia)).
  rewrite (s150_p2 Ho2 ltac:(zlia)).
  rewrite (s123_p4 Ho3 ltac:(zlia)).
  rewrite (s123_p4_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s144_c14_L : lmoves (s144_board 1 1 1) = [strip [(1, 1)] ([T; E; T; F; T; E; T; F]) []; strip [] ([T; F; E; E; T; F; E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c14_L1 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; E; T; F]) []) (s81_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c14_L2 : tf_norm (strip [] ([T; F; E; E; T; F; E; T; T; F]) []) (s106_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c14_R : rmoves (s144_board 1 1 1) = [s179_board 1 0 1 1; strip [] ([T; F; E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s144_c14_R2 : tf_norm (strip [] ([T; F; E; E; T; F; T; F]) [(1, 1)]) (s143_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b==1 && c==1 *)
Lemma s144_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s144_board 1 1 1 -> fst (s144_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s144_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q5] in Hc |- *.
  rewrite tf_game_eq, (s144_c14_L), (s144_c14_R); cbn [map].
  rewrite (tf_norm_game (s144_c14_L1)).
  pose proof (use_s81 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s144_c14_L) ltac:(cbn [In]; left; reflexivity) (s144_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s144_c14_L2)).
  pose proof (use_s106 IH 1 1 (opt_norm_l _ _ _ _ _ (s144_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c14_L2))) as Ho1.
  pose proof (use_s179 IH 1 0 1 1 (opt_r _ _ _ (s144_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c14_R2)).
  pose proof (use_s143 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s144_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c14_R2))) as Ho3.
  rewrite (s81_p17 Ho0 ltac:(zlia)).
  rewrite (s81_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s179_p24 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  rewrite (s143_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c15_L (c : nat) : lmoves (s144_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) []; strip [] (T :: F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) []) (s81_board 0 1 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c15_L2 (c : nat) : tf_norm (strip [] (T :: F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s106_board 1 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c15_R (c : nat) : rmoves (s144_board 1 1 (2 + c)) = [s179_board 1 0 1 (2 + c); strip [] (T :: F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s144_c15_R2 (c : nat) : tf_norm (strip [] (T :: F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s143_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b==1 && c>=2 *)
Lemma s144_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s144_board 1 1 (2 + c) -> fst (s144_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q4] in Hc |- *.
  rewrite tf_game_eq, (s144_c15_L c), (s144_c15_R c); cbn [map].
  rewrite (tf_norm_game (s144_c15_L1 c)).
  pose proof (use_s81 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s144_c15_L c) ltac:(cbn [In]; left; reflexivity) (s144_c15_L1 c))) as Ho0.
  rewrite (tf_norm_game (s144_c15_L2 c)).
  pose proof (use_s106 IH 1 1 (opt_norm_l _ _ _ _ _ (s144_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c15_L2 c))) as Ho1.
  pose proof (use_s179 IH 1 0 1 (2 + c) (opt_r _ _ _ (s144_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c15_R2 c)).
  pose proof (use_s143 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c15_R2 c))) as Ho3.
  rewrite (s81_p18 Ho0 ltac:(zlia)).
  rewrite (s81_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p25 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  rewrite (s143_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c16_L (b : nat) : lmoves (s144_board 1 (2 + b) 0) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) []; strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s81_board 0 1 (2 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c16_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s77_board 1 (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s77_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c16_R (b : nat) : rmoves (s144_board 1 (2 + b) 0) = [strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c16_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s123_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s123_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b>=2 && c==0 *)
Lemma s144_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s144_board 1 (2 + b) 0 -> fst (s144_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s144_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q8] in Hc |- *.
  rewrite tf_game_eq, (s144_c16_L b), (s144_c16_R b); cbn [map].
  rewrite (tf_norm_game (s144_c16_L1 b)).
  pose proof (use_s81 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s144_c16_L b) ltac:(cbn [In]; left; reflexivity) (s144_c16_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s144_c16_L2 b)).
  pose proof (use_s77 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s144_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c16_L2 b))) as Ho1.
  rewrite (tf_norm_game (s144_c16_R1 b)).
  pose proof (use_s123 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s144_c16_R b) ltac:(cbn [In]; left; reflexivity) (s144_c16_R1 b))) as Ho2.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s77_p3 Ho1 ltac:(zlia)).
    rewrite (s123_p3 Ho2 ltac:(zlia)).
    rewrite (s123_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s77_p4 Ho1 ltac:(zlia)).
    rewrite (s123_p3 Ho2 ltac:(zlia)).
    rewrite (s123_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s77_p7 Ho1 ltac:(zlia)).
    rewrite (s123_p3 Ho2 ltac:(zlia)).
    rewrite (s123_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_via _ (int 1)); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
  }
Qed.

Lemma s144_c17_L (b : nat) : lmoves (s144_board 1 (2 + b) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []; strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []) (s81_board 0 1 (2 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c17_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s106_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c17_R (b : nat) : rmoves (s144_board 1 (2 + b) 1) = [strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s143_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b>=2 && c==1 *)
Lemma s144_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s144_board 1 (2 + b) 1 -> fst (s144_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s144_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q8] in Hc |- *.
  rewrite tf_game_eq, (s144_c17_L b), (s144_c17_R b); cbn [map].
  rewrite (tf_norm_game (s144_c17_L1 b)).
  pose proof (use_s81 IH 0 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s144_c17_L b) ltac:(cbn [In]; left; reflexivity) (s144_c17_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s144_c17_L2 b)).
  pose proof (use_s106 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s144_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c17_L2 b))) as Ho1.
  rewrite (tf_norm_game (s144_c17_R1 b)).
  pose proof (use_s143 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s144_c17_R b) ltac:(cbn [In]; left; reflexivity) (s144_c17_R1 b))) as Ho2.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s143_p3 Ho2 ltac:(zlia)).
  rewrite (s143_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s144_c18_L (b c : nat) : lmoves (s144_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) []; strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) []) (s81_board 0 1 (2 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s144_c18_L2 (b c : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s106_board 1 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c18_R (b c : nat) : rmoves (s144_board 1 (2 + b) (2 + c)) = [strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c18_R1 (b c : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s143_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a==1 && b>=2 && c>=2 *)
Lemma s144_c18_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s144_board 1 (2 + b) (2 + c) -> fst (s144_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q7] in Hc |- *.
  rewrite tf_game_eq, (s144_c18_L b c), (s144_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s144_c18_L1 b c)).
  pose proof (use_s81 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s144_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s144_c18_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s144_c18_L2 b c)).
  pose proof (use_s106 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s144_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c18_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s144_c18_R1 b c)).
  pose proof (use_s143 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s144_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s144_c18_R1 b c))) as Ho2.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s81_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p3 Ho2 ltac:(zlia)).
  rewrite (s143_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c18_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s144_board 1 (2 + b) (2 + c) -> fst (s144_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q9] in Hc |- *.
  rewrite tf_game_eq, (s144_c18_L b c), (s144_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s144_c18_L1 b c)).
  pose proof (use_s81 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s144_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s144_c18_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s144_c18_L2 b c)).
  pose proof (use_s106 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s144_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c18_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s144_c18_R1 b c)).
  pose proof (use_s143 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s144_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s144_c18_R1 b c))) as Ho2.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s81_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p3 Ho2 ltac:(zlia)).
  rewrite (s143_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c19_L (a : nat) : lmoves (s144_board (2 + a) 0 0) = [s167_board (1 + a) 0 1 0 0].
Proof. unfold s144_board, s167_board. tf_options. Qed.
Lemma s144_c19_R (a : nat) : rmoves (s144_board (2 + a) 0 0) = [s150_board (2 + a) 0 0; strip [] (repeat T (2 + a) ++ [F; E; E; F; F]) [(1, 1)]].
Proof. unfold s144_board, s150_board, strip. tf_options. Qed.
Lemma s144_c19_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; F; F]) [(1, 1)]) (s123_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; F]) [(1, 1)]); [reflexivity | unfold s123_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b==0 && c==0 *)
Lemma s144_c19_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 0 0 -> fst (s144_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s144_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q12] in Hc |- *.
  rewrite tf_game_eq, (s144_c19_L a), (s144_c19_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 0 0 (opt_l _ _ _ (s144_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_r _ _ _ (s144_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s144_c19_R2 a)).
  pose proof (use_s123 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s144_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c19_R2 a))) as Ho2.
  rewrite (s167_p10 Ho0 ltac:(zlia)).
  rewrite (s150_p10 Ho1 ltac:(zlia)).
  rewrite (s123_p5 Ho2 ltac:(zlia)).
  rewrite (s123_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s144_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 0 0 -> fst (s144_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s144_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q14] in Hc |- *.
  rewrite tf_game_eq, (s144_c19_L a), (s144_c19_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 0 0 (opt_l _ _ _ (s144_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_r _ _ _ (s144_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s144_c19_R2 a)).
  pose proof (use_s123 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s144_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c19_R2 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s167_p16 Ho0 ltac:(zlia)).
    rewrite (s150_p13 Ho1 ltac:(zlia)).
    rewrite (s123_p6 Ho2 ltac:(zlia)).
    rewrite (s123_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p171 Ho0 ltac:(zlia)).
    rewrite (s150_p13 Ho1 ltac:(zlia)).
    rewrite (s123_p8 Ho2 ltac:(zlia)).
    rewrite (s123_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s167_p195 Ho0 ltac:(zlia)).
    rewrite (s150_p13 Ho1 ltac:(zlia)).
    rewrite (s123_p10 Ho2 ltac:(zlia)).
    rewrite (s123_p10_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s144_c20_L (a : nat) : lmoves (s144_board (2 + a) 0 1) = [s167_board (1 + a) 0 1 0 1; strip [] (repeat T (2 + a) ++ [F; E; E; F; E; T; T; F]) []].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s144_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; F; E; T; T; F]) []) (s106_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; E; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c20_R (a : nat) : rmoves (s144_board (2 + a) 0 1) = [s179_board (2 + a) 0 0 1; strip [] (repeat T (2 + a) ++ [F; E; E; F; T; F]) [(1, 1)]].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s144_c20_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; F; T; F]) [(1, 1)]) (s143_board (2 + a) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b==0 && c==1 *)
Lemma s144_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 0 1 -> fst (s144_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s144_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q13] in Hc |- *.
  rewrite tf_game_eq, (s144_c20_L a), (s144_c20_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s144_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c20_L2 a)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s144_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c20_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_r _ _ _ (s144_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c20_R2 a)).
  pose proof (use_s143 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s144_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c20_R2 a))) as Ho3.
  rewrite (s167_p16 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s179_p27 Ho2 ltac:(zlia)).
  rewrite (s143_p6 Ho3 ltac:(zlia)).
  rewrite (s143_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c20_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 0 1 -> fst (s144_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s144_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q18] in Hc |- *.
  rewrite tf_game_eq, (s144_c20_L a), (s144_c20_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s144_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c20_L2 a)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s144_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c20_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_r _ _ _ (s144_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c20_R2 a)).
  pose proof (use_s143 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s144_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c20_R2 a))) as Ho3.
  rewrite (s167_p143 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s179_p34 Ho2 ltac:(zlia)).
  rewrite (s143_p8 Ho3 ltac:(zlia)).
  rewrite (s143_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c20_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 0 1 -> fst (s144_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s144_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q21] in Hc |- *.
  rewrite tf_game_eq, (s144_c20_L a), (s144_c20_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s144_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c20_L2 a)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s144_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c20_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_r _ _ _ (s144_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c20_R2 a)).
  pose proof (use_s143 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s144_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c20_R2 a))) as Ho3.
  rewrite (s167_p153 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s179_p42 Ho2 ltac:(zlia)).
    rewrite (s143_p11 Ho3 ltac:(zlia)).
    rewrite (s143_p11_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p51 Ho2 ltac:(zlia)).
    rewrite (s143_p12 Ho3 ltac:(zlia)).
    rewrite (s143_p12_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s144_c21_L (a c : nat) : lmoves (s144_board (2 + a) 0 (2 + c)) = [s167_board (1 + a) 0 1 0 (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s144_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s106_board (2 + a) 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; E; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c21_R (a c : nat) : rmoves (s144_board (2 + a) 0 (2 + c)) = [s179_board (2 + a) 0 0 (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s144_c21_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s143_board (2 + a) 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b==0 && c>=2 *)
Lemma s144_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s144_board (2 + a) 0 (2 + c) -> fst (s144_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q15] in Hc |- *.
  rewrite tf_game_eq, (s144_c21_L a c), (s144_c21_R a c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 0 (2 + c) (opt_l _ _ _ (s144_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c21_L2 a c)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s144_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c21_L2 a c))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s144_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c21_R2 a c)).
  pose proof (use_s143 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c21_R2 a c))) as Ho3.
  rewrite (s167_p110 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s106_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s179_p28 Ho2 ltac:(zlia)).
    rewrite (s143_p6 Ho3 ltac:(zlia)).
    rewrite (s143_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p29 Ho2 ltac:(zlia)).
    rewrite (s143_p6 Ho3 ltac:(zlia)).
    rewrite (s143_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s144_c21_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s144_board (2 + a) 0 (2 + c) -> fst (s144_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q18] in Hc |- *.
  rewrite tf_game_eq, (s144_c21_L a c), (s144_c21_R a c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 0 (2 + c) (opt_l _ _ _ (s144_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c21_L2 a c)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s144_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c21_L2 a c))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s144_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c21_R2 a c)).
  pose proof (use_s143 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c21_R2 a c))) as Ho3.
  rewrite (s167_p144 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s106_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s179_p35 Ho2 ltac:(zlia)).
    rewrite (s143_p8 Ho3 ltac:(zlia)).
    rewrite (s143_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p36 Ho2 ltac:(zlia)).
    rewrite (s143_p8 Ho3 ltac:(zlia)).
    rewrite (s143_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s144_c21_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s144_board (2 + a) 0 (2 + c) -> fst (s144_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q21] in Hc |- *.
  rewrite tf_game_eq, (s144_c21_L a c), (s144_c21_R a c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 0 (2 + c) (opt_l _ _ _ (s144_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c21_L2 a c)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s144_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c21_L2 a c))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s144_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c21_R2 a c)).
  pose proof (use_s143 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c21_R2 a c))) as Ho3.
  rewrite (s167_p153 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s106_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s179_p43 Ho2 ltac:(zlia)).
    rewrite (s143_p11 Ho3 ltac:(zlia)).
    rewrite (s143_p11_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p44 Ho2 ltac:(zlia)).
    rewrite (s143_p11 Ho3 ltac:(zlia)).
    rewrite (s143_p11_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p52 Ho2 ltac:(zlia)).
    rewrite (s143_p12 Ho3 ltac:(zlia)).
    rewrite (s143_p12_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p53 Ho2 ltac:(zlia)).
    rewrite (s143_p12 Ho3 ltac:(zlia)).
    rewrite (s143_p12_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s144_c22_L (a : nat) : lmoves (s144_board (2 + a) 1 0) = [s167_board (1 + a) 0 1 1 0; strip [] (repeat T (2 + a) ++ [F; E; E; E; F; T; T; F]) []].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s144_c22_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; E; F; T; T; F]) []) (s18_board (2 + a)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; E; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s18_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c22_R (a : nat) : rmoves (s144_board (2 + a) 1 0) = [s150_board (2 + a) 0 1; strip [] (repeat T (2 + a) ++ [F; E; E; T; F; F]) [(1, 1)]].
Proof. unfold s144_board, s150_board, strip. tf_options. Qed.
Lemma s144_c22_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; F]) [(1, 1)]) (s123_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s123_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b==1 && c==0 *)
Lemma s144_c22_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 1 0 -> fst (s144_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s144_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q5] in Hc |- *.
  rewrite tf_game_eq, (s144_c22_L a), (s144_c22_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 0 (opt_l _ _ _ (s144_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c22_L2 a)).
  pose proof (use_s18 IH (2 + a) (opt_norm_l _ _ _ _ _ (s144_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c22_L2 a))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 1 (opt_r _ _ _ (s144_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c22_R2 a)).
  pose proof (use_s123 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s144_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c22_R2 a))) as Ho3.
  rewrite (s167_p111 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  rewrite (s150_p11 Ho2 ltac:(zlia)).
  rewrite (s123_p5 Ho3 ltac:(zlia)).
  rewrite (s123_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s144_c22_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 1 0 -> fst (s144_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s144_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q19] in Hc |- *.
  rewrite tf_game_eq, (s144_c22_L a), (s144_c22_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 0 (opt_l _ _ _ (s144_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c22_L2 a)).
  pose proof (use_s18 IH (2 + a) (opt_norm_l _ _ _ _ _ (s144_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c22_L2 a))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 1 (opt_r _ _ _ (s144_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c22_R2 a)).
  pose proof (use_s123 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s144_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c22_R2 a))) as Ho3.
  rewrite (s167_p145 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  rewrite (s150_p14 Ho2 ltac:(zlia)).
  rewrite (s123_p7 Ho3 ltac:(zlia)).
  rewrite (s123_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c22_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 1 0 -> fst (s144_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s144_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q22] in Hc |- *.
  rewrite tf_game_eq, (s144_c22_L a), (s144_c22_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 0 (opt_l _ _ _ (s144_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c22_L2 a)).
  pose proof (use_s18 IH (2 + a) (opt_norm_l _ _ _ _ _ (s144_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c22_L2 a))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 1 (opt_r _ _ _ (s144_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c22_R2 a)).
  pose proof (use_s123 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s144_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c22_R2 a))) as Ho3.
  rewrite (s167_p172 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  rewrite (s150_p17 Ho2 ltac:(zlia)).
  rewrite (s123_p9 Ho3 ltac:(zlia)).
  rewrite (s123_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c22_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 1 0 -> fst (s144_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s144_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q24] in Hc |- *.
  rewrite tf_game_eq, (s144_c22_L a), (s144_c22_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 0 (opt_l _ _ _ (s144_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c22_L2 a)).
  pose proof (use_s18 IH (2 + a) (opt_norm_l _ _ _ _ _ (s144_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c22_L2 a))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 1 (opt_r _ _ _ (s144_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c22_R2 a)).
  pose proof (use_s123 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s144_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c22_R2 a))) as Ho3.
  rewrite (s167_p196 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  rewrite (s150_p21 Ho2 ltac:(zlia)).
  rewrite (s123_p11 Ho3 ltac:(zlia)).
  rewrite (s123_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c23_L (a : nat) : lmoves (s144_board (2 + a) 1 1) = [s167_board (1 + a) 0 1 1 1; strip [] (repeat T (2 + a) ++ [F; E; E; T; F; E; T; T; F]) []].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s144_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; E; T; T; F]) []) (s106_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c23_R (a : nat) : rmoves (s144_board (2 + a) 1 1) = [s179_board (2 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s144_c23_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) [(1, 1)]) (s143_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s144_c23_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 1 1 -> fst (s144_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s144_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q16] in Hc |- *.
  rewrite tf_game_eq, (s144_c23_L a), (s144_c23_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s144_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c23_L2 a)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s144_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c23_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 1 1 (opt_r _ _ _ (s144_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c23_R2 a)).
  pose proof (use_s143 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s144_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c23_R2 a))) as Ho3.
  rewrite (s167_p112 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s179_p31 Ho2 ltac:(zlia)).
  rewrite (s143_p6 Ho3 ltac:(zlia)).
  rewrite (s143_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c23_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 1 1 -> fst (s144_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s144_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q20] in Hc |- *.
  rewrite tf_game_eq, (s144_c23_L a), (s144_c23_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s144_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c23_L2 a)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s144_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c23_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 1 1 (opt_r _ _ _ (s144_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c23_R2 a)).
  pose proof (use_s143 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s144_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c23_R2 a))) as Ho3.
  rewrite (s167_p146 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s179_p38 Ho2 ltac:(zlia)).
  rewrite (s143_p8 Ho3 ltac:(zlia)).
  rewrite (s143_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 1 1 -> fst (s144_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s144_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q23] in Hc |- *.
  rewrite tf_game_eq, (s144_c23_L a), (s144_c23_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s144_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c23_L2 a)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s144_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c23_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 1 1 (opt_r _ _ _ (s144_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c23_R2 a)).
  pose proof (use_s143 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s144_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c23_R2 a))) as Ho3.
  rewrite (s167_p173 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s179_p46 Ho2 ltac:(zlia)).
  rewrite (s143_p11 Ho3 ltac:(zlia)).
  rewrite (s143_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c23_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s144_board (2 + a) 1 1 -> fst (s144_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s144_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q25] in Hc |- *.
  rewrite tf_game_eq, (s144_c23_L a), (s144_c23_R a); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s144_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c23_L2 a)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s144_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c23_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 1 1 (opt_r _ _ _ (s144_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c23_R2 a)).
  pose proof (use_s143 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s144_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c23_R2 a))) as Ho3.
  rewrite (s167_p197 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s179_p55 Ho2 ltac:(zlia)).
  rewrite (s143_p16 Ho3 ltac:(zlia)).
  rewrite (s143_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

