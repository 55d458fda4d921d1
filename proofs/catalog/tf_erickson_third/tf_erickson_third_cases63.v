(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s103_c25_L (a b : nat) : lmoves (s103_board (2 + a) (2 + b) 0) = [s104_board (1 + a) 0 (3 + b) 0; s134_board (2 + a) (1 + b) 0 1].
Proof. unfold s103_board, s104_board, s134_board. tf_options. Qed.
Lemma s103_c25_R (a b : nat) : rmoves (s103_board (2 + a) (2 + b) 0) = [s177_board (2 + a) (2 + b) 0 0].
Proof. unfold s103_board, s177_board. tf_options. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b>=2 && c==0 *)
Lemma s103_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s103_board (2 + a) (2 + b) 0 -> fst (s103_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q6] in Hc |- *.
  rewrite tf_game_eq, (s103_c25_L a b), (s103_c25_R a b); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s103_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s134 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s103_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s103_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s104_p30 Ho0 ltac:(zlia)).
    rewrite (s134_p49 Ho1 ltac:(zlia)).
    rewrite (s177_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s104_p43 Ho0 ltac:(zlia)).
    rewrite (s134_p49 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s177_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s177_p20 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s103_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s103_board (2 + a) (2 + b) 0 -> fst (s103_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q7] in Hc |- *.
  rewrite tf_game_eq, (s103_c25_L a b), (s103_c25_R a b); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s103_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s134 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s103_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s103_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 4 /\ (Z.of_nat (2 + b)) mod 2 = 0)%Z \/ (Z.of_nat (2 + a) = 4 /\ (Z.of_nat (2 + b)) mod 2 = 1)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]].
  {
    rewrite (s104_p25 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s134_p49 Ho1 ltac:(zlia)).
      rewrite (s177_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s134_p50 Ho1 ltac:(zlia)).
      rewrite (s177_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s104_p50 Ho0 ltac:(zlia)).
    rewrite (s134_p49 Ho1 ltac:(zlia)).
    rewrite (s177_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s104_p60 Ho0 ltac:(zlia)).
    rewrite (s134_p50 Ho1 ltac:(zlia)).
    rewrite (s177_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s104_p61 Ho0 ltac:(zlia)).
    rewrite (s134_p49 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s177_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s177_p20 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s104_p67 Ho0 ltac:(zlia)).
    rewrite (s134_p50 Ho1 ltac:(zlia)).
    rewrite (s177_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s104_p68 Ho0 ltac:(zlia)).
    rewrite (s134_p49 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s177_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s177_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s177_p20 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s103_c25_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s103_board (2 + a) (2 + b) 0 -> fst (s103_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q13] in Hc |- *.
  rewrite tf_game_eq, (s103_c25_L a b), (s103_c25_R a b); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s103_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s134 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s103_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s103_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p30 Ho0 ltac:(zlia)).
  rewrite (s134_p79 Ho1 ltac:(zlia)).
  rewrite (s177_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c25_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s103_board (2 + a) (2 + b) 0 -> fst (s103_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q17] in Hc |- *.
  rewrite tf_game_eq, (s103_c25_L a b), (s103_c25_R a b); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s103_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s134 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s103_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s103_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p43 Ho0 ltac:(zlia)).
  rewrite (s134_p86 Ho1 ltac:(zlia)).
  rewrite (s177_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c26_L (a b : nat) : lmoves (s103_board (2 + a) (2 + b) 1) = [s104_board (1 + a) 0 (3 + b) 1; s147_board (2 + a) (2 + b) 0 1].
Proof. unfold s103_board, s104_board, s147_board. tf_options. Qed.
Lemma s103_c26_R (a b : nat) : rmoves (s103_board (2 + a) (2 + b) 1) = [s177_board (2 + a) (2 + b) 1 0].
Proof. unfold s103_board, s177_board. tf_options. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b>=2 && c==1 *)
Lemma s103_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s103_board (2 + a) (2 + b) 1 -> fst (s103_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s103_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c26_L a b), (s103_c26_R a b); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s103_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s103_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s103_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s104_p8 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s147_p25 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p26 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p57 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s104_p10 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s147_p25 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p67 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p69 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s104_p26 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s147_p24 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p25 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p26 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s104_p59 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) <= 6 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s147_p25 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p69 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p79 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s147_p81 Ho1 ltac:(zlia)).
      rewrite (s177_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s103_c27_L (a b c : nat) : lmoves (s103_board (2 + a) (2 + b) (2 + c)) = [s104_board (1 + a) 0 (3 + b) (2 + c); s147_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s103_board, s104_board, s147_board. tf_options. Qed.
Lemma s103_c27_R (a b c : nat) : rmoves (s103_board (2 + a) (2 + b) (2 + c)) = [s177_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s103_board, s177_board. tf_options. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b>=2 && c>=2 *)
Lemma s103_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s103_board (2 + a) (2 + b) (2 + c) -> fst (s103_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c27_L a b c), (s103_c27_R a b c); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s103_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s103_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s103_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s104_p8 Ho0 ltac:(zlia)).
    rewrite (s147_p22 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s104_p10 Ho0 ltac:(zlia)).
    rewrite (s147_p22 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s104_p26 Ho0 ltac:(zlia)).
    rewrite (s147_p22 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s104_p59 Ho0 ltac:(zlia)).
    rewrite (s147_p22 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c==0 && d==0: the board of s36 *)
Lemma s104_c1_p1 x (Hs36 : s36_claim x) :
  x = s104_board 0 0 0 0 -> fst (s104_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q1] in Hc |- *.
  pose proof (Hs36 0 0 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c==0 && d==1: the board of s36 *)
Lemma s104_c2_p2 x (Hs36 : s36_claim x) :
  x = s104_board 0 0 0 1 -> fst (s104_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q2] in Hc |- *.
  pose proof (Hs36 0 0 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c==0 && d>=2: the board of s36 *)
Lemma s104_c3_p2 x (Hs36 : s36_claim x) (d : nat) :
  x = s104_board 0 0 0 (2 + d) -> fst (s104_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s104_q2] in Hc |- *.
  pose proof (Hs36 0 0 (2 + d) ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s104_c4_L : lmoves (s104_board 0 0 1 0) = [strip [(1, 1); (1, 1)] ([T; E; F]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c4_L1 : tf_norm (strip [(1, 1); (1, 1)] ([T; E; F]) []) (s37_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c4_R : rmoves (s104_board 0 0 1 0) = [strip [(0, 1)] ([E; T; F; E; E; F]) []; strip [(1, 1)] ([T; F; E; F; E]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E; F]) []) (s32_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c4_R2 : tf_norm (strip [(1, 1)] ([T; F; E; F; E]) []) (s113_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c==1 && d==0 *)
Lemma s104_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s104_board 0 0 1 0 -> fst (s104_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s104_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q3] in Hc |- *.
  rewrite tf_game_eq, (s104_c4_L), (s104_c4_R); cbn [map].
  rewrite (tf_norm_game (s104_c4_L1)).
  pose proof (use_s37 IH 0 1 (opt_norm_l _ _ _ _ _ (s104_c4_L) ltac:(cbn [In]; left; reflexivity) (s104_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s104_c4_R1)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s104_c4_R) ltac:(cbn [In]; left; reflexivity) (s104_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s104_c4_R2)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s104_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s104_c4_R2))) as Ho2.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c5_L : lmoves (s104_board 0 0 1 1) = [strip [(1, 1)] ([T; F; E; T; E; F]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c5_L1 : tf_norm (strip [(1, 1)] ([T; F; E; T; E; F]) []) (s79_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c5_R : rmoves (s104_board 0 0 1 1) = [strip [(0, 1)] ([E; T; F; T; E; E; F]) []; strip [(1, 1)] ([T; F; T; E; F; E]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; E; F]) []) (s32_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c5_R2 : tf_norm (strip [(1, 1)] ([T; F; T; E; F; E]) []) (s113_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c==1 && d==1 *)
Lemma s104_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s104_board 0 0 1 1 -> fst (s104_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s104_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q4] in Hc |- *.
  rewrite tf_game_eq, (s104_c5_L), (s104_c5_R); cbn [map].
  rewrite (tf_norm_game (s104_c5_L1)).
  pose proof (use_s79 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s104_c5_L) ltac:(cbn [In]; left; reflexivity) (s104_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s104_c5_R1)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s104_c5_R) ltac:(cbn [In]; left; reflexivity) (s104_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s104_c5_R2)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s104_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s104_c5_R2))) as Ho2.
  rewrite (s79_p12 Ho0 ltac:(zlia)).
  rewrite (s79_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c6_L (d : nat) : lmoves (s104_board 0 0 1 (2 + d)) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; E; F]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; E; F]) []) (s79_board 0 1 (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c6_R (d : nat) : rmoves (s104_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; E; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; F; E]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; E; F]) []) (s32_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c6_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; F; E]) []) (s113_board 0 1 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s104_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s104_board 0 0 1 (2 + d) -> fst (s104_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q4] in Hc |- *.
  rewrite tf_game_eq, (s104_c6_L d), (s104_c6_R d); cbn [map].
  rewrite (tf_norm_game (s104_c6_L1 d)).
  pose proof (use_s79 IH 0 1 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s104_c6_L d) ltac:(cbn [In]; left; reflexivity) (s104_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s104_c6_R1 d)).
  pose proof (use_s32 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s104_c6_R d) ltac:(cbn [In]; left; reflexivity) (s104_c6_R1 d))) as Ho1.
  rewrite (tf_norm_game (s104_c6_R2 d)).
  pose proof (use_s113 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s104_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s104_c6_R2 d))) as Ho2.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c7_L (c : nat) : lmoves (s104_board 0 0 (2 + c) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; E; F]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c7_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; E; F]) []) (s48_board 0 (1 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c7_R (c : nat) : rmoves (s104_board 0 0 (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; F; E]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c7_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E; F]) []) (s32_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c7_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; F; E]) []) (s113_board 0 (2 + c) 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c>=2 && d==0 *)
Lemma s104_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 0 0 (2 + c) 0 -> fst (s104_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q6] in Hc |- *.
  rewrite tf_game_eq, (s104_c7_L c), (s104_c7_R c); cbn [map].
  rewrite (tf_norm_game (s104_c7_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 0 1 (opt_norm_l _ _ _ _ _ (s104_c7_L c) ltac:(cbn [In]; left; reflexivity) (s104_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s104_c7_R1 c)).
  pose proof (use_s32 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s104_c7_R c) ltac:(cbn [In]; left; reflexivity) (s104_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s104_c7_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s104_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s104_c7_R2 c))) as Ho2.
  rewrite (s48_p19 Ho0 ltac:(zlia)).
  rewrite (s48_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p10 Ho2 ltac:(zlia)).
  rewrite (s113_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 0 0 (2 + c) 0 -> fst (s104_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q7] in Hc |- *.
  rewrite tf_game_eq, (s104_c7_L c), (s104_c7_R c); cbn [map].
  rewrite (tf_norm_game (s104_c7_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 0 1 (opt_norm_l _ _ _ _ _ (s104_c7_L c) ltac:(cbn [In]; left; reflexivity) (s104_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s104_c7_R1 c)).
  pose proof (use_s32 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s104_c7_R c) ltac:(cbn [In]; left; reflexivity) (s104_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s104_c7_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s104_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s104_c7_R2 c))) as Ho2.
  rewrite (s48_p36 Ho0 ltac:(zlia)).
  rewrite (s48_p36_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p7 Ho1 ltac:(zlia)).
  rewrite (s113_p11 Ho2 ltac:(zlia)).
  rewrite (s113_p11_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 0 0 (2 + c) 0 -> fst (s104_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q9] in Hc |- *.
  rewrite tf_game_eq, (s104_c7_L c), (s104_c7_R c); cbn [map].
  rewrite (tf_norm_game (s104_c7_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 0 1 (opt_norm_l _ _ _ _ _ (s104_c7_L c) ltac:(cbn [In]; left; reflexivity) (s104_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s104_c7_R1 c)).
  pose proof (use_s32 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s104_c7_R c) ltac:(cbn [In]; left; reflexivity) (s104_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s104_c7_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s104_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s104_c7_R2 c))) as Ho2.
  rewrite (s48_p46 Ho0 ltac:(zlia)).
  rewrite (s48_p46_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s113_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s113_p13 Ho2 ltac:(zlia)).
    rewrite (s113_p13_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s104_c8_L (c : nat) : lmoves (s104_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; F]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; F]) []) (s79_board 0 (2 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c8_R (c : nat) : rmoves (s104_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; F; E]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; E; F]) []) (s32_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; F; E]) []) (s113_board 0 (2 + c) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s104_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 0 0 (2 + c) 1 -> fst (s104_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s104_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q4] in Hc |- *.
  rewrite tf_game_eq, (s104_c8_L c), (s104_c8_R c); cbn [map].
  rewrite (tf_norm_game (s104_c8_L1 c)).
  pose proof (use_s79 IH 0 (2 + c) 0 1 (opt_norm_l _ _ _ _ _ (s104_c8_L c) ltac:(cbn [In]; left; reflexivity) (s104_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s104_c8_R1 c)).
  pose proof (use_s32 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s104_c8_R c) ltac:(cbn [In]; left; reflexivity) (s104_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s104_c8_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s104_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s104_c8_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s79_p8 Ho0 ltac:(zlia)).
    rewrite (s79_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s32_p5 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p13 Ho0 ltac:(zlia)).
    rewrite (s79_p13_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s32_p5 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p25 Ho0 ltac:(zlia)).
    rewrite (s79_p25_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s32_p5 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p26 Ho0 ltac:(zlia)).
    rewrite (s79_p26_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s32_p5 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s104_c9_L (c d : nat) : lmoves (s104_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; E; F]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; E; F]) []) (s79_board 0 (2 + c) (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c9_R (c d : nat) : rmoves (s104_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []].
Proof. unfold s104_board, strip. tf_options. Qed.
Lemma s104_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) []) (s32_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s104_c9_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []) (s113_board 0 (2 + c) (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s104_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s104_board 0 0 (2 + c) (2 + d) -> fst (s104_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q4] in Hc |- *.
  rewrite tf_game_eq, (s104_c9_L c d), (s104_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s104_c9_L1 c d)).
  pose proof (use_s79 IH 0 (2 + c) (1 + d) 1 (opt_norm_l _ _ _ _ _ (s104_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s104_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s104_c9_R1 c d)).
  pose proof (use_s32 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s104_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s104_c9_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s104_c9_R2 c d)).
  pose proof (use_s113 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s104_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s104_c9_R2 c d))) as Ho2.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c==0 && d==0: the board of s36 *)
Lemma s104_c10_p5 x (Hs36 : s36_claim x) :
  x = s104_board 0 1 0 0 -> fst (s104_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q5] in Hc |- *.
  pose proof (Hs36 0 1 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c==0 && d==1: the board of s36 *)
Lemma s104_c11_p11 x (Hs36 : s36_claim x) :
  x = s104_board 0 1 0 1 -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q11] in Hc |- *.
  pose proof (Hs36 0 1 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c==0 && d>=2: the board of s36 *)
Lemma s104_c12_p11 x (Hs36 : s36_claim x) (d : nat) :
  x = s104_board 0 1 0 (2 + d) -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s104_q11] in Hc |- *.
  pose proof (Hs36 0 1 (2 + d) ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s104_c13_L : lmoves (s104_board 0 1 1 0) = [s131_board 0 1 0 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c13_R : rmoves (s104_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; F; E; E; F]) []; s178_board 0 1 1 0 0].
Proof. unfold s104_board, s178_board, strip. tf_options. Qed.
Lemma s104_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E; F]) []) (s32_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c==1 && d==0 *)
Lemma s104_c13_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s104_board 0 1 1 0 -> fst (s104_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s104_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q13] in Hc |- *.
  rewrite tf_game_eq, (s104_c13_L), (s104_c13_R); cbn [map].
  pose proof (use_s131 IH 0 1 0 0 1 (opt_l _ _ _ (s104_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s104_c13_R1)).
  pose proof (use_s32 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s104_c13_R) ltac:(cbn [In]; left; reflexivity) (s104_c13_R1))) as Ho1.
  pose proof (use_s178 IH 0 1 1 0 0 (opt_r _ _ _ (s104_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s131_p66 Ho0 ltac:(zlia)).
  rewrite (s32_p4 Ho1 ltac:(zlia)).
  rewrite (s178_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c14_L : lmoves (s104_board 0 1 1 1) = [s148_board 0 1 1 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c14_R : rmoves (s104_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; F; T; E; E; F]) []; s178_board 0 1 1 1 0].
Proof. unfold s104_board, s178_board, strip. tf_options. Qed.
Lemma s104_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; E; F]) []) (s32_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c==1 && d==1 *)
Lemma s104_c14_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s104_board 0 1 1 1 -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q11] in Hc |- *.
  rewrite tf_game_eq, (s104_c14_L), (s104_c14_R); cbn [map].
  pose proof (use_s148 IH 0 1 1 0 1 (opt_l _ _ _ (s104_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s104_c14_R1)).
  pose proof (use_s32 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s104_c14_R) ltac:(cbn [In]; left; reflexivity) (s104_c14_R1))) as Ho1.
  pose proof (use_s178 IH 0 1 1 1 0 (opt_r _ _ _ (s104_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s148_p45 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s178_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c15_L (d : nat) : lmoves (s104_board 0 1 1 (2 + d)) = [s148_board 0 1 1 (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c15_R (d : nat) : rmoves (s104_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; E; F]) []; s178_board 0 1 1 (2 + d) 0].
Proof. unfold s104_board, s178_board, strip. tf_options. Qed.
Lemma s104_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; E; F]) []) (s32_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s104_c15_p11 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s104_board 0 1 1 (2 + d) -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q11] in Hc |- *.
  rewrite tf_game_eq, (s104_c15_L d), (s104_c15_R d); cbn [map].
  pose proof (use_s148 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s104_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s104_c15_R1 d)).
  pose proof (use_s32 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s104_c15_R d) ltac:(cbn [In]; left; reflexivity) (s104_c15_R1 d))) as Ho1.
  pose proof (use_s178 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s104_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s148_p46 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s178_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c16_L (c : nat) : lmoves (s104_board 0 1 (2 + c) 0) = [s131_board 0 1 (1 + c) 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c16_R (c : nat) : rmoves (s104_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E; F]) []; s178_board 0 1 (2 + c) 0 0].
Proof. unfold s104_board, s178_board, strip. tf_options. Qed.
Lemma s104_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E; F]) []) (s32_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s104_c16_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 0 1 (2 + c) 0 -> fst (s104_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q14] in Hc |- *.
  rewrite tf_game_eq, (s104_c16_L c), (s104_c16_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s104_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s104_c16_R1 c)).
  pose proof (use_s32 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s104_c16_R c) ltac:(cbn [In]; left; reflexivity) (s104_c16_R1 c))) as Ho1.
  pose proof (use_s178 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s104_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s131_p48 Ho0 ltac:(zlia)).
  rewrite (s32_p11 Ho1 ltac:(zlia)).
  rewrite (s178_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c16_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 0 1 (2 + c) 0 -> fst (s104_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q16] in Hc |- *.
  rewrite tf_game_eq, (s104_c16_L c), (s104_c16_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s104_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s104_c16_R1 c)).
  pose proof (use_s32 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s104_c16_R c) ltac:(cbn [In]; left; reflexivity) (s104_c16_R1 c))) as Ho1.
  pose proof (use_s178 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s104_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s131_p114 Ho0 ltac:(zlia)).
  rewrite (s32_p8 Ho1 ltac:(zlia)).
  rewrite (s178_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c16_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 0 1 (2 + c) 0 -> fst (s104_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q18] in Hc |- *.
  rewrite tf_game_eq, (s104_c16_L c), (s104_c16_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s104_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s104_c16_R1 c)).
  pose proof (use_s32 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s104_c16_R c) ltac:(cbn [In]; left; reflexivity) (s104_c16_R1 c))) as Ho1.
  pose proof (use_s178 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s104_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s131_p128 Ho0 ltac:(zlia)).
  rewrite (s32_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s178_p21 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s178_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s104_c17_L (c : nat) : lmoves (s104_board 0 1 (2 + c) 1) = [s148_board 0 1 (2 + c) 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c17_R (c : nat) : rmoves (s104_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; E; F]) []; s178_board 0 1 (2 + c) 1 0].
Proof. unfold s104_board, s178_board, strip. tf_options. Qed.
Lemma s104_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; E; F]) []) (s32_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s104_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 0 1 (2 + c) 1 -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q11] in Hc |- *.
  rewrite tf_game_eq, (s104_c17_L c), (s104_c17_R c); cbn [map].
  pose proof (use_s148 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s104_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s104_c17_R1 c)).
  pose proof (use_s32 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s104_c17_R c) ltac:(cbn [In]; left; reflexivity) (s104_c17_R1 c))) as Ho1.
  pose proof (use_s178 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s104_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s148_p23 Ho0 ltac:(zlia)).
    rewrite (s32_p5 Ho1 ltac:(zlia)).
    rewrite (s178_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s148_p52 Ho0 ltac:(zlia)).
    rewrite (s32_p5 Ho1 ltac:(zlia)).
    rewrite (s178_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s148_p54 Ho0 ltac:(zlia)).
    rewrite (s32_p5 Ho1 ltac:(zlia)).
    rewrite (s178_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s148_p56 Ho0 ltac:(zlia)).
    rewrite (s32_p5 Ho1 ltac:(zlia)).
    rewrite (s178_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s104_c18_L (c d : nat) : lmoves (s104_board 0 1 (2 + c) (2 + d)) = [s148_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c18_R (c d : nat) : rmoves (s104_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) []; s178_board 0 1 (2 + c) (2 + d) 0].
Proof. unfold s104_board, s178_board, strip. tf_options. Qed.
Lemma s104_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) []) (s32_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s104_c18_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s104_board 0 1 (2 + c) (2 + d) -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q11] in Hc |- *.
  rewrite tf_game_eq, (s104_c18_L c d), (s104_c18_R c d); cbn [map].
  pose proof (use_s148 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s104_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s104_c18_R1 c d)).
  pose proof (use_s32 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s104_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s104_c18_R1 c d))) as Ho1.
  pose proof (use_s178 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s104_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s148_p46 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s178_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c==0 && d==0: the board of s36 *)
Lemma s104_c19_p5 x (Hs36 : s36_claim x) (b : nat) :
  x = s104_board 0 (2 + b) 0 0 -> fst (s104_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q5] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c==0 && d==1: the board of s36 *)
Lemma s104_c20_p11 x (Hs36 : s36_claim x) (b : nat) :
  x = s104_board 0 (2 + b) 0 1 -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q11] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c==0 && d>=2: the board of s36 *)
Lemma s104_c21_p11 x (Hs36 : s36_claim x) (b d : nat) :
  x = s104_board 0 (2 + b) 0 (2 + d) -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s104_q11] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s104_c22_L (b : nat) : lmoves (s104_board 0 (2 + b) 1 0) = [s131_board 0 (2 + b) 0 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c22_R (b : nat) : rmoves (s104_board 0 (2 + b) 1 0) = [s178_board 0 (2 + b) 1 0 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s104_c22_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s104_board 0 (2 + b) 1 0 -> fst (s104_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s104_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q20] in Hc |- *.
  rewrite tf_game_eq, (s104_c22_L b), (s104_c22_R b); cbn [map].
  pose proof (use_s131 IH 0 (2 + b) 0 0 1 (opt_l _ _ _ (s104_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 0 (2 + b) 1 0 0 (opt_r _ _ _ (s104_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s131_p140 Ho0 ltac:(zlia)).
    rewrite (s178_p24 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p150 Ho0 ltac:(zlia)).
    rewrite (s178_p25 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p158 Ho0 ltac:(zlia)).
    rewrite (s178_p26 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s104_c23_L (b : nat) : lmoves (s104_board 0 (2 + b) 1 1) = [s148_board 0 (2 + b) 1 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c23_R (b : nat) : rmoves (s104_board 0 (2 + b) 1 1) = [s178_board 0 (2 + b) 1 1 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s104_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s104_board 0 (2 + b) 1 1 -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q11] in Hc |- *.
  rewrite tf_game_eq, (s104_c23_L b), (s104_c23_R b); cbn [map].
  pose proof (use_s148 IH 0 (2 + b) 1 0 1 (opt_l _ _ _ (s104_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s104_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s148_p36 Ho0 ltac:(zlia)).
  rewrite (s178_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s104_c24_L (b d : nat) : lmoves (s104_board 0 (2 + b) 1 (2 + d)) = [s148_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c24_R (b d : nat) : rmoves (s104_board 0 (2 + b) 1 (2 + d)) = [s178_board 0 (2 + b) 1 (2 + d) 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s104_c24_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s104_board 0 (2 + b) 1 (2 + d) -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q11] in Hc |- *.
  rewrite tf_game_eq, (s104_c24_L b d), (s104_c24_R b d); cbn [map].
  pose proof (use_s148 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s104_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s104_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s148_p48 Ho0 ltac:(zlia)).
  rewrite (s178_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s104_c25_L (b c : nat) : lmoves (s104_board 0 (2 + b) (2 + c) 0) = [s131_board 0 (2 + b) (1 + c) 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c25_R (b c : nat) : rmoves (s104_board 0 (2 + b) (2 + c) 0) = [s178_board 0 (2 + b) (2 + c) 0 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s104_c25_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s104_board 0 (2 + b) (2 + c) 0 -> fst (s104_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q14] in Hc |- *.
  rewrite tf_game_eq, (s104_c25_L b c), (s104_c25_R b c); cbn [map].
  pose proof (use_s131 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s131_p146 Ho0 ltac:(zlia)).
  rewrite (s178_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c25_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s104_board 0 (2 + b) (2 + c) 0 -> fst (s104_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q16] in Hc |- *.
  rewrite tf_game_eq, (s104_c25_L b c), (s104_c25_R b c); cbn [map].
  pose proof (use_s131 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s131_p114 Ho0 ltac:(zlia)).
  rewrite (s178_p19 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c25_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s104_board 0 (2 + b) (2 + c) 0 -> fst (s104_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q18] in Hc |- *.
  rewrite tf_game_eq, (s104_c25_L b c), (s104_c25_R b c); cbn [map].
  pose proof (use_s131 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s131_p128 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s178_p21 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s178_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s104_c26_L (b c : nat) : lmoves (s104_board 0 (2 + b) (2 + c) 1) = [s148_board 0 (2 + b) (2 + c) 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c26_R (b c : nat) : rmoves (s104_board 0 (2 + b) (2 + c) 1) = [s178_board 0 (2 + b) (2 + c) 1 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s104_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s104_board 0 (2 + b) (2 + c) 1 -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q11] in Hc |- *.
  rewrite tf_game_eq, (s104_c26_L b c), (s104_c26_R b c); cbn [map].
  pose proof (use_s148 IH 0 (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s104_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s104_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s148_p26 Ho0 ltac:(zlia)).
    rewrite (s178_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p52 Ho0 ltac:(zlia)).
    rewrite (s178_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p54 Ho0 ltac:(zlia)).
    rewrite (s178_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p56 Ho0 ltac:(zlia)).
    rewrite (s178_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s104_c27_L (b c d : nat) : lmoves (s104_board 0 (2 + b) (2 + c) (2 + d)) = [s148_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c27_R (b c d : nat) : rmoves (s104_board 0 (2 + b) (2 + c) (2 + d)) = [s178_board 0 (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s104_c27_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s104_board 0 (2 + b) (2 + c) (2 + d) -> fst (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q11] in Hc |- *.
  rewrite tf_game_eq, (s104_c27_L b c d), (s104_c27_R b c d); cbn [map].
  pose proof (use_s148 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s104_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s104_c27_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s148_p48 Ho0 ltac:(zlia)).
  rewrite (s178_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c==0 && d==0: the board of s36 *)
Lemma s104_c28_p22 x (Hs36 : s36_claim x) :
  x = s104_board 1 0 0 0 -> fst (s104_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q22] in Hc |- *.
  pose proof (Hs36 1 0 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c==0 && d==1: the board of s36 *)
Lemma s104_c29_p23 x (Hs36 : s36_claim x) :
  x = s104_board 1 0 0 1 -> fst (s104_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q23] in Hc |- *.
  pose proof (Hs36 1 0 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c==0 && d>=2: the board of s36 *)
Lemma s104_c30_p23 x (Hs36 : s36_claim x) (d : nat) :
  x = s104_board 1 0 0 (2 + d) -> fst (s104_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s104_q23] in Hc |- *.
  pose proof (Hs36 1 0 (2 + d) ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s104_c31_L : lmoves (s104_board 1 0 1 0) = [s104_board 0 1 1 0; s131_board 1 0 0 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c31_R : rmoves (s104_board 1 0 1 0) = [s103_board 1 1 0; s178_board 1 0 1 0 0].
Proof. unfold s103_board, s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c==1 && d==0 *)
Lemma s104_c31_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s104_board 1 0 1 0 -> fst (s104_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s104_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q24] in Hc |- *.
  rewrite tf_game_eq, (s104_c31_L), (s104_c31_R); cbn [map].
  pose proof (use_s104 IH 0 1 1 0 (opt_l _ _ _ (s104_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 0 0 0 1 (opt_l _ _ _ (s104_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 1 0 (opt_r _ _ _ (s104_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 0 1 0 0 (opt_r _ _ _ (s104_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p13 Ho0 ltac:(zlia)).
  rewrite (s131_p40 Ho1 ltac:(zlia)).
  rewrite (s103_p3 Ho2 ltac:(zlia)).
  rewrite (s178_p31 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s104_c32_L : lmoves (s104_board 1 0 1 1) = [s104_board 0 1 1 1; s148_board 1 0 1 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c32_R : rmoves (s104_board 1 0 1 1) = [s103_board 1 1 1; s178_board 1 0 1 1 0].
Proof. unfold s103_board, s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c==1 && d==1 *)
Lemma s104_c32_p26 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s104_board 1 0 1 1 -> fst (s104_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s104_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q26] in Hc |- *.
  rewrite tf_game_eq, (s104_c32_L), (s104_c32_R); cbn [map].
  pose proof (use_s104 IH 0 1 1 1 (opt_l _ _ _ (s104_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 0 1 0 1 (opt_l _ _ _ (s104_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 1 1 (opt_r _ _ _ (s104_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 0 1 1 0 (opt_r _ _ _ (s104_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p40 Ho1 ltac:(zlia)).
  rewrite (s103_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s104_c33_L (d : nat) : lmoves (s104_board 1 0 1 (2 + d)) = [s104_board 0 1 1 (2 + d); s148_board 1 0 1 (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c33_R (d : nat) : rmoves (s104_board 1 0 1 (2 + d)) = [s103_board 1 1 (2 + d); s178_board 1 0 1 (2 + d) 0].
Proof. unfold s103_board, s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s104_c33_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s104_board 1 0 1 (2 + d) -> fst (s104_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q26] in Hc |- *.
  rewrite tf_game_eq, (s104_c33_L d), (s104_c33_R d); cbn [map].
  pose proof (use_s104 IH 0 1 1 (2 + d) (opt_l _ _ _ (s104_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 0 1 (1 + d) 1 (opt_l _ _ _ (s104_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 1 (2 + d) (opt_r _ _ _ (s104_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 0 1 (2 + d) 0 (opt_r _ _ _ (s104_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p39 Ho1 ltac:(zlia)).
  rewrite (s103_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s104_c34_L (c : nat) : lmoves (s104_board 1 0 (2 + c) 0) = [s104_board 0 1 (2 + c) 0; s131_board 1 0 (1 + c) 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c34_R (c : nat) : rmoves (s104_board 1 0 (2 + c) 0) = [s103_board 1 (2 + c) 0; s178_board 1 0 (2 + c) 0 0].
Proof. unfold s103_board, s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c>=2 && d==0 *)
Lemma s104_c34_p28 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 1 0 (2 + c) 0 -> fst (s104_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q28] in Hc |- *.
  rewrite tf_game_eq, (s104_c34_L c), (s104_c34_R c); cbn [map].
  pose proof (use_s104 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s104_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 0 (1 + c) 0 1 (opt_l _ _ _ (s104_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 (2 + c) 0 (opt_r _ _ _ (s104_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 0 (2 + c) 0 0 (opt_r _ _ _ (s104_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p14 Ho0 ltac:(zlia)).
  rewrite (s131_p12 Ho1 ltac:(zlia)).
  rewrite (s103_p9 Ho2 ltac:(zlia)).
  rewrite (s178_p36 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s104_c34_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 1 0 (2 + c) 0 -> fst (s104_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q30] in Hc |- *.
  rewrite tf_game_eq, (s104_c34_L c), (s104_c34_R c); cbn [map].
  pose proof (use_s104 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s104_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 0 (1 + c) 0 1 (opt_l _ _ _ (s104_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 (2 + c) 0 (opt_r _ _ _ (s104_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 0 (2 + c) 0 0 (opt_r _ _ _ (s104_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s104_p16 Ho0 ltac:(zlia)).
    rewrite (s131_p46 Ho1 ltac:(zlia)).
    rewrite (s103_p6 Ho2 ltac:(zlia)).
    rewrite (s178_p37 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s104_p18 Ho0 ltac:(zlia)).
    rewrite (s131_p46 Ho1 ltac:(zlia)).
    rewrite (s103_p6 Ho2 ltac:(zlia)).
    rewrite (s178_p38 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s104_c35_L (c : nat) : lmoves (s104_board 1 0 (2 + c) 1) = [s104_board 0 1 (2 + c) 1; s148_board 1 0 (2 + c) 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c35_R (c : nat) : rmoves (s104_board 1 0 (2 + c) 1) = [s103_board 1 (2 + c) 1; s178_board 1 0 (2 + c) 1 0].
Proof. unfold s103_board, s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s104_c35_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 1 0 (2 + c) 1 -> fst (s104_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s104_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q26] in Hc |- *.
  rewrite tf_game_eq, (s104_c35_L c), (s104_c35_R c); cbn [map].
  pose proof (use_s104 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s104_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 0 (2 + c) 0 1 (opt_l _ _ _ (s104_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 (2 + c) 1 (opt_r _ _ _ (s104_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 0 (2 + c) 1 0 (opt_r _ _ _ (s104_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s148_p64 Ho1 ltac:(zlia)).
    rewrite (s103_p4 Ho2 ltac:(zlia)).
    rewrite (s178_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s148_p68 Ho1 ltac:(zlia)).
    rewrite (s103_p4 Ho2 ltac:(zlia)).
    rewrite (s178_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s148_p69 Ho1 ltac:(zlia)).
    rewrite (s103_p4 Ho2 ltac:(zlia)).
    rewrite (s178_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s104_c36_L (c d : nat) : lmoves (s104_board 1 0 (2 + c) (2 + d)) = [s104_board 0 1 (2 + c) (2 + d); s148_board 1 0 (2 + c) (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c36_R (c d : nat) : rmoves (s104_board 1 0 (2 + c) (2 + d)) = [s103_board 1 (2 + c) (2 + d); s178_board 1 0 (2 + c) (2 + d) 0].
Proof. unfold s103_board, s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s104_c36_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s104_board 1 0 (2 + c) (2 + d) -> fst (s104_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q26] in Hc |- *.
  rewrite tf_game_eq, (s104_c36_L c d), (s104_c36_R c d); cbn [map].
  pose proof (use_s104 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s104_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 0 (2 + c) (1 + d) 1 (opt_l _ _ _ (s104_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s104_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 0 (2 + c) (2 + d) 0 (opt_r _ _ _ (s104_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p39 Ho1 ltac:(zlia)).
  rewrite (s103_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c==0 && d==0: the board of s36 *)
Lemma s104_c37_p13 x (Hs36 : s36_claim x) :
  x = s104_board 1 1 0 0 -> fst (s104_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q13] in Hc |- *.
  pose proof (Hs36 1 1 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c==0 && d==1: the board of s36 *)
Lemma s104_c38_p31 x (Hs36 : s36_claim x) :
  x = s104_board 1 1 0 1 -> fst (s104_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q31] in Hc |- *.
  pose proof (Hs36 1 1 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c==0 && d>=2: the board of s36 *)
Lemma s104_c39_p31 x (Hs36 : s36_claim x) (d : nat) :
  x = s104_board 1 1 0 (2 + d) -> fst (s104_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s104_q31] in Hc |- *.
  pose proof (Hs36 1 1 (2 + d) ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s104_c40_L : lmoves (s104_board 1 1 1 0) = [s104_board 0 2 1 0; s131_board 1 1 0 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c40_R : rmoves (s104_board 1 1 1 0) = [s136_board 1 1 0; s178_board 1 1 1 0 0].
Proof. unfold s104_board, s136_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c==1 && d==0 *)
Lemma s104_c40_p32 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s104_board 1 1 1 0 -> fst (s104_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s104_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q32] in Hc |- *.
  rewrite tf_game_eq, (s104_c40_L), (s104_c40_R); cbn [map].
  pose proof (use_s104 IH 0 2 1 0 (opt_l _ _ _ (s104_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 1 0 0 1 (opt_l _ _ _ (s104_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 1 0 (opt_r _ _ _ (s104_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 1 1 0 0 (opt_r _ _ _ (s104_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p20 Ho0 ltac:(zlia)).
  rewrite (s131_p70 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s178_p42 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s104_c41_L : lmoves (s104_board 1 1 1 1) = [s104_board 0 2 1 1; s148_board 1 1 1 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c41_R : rmoves (s104_board 1 1 1 1) = [s136_board 1 1 1; s178_board 1 1 1 1 0].
Proof. unfold s104_board, s136_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c==1 && d==1 *)
Lemma s104_c41_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s104_board 1 1 1 1 -> fst (s104_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s104_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q34] in Hc |- *.
  rewrite tf_game_eq, (s104_c41_L), (s104_c41_R); cbn [map].
  pose proof (use_s104 IH 0 2 1 1 (opt_l _ _ _ (s104_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 1 1 0 1 (opt_l _ _ _ (s104_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 1 1 (opt_r _ _ _ (s104_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 1 1 1 0 (opt_r _ _ _ (s104_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p77 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s178_p44 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c42_L (d : nat) : lmoves (s104_board 1 1 1 (2 + d)) = [s104_board 0 2 1 (2 + d); s148_board 1 1 1 (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c42_R (d : nat) : rmoves (s104_board 1 1 1 (2 + d)) = [s136_board 1 1 (2 + d); s178_board 1 1 1 (2 + d) 0].
Proof. unfold s104_board, s136_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s104_c42_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s104_board 1 1 1 (2 + d) -> fst (s104_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q34] in Hc |- *.
  rewrite tf_game_eq, (s104_c42_L d), (s104_c42_R d); cbn [map].
  pose proof (use_s104 IH 0 2 1 (2 + d) (opt_l _ _ _ (s104_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s104_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 1 (2 + d) (opt_r _ _ _ (s104_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s104_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p80 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s178_p44 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s104_c43_L (c : nat) : lmoves (s104_board 1 1 (2 + c) 0) = [s104_board 0 2 (2 + c) 0; s131_board 1 1 (1 + c) 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c43_R (c : nat) : rmoves (s104_board 1 1 (2 + c) 0) = [s136_board 1 (2 + c) 0; s178_board 1 1 (2 + c) 0 0].
Proof. unfold s104_board, s136_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s104_c43_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 1 1 (2 + c) 0 -> fst (s104_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q35] in Hc |- *.
  rewrite tf_game_eq, (s104_c43_L c), (s104_c43_R c); cbn [map].
  pose proof (use_s104 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s104_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s104_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 (2 + c) 0 (opt_r _ _ _ (s104_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s104_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p14 Ho0 ltac:(zlia)).
  rewrite (s131_p208 Ho1 ltac:(zlia)).
  rewrite (s136_p5 Ho2 ltac:(zlia)).
  rewrite (s178_p46 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c43_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 1 1 (2 + c) 0 -> fst (s104_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q36] in Hc |- *.
  rewrite tf_game_eq, (s104_c43_L c), (s104_c43_R c); cbn [map].
  pose proof (use_s104 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s104_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s104_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 (2 + c) 0 (opt_r _ _ _ (s104_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s104_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p16 Ho0 ltac:(zlia)).
  rewrite (s131_p218 Ho1 ltac:(zlia)).
  rewrite (s136_p6 Ho2 ltac:(zlia)).
  rewrite (s178_p47 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c43_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 1 1 (2 + c) 0 -> fst (s104_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q38] in Hc |- *.
  rewrite tf_game_eq, (s104_c43_L c), (s104_c43_R c); cbn [map].
  pose proof (use_s104 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s104_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s104_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 (2 + c) 0 (opt_r _ _ _ (s104_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s104_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p18 Ho0 ltac:(zlia)).
  rewrite (s131_p224 Ho1 ltac:(zlia)).
  rewrite (s136_p6 Ho2 ltac:(zlia)).
  rewrite (s178_p48 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c44_L (c : nat) : lmoves (s104_board 1 1 (2 + c) 1) = [s104_board 0 2 (2 + c) 1; s148_board 1 1 (2 + c) 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c44_R (c : nat) : rmoves (s104_board 1 1 (2 + c) 1) = [s136_board 1 (2 + c) 1; s178_board 1 1 (2 + c) 1 0].
Proof. unfold s104_board, s136_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s104_c44_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s104_board 1 1 (2 + c) 1 -> fst (s104_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s104_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q34] in Hc |- *.
  rewrite tf_game_eq, (s104_c44_L c), (s104_c44_R c); cbn [map].
  pose proof (use_s104 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s104_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 1 (2 + c) 0 1 (opt_l _ _ _ (s104_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 (2 + c) 1 (opt_r _ _ _ (s104_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 1 (2 + c) 1 0 (opt_r _ _ _ (s104_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s148_p83 Ho1 ltac:(zlia)).
    rewrite (s136_p4 Ho2 ltac:(zlia)).
    rewrite (s178_p44 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s148_p86 Ho1 ltac:(zlia)).
    rewrite (s136_p4 Ho2 ltac:(zlia)).
    rewrite (s178_p44 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s148_p87 Ho1 ltac:(zlia)).
    rewrite (s136_p4 Ho2 ltac:(zlia)).
    rewrite (s178_p44 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s104_c45_L (c d : nat) : lmoves (s104_board 1 1 (2 + c) (2 + d)) = [s104_board 0 2 (2 + c) (2 + d); s148_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c45_R (c d : nat) : rmoves (s104_board 1 1 (2 + c) (2 + d)) = [s136_board 1 (2 + c) (2 + d); s178_board 1 1 (2 + c) (2 + d) 0].
Proof. unfold s104_board, s136_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s104_c45_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s104_board 1 1 (2 + c) (2 + d) -> fst (s104_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q34] in Hc |- *.
  rewrite tf_game_eq, (s104_c45_L c d), (s104_c45_R c d); cbn [map].
  pose proof (use_s104 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s104_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s104_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s104_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s178 IH 1 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s104_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p80 Ho1 ltac:(zlia)).
  rewrite (s136_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p44 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c==0 && d==0: the board of s36 *)
Lemma s104_c46_p39 x (Hs36 : s36_claim x) (b : nat) :
  x = s104_board 1 (2 + b) 0 0 -> fst (s104_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q39] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c==0 && d==1: the board of s36 *)
Lemma s104_c47_p12 x (Hs36 : s36_claim x) (b : nat) :
  x = s104_board 1 (2 + b) 0 1 -> fst (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q12] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c==0 && d>=2: the board of s36 *)
Lemma s104_c48_p12 x (Hs36 : s36_claim x) (b d : nat) :
  x = s104_board 1 (2 + b) 0 (2 + d) -> fst (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s104_q12] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s104_c49_L (b : nat) : lmoves (s104_board 1 (2 + b) 1 0) = [s104_board 0 (3 + b) 1 0; s131_board 1 (2 + b) 0 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c49_R (b : nat) : rmoves (s104_board 1 (2 + b) 1 0) = [s178_board 1 (2 + b) 1 0 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s104_c49_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s104_board 1 (2 + b) 1 0 -> fst (s104_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s104_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q40] in Hc |- *.
  rewrite tf_game_eq, (s104_c49_L b), (s104_c49_R b); cbn [map].
  pose proof (use_s104 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s104_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 (2 + b) 0 0 1 (opt_l _ _ _ (s104_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH 1 (2 + b) 1 0 0 (opt_r _ _ _ (s104_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p20 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p101 Ho1 ltac:(zlia)).
    rewrite (s178_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p233 Ho1 ltac:(zlia)).
    rewrite (s178_p53 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p241 Ho1 ltac:(zlia)).
    rewrite (s178_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s104_c50_L (b : nat) : lmoves (s104_board 1 (2 + b) 1 1) = [s104_board 0 (3 + b) 1 1; s148_board 1 (2 + b) 1 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c50_R (b : nat) : rmoves (s104_board 1 (2 + b) 1 1) = [s178_board 1 (2 + b) 1 1 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s104_c50_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s104_board 1 (2 + b) 1 1 -> fst (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q12] in Hc |- *.
  rewrite tf_game_eq, (s104_c50_L b), (s104_c50_R b); cbn [map].
  pose proof (use_s104 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s104_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 (2 + b) 1 0 1 (opt_l _ _ _ (s104_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH 1 (2 + b) 1 1 0 (opt_r _ _ _ (s104_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p36 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s104_c51_L (b d : nat) : lmoves (s104_board 1 (2 + b) 1 (2 + d)) = [s104_board 0 (3 + b) 1 (2 + d); s148_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c51_R (b d : nat) : rmoves (s104_board 1 (2 + b) 1 (2 + d)) = [s178_board 1 (2 + b) 1 (2 + d) 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s104_c51_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s104_board 1 (2 + b) 1 (2 + d) -> fst (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q12] in Hc |- *.
  rewrite tf_game_eq, (s104_c51_L b d), (s104_c51_R b d); cbn [map].
  pose proof (use_s104 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s104_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s104_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s104_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p48 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s104_c52_L (b c : nat) : lmoves (s104_board 1 (2 + b) (2 + c) 0) = [s104_board 0 (3 + b) (2 + c) 0; s131_board 1 (2 + b) (1 + c) 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c52_R (b c : nat) : rmoves (s104_board 1 (2 + b) (2 + c) 0) = [s178_board 1 (2 + b) (2 + c) 0 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s104_c52_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s104_board 1 (2 + b) (2 + c) 0 -> fst (s104_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q17] in Hc |- *.
  rewrite tf_game_eq, (s104_c52_L b c), (s104_c52_R b c); cbn [map].
  pose proof (use_s104 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s104_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p16 Ho0 ltac:(zlia)).
  rewrite (s131_p114 Ho1 ltac:(zlia)).
  rewrite (s178_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c52_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s104_board 1 (2 + b) (2 + c) 0 -> fst (s104_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q19] in Hc |- *.
  rewrite tf_game_eq, (s104_c52_L b c), (s104_c52_R b c); cbn [map].
  pose proof (use_s104 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s104_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p18 Ho0 ltac:(zlia)).
  rewrite (s131_p128 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s178_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s178_p52 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s104_c52_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s104_board 1 (2 + b) (2 + c) 0 -> fst (s104_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q33] in Hc |- *.
  rewrite tf_game_eq, (s104_c52_L b c), (s104_c52_R b c); cbn [map].
  pose proof (use_s104 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s104_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p14 Ho0 ltac:(zlia)).
  rewrite (s131_p146 Ho1 ltac:(zlia)).
  rewrite (s178_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c53_L (b c : nat) : lmoves (s104_board 1 (2 + b) (2 + c) 1) = [s104_board 0 (3 + b) (2 + c) 1; s148_board 1 (2 + b) (2 + c) 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c53_R (b c : nat) : rmoves (s104_board 1 (2 + b) (2 + c) 1) = [s178_board 1 (2 + b) (2 + c) 1 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s104_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s104_board 1 (2 + b) (2 + c) 1 -> fst (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q12] in Hc |- *.
  rewrite tf_game_eq, (s104_c53_L b c), (s104_c53_R b c); cbn [map].
  pose proof (use_s104 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s104_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s104_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s104_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s148_p26 Ho1 ltac:(zlia)).
    rewrite (s178_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p52 Ho1 ltac:(zlia)).
    rewrite (s178_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p54 Ho1 ltac:(zlia)).
    rewrite (s178_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p56 Ho1 ltac:(zlia)).
    rewrite (s178_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s104_c54_L (b c d : nat) : lmoves (s104_board 1 (2 + b) (2 + c) (2 + d)) = [s104_board 0 (3 + b) (2 + c) (2 + d); s148_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c54_R (b c d : nat) : rmoves (s104_board 1 (2 + b) (2 + c) (2 + d)) = [s178_board 1 (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s104_c54_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s104_board 1 (2 + b) (2 + c) (2 + d) -> fst (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q12] in Hc |- *.
  rewrite tf_game_eq, (s104_c54_L b c d), (s104_c54_R b c d); cbn [map].
  pose proof (use_s104 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s104_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s104_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s104_c54_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  rewrite (s148_p48 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b==0 && c==0 && d==0: the board of s36 *)
Lemma s104_c55_p27 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 0 -> fst (s104_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q27] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s104_c55_p47 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 0 -> fst (s104_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q47] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s104_c55_p57 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 0 -> fst (s104_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q57] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s104_c55_p65 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 0 -> fst (s104_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q65] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s104_c55_p70 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 0 -> fst (s104_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s104_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q70] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b==0 && c==0 && d==1: the board of s36 *)
Lemma s104_c56_p41 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 1 -> fst (s104_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q41] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s104_c56_p48 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 1 -> fst (s104_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q48] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s104_c56_p58 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 1 -> fst (s104_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q58] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s104_c56_p66 x (Hs36 : s36_claim x) (a : nat) :
  x = s104_board (2 + a) 0 0 1 -> fst (s104_q66 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q66 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q66] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

