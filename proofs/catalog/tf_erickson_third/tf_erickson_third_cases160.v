(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s159_c60_L (b e : nat) : lmoves (s159_board 0 (2 + b) 0 1 (2 + e)) = [s159_board 0 (1 + b) 1 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c60_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 (2 + b) 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c60_R (b e : nat) : rmoves (s159_board 0 (2 + b) 0 1 (2 + e)) = [s165_board 0 (2 + b) 0 1 (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s159_c60_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s159_board 0 (2 + b) 0 1 (2 + e) -> fst (s159_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q30] in Hc |- *.
  rewrite tf_game_eq, (s159_c60_L b e), (s159_c60_R b e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s159_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c60_L2 b e)).
  pose proof (use_s126 IH 0 (2 + b) 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c60_L2 b e))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s159_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p21 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p87 Ho1 ltac:(zlia)).
    rewrite (s165_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p88 Ho1 ltac:(zlia)).
    rewrite (s165_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p89 Ho1 ltac:(zlia)).
    rewrite (s165_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p90 Ho1 ltac:(zlia)).
    rewrite (s165_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c60_p46 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s159_board 0 (2 + b) 0 1 (2 + e) -> fst (s159_q46 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q46 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q46] in Hc |- *.
  rewrite tf_game_eq, (s159_c60_L b e), (s159_c60_R b e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s159_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c60_L2 b e)).
  pose proof (use_s126 IH 0 (2 + b) 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c60_L2 b e))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s159_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p37 Ho0 ltac:(zlia)).
  assert (Hp1s0 : (Z.of_nat (2 + e) >= 5)%Z \/ ~ ((Z.of_nat (2 + e) >= 5)%Z)) by zlia.
  destruct Hp1s0 as [Hp1s0|Hp1s0].
  {
    assert (Hp1 : (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) = 5)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) >= 6)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 1)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 2 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) >= 4 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 0)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 1)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]].
    {
      rewrite (s126_p133 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p134 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p170 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p171 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p172 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p191 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p197 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + b) >= 5 /\ Z.of_nat (2 + e) = 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]].
    {
      rewrite (s126_p129 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p131 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p132 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p168 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p169 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s126_p190 Ho1 ltac:(zlia)).
      rewrite (s165_p28 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s98 *)
Lemma s159_c61_p31 x (Hs98 : s98_claim x) (b d : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) 0 -> fst (s159_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q31] in Hc |- *.
  pose proof (Hs98 0 (2 + b) 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c61_p48 x (Hs98 : s98_claim x) (b d : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) 0 -> fst (s159_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q48] in Hc |- *.
  pose proof (Hs98 0 (2 + b) 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c61_p51 x (Hs98 : s98_claim x) (b d : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) 0 -> fst (s159_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q51] in Hc |- *.
  pose proof (Hs98 0 (2 + b) 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c62_L (b d : nat) : lmoves (s159_board 0 (2 + b) 0 (2 + d) 1) = [s159_board 0 (1 + b) 1 (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c62_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 0 (2 + b) 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c62_R (b d : nat) : rmoves (s159_board 0 (2 + b) 0 (2 + d) 1) = [s165_board 0 (2 + b) 0 (2 + d) 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s159_c62_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) 1 -> fst (s159_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q31] in Hc |- *.
  rewrite tf_game_eq, (s159_c62_L b d), (s159_c62_R b d); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s159_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c62_L2 b d)).
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c62_L2 b d))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s159_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p91 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p100 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p101 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c62_p48 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) 1 -> fst (s159_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q48] in Hc |- *.
  rewrite tf_game_eq, (s159_c62_L b d), (s159_c62_R b d); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s159_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c62_L2 b d)).
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c62_L2 b d))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s159_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p38 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p135 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p143 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p144 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c62_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) 1 -> fst (s159_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q51] in Hc |- *.
  rewrite tf_game_eq, (s159_c62_L b d), (s159_c62_R b d); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s159_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c62_L2 b d)).
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c62_L2 b d))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s159_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + b) >= 5 /\ Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p173 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p179 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p180 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p192 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c63_L (b d e : nat) : lmoves (s159_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s159_board 0 (1 + b) 1 (2 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c63_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 (2 + b) 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c63_R (b d e : nat) : rmoves (s159_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s165_board 0 (2 + b) 0 (2 + d) (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s159_c63_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s159_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q31] in Hc |- *.
  rewrite tf_game_eq, (s159_c63_L b d e), (s159_c63_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c63_L2 b d e)).
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c63_L2 b d e))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s159_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p92 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p94 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p97 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p98 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c63_p48 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s159_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q48] in Hc |- *.
  rewrite tf_game_eq, (s159_c63_L b d e), (s159_c63_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c63_L2 b d e)).
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c63_L2 b d e))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s159_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p38 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) = 5)%Z \/ (Z.of_nat (2 + e) >= 6)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s126_p97 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p120 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p136 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p140 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p141 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c63_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s159_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s159_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q51] in Hc |- *.
  rewrite tf_game_eq, (s159_c63_L b d e), (s159_c63_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c63_L2 b d e)).
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c63_L2 b d e))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s159_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + b) >= 5 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 1)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 0 /\ Z.of_nat (2 + b) >= 5)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 2)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 1 /\ Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]]].
  {
    rewrite (s126_p99 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p140 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p142 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p174 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p175 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p176 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p177 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p178 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p198 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s16 *)
Lemma s159_c64_p32 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 1 0 0 -> fst (s159_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q32] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c64_p49 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 1 0 0 -> fst (s159_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q49] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s159_c64_p52 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 1 0 0 -> fst (s159_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q52] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s89 *)
Lemma s159_c65_p34 x (Hs89 : s89_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 1 0 1 -> fst (s159_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q34] in Hc |- *.
  pose proof (Hs89 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s89 *)
Lemma s159_c66_p34 x (Hs89 : s89_claim x) (b e : nat) :
  x = s159_board 0 (2 + b) 1 0 (2 + e) -> fst (s159_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q34] in Hc |- *.
  pose proof (Hs89 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d==1 && e==0: the board of s98 *)
Lemma s159_c67_p36 x (Hs98 : s98_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 1 1 0 -> fst (s159_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q36] in Hc |- *.
  pose proof (Hs98 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c68_L (b : nat) : lmoves (s159_board 0 (2 + b) 1 1 1) = [s159_board 0 (1 + b) 2 1 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c68_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E; F]) [(1, 0)]) (s126_board 0 (2 + b) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c68_R (b : nat) : rmoves (s159_board 0 (2 + b) 1 1 1) = [s165_board 0 (2 + b) 1 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s159_c68_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s159_board 0 (2 + b) 1 1 1 -> fst (s159_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q37] in Hc |- *.
  rewrite tf_game_eq, (s159_c68_L b), (s159_c68_R b); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s159_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c68_L2 b)).
  pose proof (use_s126 IH 0 (2 + b) 1 1 0 (opt_norm_l _ _ _ _ _ (s159_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c68_L2 b))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s159_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s126_p107 Ho1 ltac:(zlia)).
  rewrite (s165_p36 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s159_c69_L (b e : nat) : lmoves (s159_board 0 (2 + b) 1 1 (2 + e)) = [s159_board 0 (1 + b) 2 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c69_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 (2 + b) 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c69_R (b e : nat) : rmoves (s159_board 0 (2 + b) 1 1 (2 + e)) = [s165_board 0 (2 + b) 1 1 (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s159_c69_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s159_board 0 (2 + b) 1 1 (2 + e) -> fst (s159_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q37] in Hc |- *.
  rewrite tf_game_eq, (s159_c69_L b e), (s159_c69_R b e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s159_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c69_L2 b e)).
  pose proof (use_s126 IH 0 (2 + b) 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c69_L2 b e))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s159_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + e) >= 5)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) = 4)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 2 /\ Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + e) = 4)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 0 /\ Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]]]]].
  {
    rewrite (s126_p108 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p109 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p110 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p111 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p150 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p151 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p152 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p153 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p183 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p184 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p194 Ho1 ltac:(zlia)).
    rewrite (s165_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e==0: the board of s98 *)
Lemma s159_c70_p38 x (Hs98 : s98_claim x) (b d : nat) :
  x = s159_board 0 (2 + b) 1 (2 + d) 0 -> fst (s159_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q38] in Hc |- *.
  pose proof (Hs98 0 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c70_p50 x (Hs98 : s98_claim x) (b d : nat) :
  x = s159_board 0 (2 + b) 1 (2 + d) 0 -> fst (s159_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q50] in Hc |- *.
  pose proof (Hs98 0 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c71_L (b d : nat) : lmoves (s159_board 0 (2 + b) 1 (2 + d) 1) = [s159_board 0 (1 + b) 2 (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c71_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 0 (2 + b) 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c71_R (b d : nat) : rmoves (s159_board 0 (2 + b) 1 (2 + d) 1) = [s165_board 0 (2 + b) 1 (2 + d) 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s159_c71_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s159_board 0 (2 + b) 1 (2 + d) 1 -> fst (s159_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q38] in Hc |- *.
  rewrite tf_game_eq, (s159_c71_L b d), (s159_c71_R b d); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s159_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c71_L2 b d)).
  pose proof (use_s126 IH 0 (2 + b) 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c71_L2 b d))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s159_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p112 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p116 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p117 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c71_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s159_board 0 (2 + b) 1 (2 + d) 1 -> fst (s159_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q50] in Hc |- *.
  rewrite tf_game_eq, (s159_c71_L b d), (s159_c71_R b d); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s159_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c71_L2 b d)).
  pose proof (use_s126 IH 0 (2 + b) 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c71_L2 b d))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s159_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p112 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p159 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p160 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c72_L (b d e : nat) : lmoves (s159_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s159_board 0 (1 + b) 2 (2 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c72_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 (2 + b) 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c72_R (b d e : nat) : rmoves (s159_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s165_board 0 (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s159_c72_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s159_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s159_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q38] in Hc |- *.
  rewrite tf_game_eq, (s159_c72_L b d e), (s159_c72_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s159_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c72_L2 b d e)).
  pose proof (use_s126 IH 0 (2 + b) 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c72_L2 b d e))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s159_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p36 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p113 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p114 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p115 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c72_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s159_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s159_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q50] in Hc |- *.
  rewrite tf_game_eq, (s159_c72_L b d e), (s159_c72_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s159_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c72_L2 b d e)).
  pose proof (use_s126 IH 0 (2 + b) 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c72_L2 b d e))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s159_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) = 4)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 2)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + e) = 4)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 0 /\ Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]].
  {
    rewrite (s126_p154 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p155 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p156 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p157 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p158 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p185 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p186 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p195 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s16 *)
Lemma s159_c73_p11 x (Hs16 : s16_claim x) (b c : nat) :
  x = s159_board 0 (2 + b) (2 + c) 0 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs16 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s89 *)
Lemma s159_c74_p11 x (Hs89 : s89_claim x) (b c : nat) :
  x = s159_board 0 (2 + b) (2 + c) 0 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs89 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s89 *)
Lemma s159_c75_p11 x (Hs89 : s89_claim x) (b c e : nat) :
  x = s159_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs89 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e==0: the board of s98 *)
Lemma s159_c76_p11 x (Hs98 : s98_claim x) (b c : nat) :
  x = s159_board 0 (2 + b) (2 + c) 1 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs98 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c77_L (b c : nat) : lmoves (s159_board 0 (2 + b) (2 + c) 1 1) = [s159_board 0 (1 + b) (3 + c) 1 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c77_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]) (s126_board 0 (2 + b) (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c77_R (b c : nat) : rmoves (s159_board 0 (2 + b) (2 + c) 1 1) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s159_c77_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s159_board 0 (2 + b) (2 + c) 1 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c77_L b c), (s159_c77_R b c); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s159_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c77_L2 b c)).
  pose proof (use_s126 IH 0 (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s159_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c77_L2 b c))) as Ho1.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p48 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p49 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p80 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s159_c78_L (b c e : nat) : lmoves (s159_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s159_board 0 (1 + b) (3 + c) 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c78_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 (2 + b) (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c78_R (b c e : nat) : rmoves (s159_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s159_c78_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s159_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c78_L b c e), (s159_c78_R b c e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s159_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c78_L2 b c e)).
  pose proof (use_s126 IH 0 (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c78_L2 b c e))) as Ho1.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p39 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p40 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p42 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e==0: the board of s98 *)
Lemma s159_c79_p11 x (Hs98 : s98_claim x) (b c d : nat) :
  x = s159_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs98 0 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c80_L (b c d : nat) : lmoves (s159_board 0 (2 + b) (2 + c) (2 + d) 1) = [s159_board 0 (1 + b) (3 + c) (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c80_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 0 (2 + b) (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c80_R (b c d : nat) : rmoves (s159_board 0 (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s159_c80_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s159_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c80_L b c d), (s159_c80_R b c d); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s159_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c80_L2 b c d)).
  pose proof (use_s126 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c80_L2 b c d))) as Ho1.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p45 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p46 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p47 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s159_c81_L (b c d e : nat) : lmoves (s159_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s159_board 0 (1 + b) (3 + c) (2 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c81_L2 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 (2 + b) (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c81_R (b c d e : nat) : rmoves (s159_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s159_c81_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s159_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c81_L b c d e), (s159_c81_R b c d e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s159_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c81_L2 b c d e)).
  pose proof (use_s126 IH 0 (2 + b) (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c81_L2 b c d e))) as Ho1.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p39 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p40 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p42 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d==0 && e==0: the board of s11 *)
Lemma s159_c82_p6 x (Hs11 : s11_claim x) :
  x = s159_board 1 0 0 0 0 -> fst (s159_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q6] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d==0 && e==1: the board of s58 *)
Lemma s159_c83_p54 x (Hs58 : s58_claim x) :
  x = s159_board 1 0 0 0 1 -> fst (s159_q54 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q54 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q54] in Hc |- *.
  pose proof (Hs58 1 0 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s58 *)
Lemma s159_c84_p54 x (Hs58 : s58_claim x) (e : nat) :
  x = s159_board 1 0 0 0 (2 + e) -> fst (s159_q54 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q54 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q54] in Hc |- *.
  pose proof (Hs58 1 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d==1 && e==0: the board of s97 *)
Lemma s159_c85_p8 x (Hs97 : s97_claim x) :
  x = s159_board 1 0 0 1 0 -> fst (s159_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q8] in Hc |- *.
  pose proof (Hs97 1 0 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d==1 && e==1: the board of s129 *)
Lemma s159_c86_p8 x (Hs129 : s129_claim x) :
  x = s159_board 1 0 0 1 1 -> fst (s159_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q8] in Hc |- *.
  pose proof (Hs129 1 0 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s129 *)
Lemma s159_c87_p8 x (Hs129 : s129_claim x) (e : nat) :
  x = s159_board 1 0 0 1 (2 + e) -> fst (s159_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q8] in Hc |- *.
  pose proof (Hs129 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s97 *)
Lemma s159_c88_p9 x (Hs97 : s97_claim x) (d : nat) :
  x = s159_board 1 0 0 (2 + d) 0 -> fst (s159_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q9] in Hc |- *.
  pose proof (Hs97 1 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s129 *)
Lemma s159_c89_p9 x (Hs129 : s129_claim x) (d : nat) :
  x = s159_board 1 0 0 (2 + d) 1 -> fst (s159_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q9] in Hc |- *.
  pose proof (Hs129 1 0 (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c90_p9 x (Hs129 : s129_claim x) (d e : nat) :
  x = s159_board 1 0 0 (2 + d) (2 + e) -> fst (s159_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q9] in Hc |- *.
  pose proof (Hs129 1 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d==0 && e==0: the board of s11 *)
Lemma s159_c91_p55 x (Hs11 : s11_claim x) :
  x = s159_board 1 0 1 0 0 -> fst (s159_q55 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q55 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q55] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d==0 && e==1: the board of s58 *)
Lemma s159_c92_p56 x (Hs58 : s58_claim x) :
  x = s159_board 1 0 1 0 1 -> fst (s159_q56 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q56 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q56] in Hc |- *.
  pose proof (Hs58 1 1 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s58 *)
Lemma s159_c93_p56 x (Hs58 : s58_claim x) (e : nat) :
  x = s159_board 1 0 1 0 (2 + e) -> fst (s159_q56 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q56 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q56] in Hc |- *.
  pose proof (Hs58 1 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d==1 && e==0: the board of s97 *)
Lemma s159_c94_p24 x (Hs97 : s97_claim x) :
  x = s159_board 1 0 1 1 0 -> fst (s159_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q24] in Hc |- *.
  pose proof (Hs97 1 1 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d==1 && e==1: the board of s129 *)
Lemma s159_c95_p24 x (Hs129 : s129_claim x) :
  x = s159_board 1 0 1 1 1 -> fst (s159_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q24] in Hc |- *.
  pose proof (Hs129 1 1 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s129 *)
Lemma s159_c96_p24 x (Hs129 : s129_claim x) (e : nat) :
  x = s159_board 1 0 1 1 (2 + e) -> fst (s159_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q24] in Hc |- *.
  pose proof (Hs129 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s97 *)
Lemma s159_c97_p57 x (Hs97 : s97_claim x) (d : nat) :
  x = s159_board 1 0 1 (2 + d) 0 -> fst (s159_q57 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q57 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q57] in Hc |- *.
  pose proof (Hs97 1 1 (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s129 *)
Lemma s159_c98_p57 x (Hs129 : s129_claim x) (d : nat) :
  x = s159_board 1 0 1 (2 + d) 1 -> fst (s159_q57 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q57 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q57] in Hc |- *.
  pose proof (Hs129 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c99_p57 x (Hs129 : s129_claim x) (d e : nat) :
  x = s159_board 1 0 1 (2 + d) (2 + e) -> fst (s159_q57 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q57 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q57] in Hc |- *.
  pose proof (Hs129 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s11 *)
Lemma s159_c100_p11 x (Hs11 : s11_claim x) (c : nat) :
  x = s159_board 1 0 (2 + c) 0 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs11 1 (2 + c) ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s58 *)
Lemma s159_c101_p11 x (Hs58 : s58_claim x) (c : nat) :
  x = s159_board 1 0 (2 + c) 0 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs58 1 (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s58 *)
Lemma s159_c102_p11 x (Hs58 : s58_claim x) (c e : nat) :
  x = s159_board 1 0 (2 + c) 0 (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs58 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s97 *)
Lemma s159_c103_p11 x (Hs97 : s97_claim x) (c : nat) :
  x = s159_board 1 0 (2 + c) 1 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs97 1 (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s129 *)
Lemma s159_c104_p11 x (Hs129 : s129_claim x) (c : nat) :
  x = s159_board 1 0 (2 + c) 1 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s129 *)
Lemma s159_c105_p11 x (Hs129 : s129_claim x) (c e : nat) :
  x = s159_board 1 0 (2 + c) 1 (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s97 *)
Lemma s159_c106_p11 x (Hs97 : s97_claim x) (c d : nat) :
  x = s159_board 1 0 (2 + c) (2 + d) 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs97 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s129 *)
Lemma s159_c107_p11 x (Hs129 : s129_claim x) (c d : nat) :
  x = s159_board 1 0 (2 + c) (2 + d) 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c108_p11 x (Hs129 : s129_claim x) (c d e : nat) :
  x = s159_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d==0 && e==0: the board of s16 *)
Lemma s159_c109_p8 x (Hs16 : s16_claim x) :
  x = s159_board 1 1 0 0 0 -> fst (s159_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q8] in Hc |- *.
  pose proof (Hs16 1 1 0 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d==0 && e==1: the board of s89 *)
Lemma s159_c110_p8 x (Hs89 : s89_claim x) :
  x = s159_board 1 1 0 0 1 -> fst (s159_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q8] in Hc |- *.
  pose proof (Hs89 1 1 0 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s89 *)
Lemma s159_c111_p8 x (Hs89 : s89_claim x) (e : nat) :
  x = s159_board 1 1 0 0 (2 + e) -> fst (s159_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q8] in Hc |- *.
  pose proof (Hs89 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d==1 && e==0: the board of s98 *)
Lemma s159_c112_p58 x (Hs98 : s98_claim x) :
  x = s159_board 1 1 0 1 0 -> fst (s159_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q58] in Hc |- *.
  pose proof (Hs98 1 1 0 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c113_L : lmoves (s159_board 1 1 0 1 1) = [s159_board 0 2 0 1 1; s129_board 1 1 1 1; strip [] ([T; E; T; E; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c113_L3 : tf_norm (strip [] ([T; E; T; E; F; T; F; E; F]) [(1, 0)]) (s126_board 1 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c113_R : rmoves (s159_board 1 1 0 1 1) = [s165_board 1 1 0 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d==1 && e==1 *)
Lemma s159_c113_p59 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s159_board 1 1 0 1 1 -> fst (s159_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q59] in Hc |- *.
  rewrite tf_game_eq, (s159_c113_L), (s159_c113_R); cbn [map].
  pose proof (use_s159 IH 0 2 0 1 1 (opt_l _ _ _ (s159_c113_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 1 1 1 (opt_l _ _ _ (s159_c113_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c113_L3)).
  pose proof (use_s126 IH 1 1 0 1 0 (opt_norm_l _ _ _ _ _ (s159_c113_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c113_L3))) as Ho2.
  pose proof (use_s165 IH 1 1 0 1 1 (opt_r _ _ _ (s159_c113_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p30 Ho0 ltac:(zlia)).
  rewrite (s129_p14 Ho1 ltac:(zlia)).
  rewrite (s126_p222 Ho2 ltac:(zlia)).
  rewrite (s165_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s159_c114_L (e : nat) : lmoves (s159_board 1 1 0 1 (2 + e)) = [s159_board 0 2 0 1 (2 + e); s129_board 1 1 1 (2 + e); strip [] (T :: E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c114_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 1 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c114_R (e : nat) : rmoves (s159_board 1 1 0 1 (2 + e)) = [s165_board 1 1 0 1 (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s159_c114_p59 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s159_board 1 1 0 1 (2 + e) -> fst (s159_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q59] in Hc |- *.
  rewrite tf_game_eq, (s159_c114_L e), (s159_c114_R e); cbn [map].
  pose proof (use_s159 IH 0 2 0 1 (2 + e) (opt_l _ _ _ (s159_c114_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 1 1 (2 + e) (opt_l _ _ _ (s159_c114_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c114_L3 e)).
  pose proof (use_s126 IH 1 1 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c114_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c114_L3 e))) as Ho2.
  pose proof (use_s165 IH 1 1 0 1 (2 + e) (opt_r _ _ _ (s159_c114_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p30 Ho0 ltac:(zlia)).
  rewrite (s129_p14 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p95 Ho2 ltac:(zlia)).
    rewrite (s165_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p224 Ho2 ltac:(zlia)).
    rewrite (s165_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p225 Ho2 ltac:(zlia)).
    rewrite (s165_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s98 *)
Lemma s159_c115_p42 x (Hs98 : s98_claim x) (d : nat) :
  x = s159_board 1 1 0 (2 + d) 0 -> fst (s159_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q42] in Hc |- *.
  pose proof (Hs98 1 1 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c116_L (d : nat) : lmoves (s159_board 1 1 0 (2 + d) 1) = [s159_board 0 2 0 (2 + d) 1; s129_board 1 1 (2 + d) 1; strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c116_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 1 1 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c116_R (d : nat) : rmoves (s159_board 1 1 0 (2 + d) 1) = [s165_board 1 1 0 (2 + d) 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s159_c116_p42 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s159_board 1 1 0 (2 + d) 1 -> fst (s159_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q42] in Hc |- *.
  rewrite tf_game_eq, (s159_c116_L d), (s159_c116_R d); cbn [map].
  pose proof (use_s159 IH 0 2 0 (2 + d) 1 (opt_l _ _ _ (s159_c116_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 1 (2 + d) 1 (opt_l _ _ _ (s159_c116_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c116_L3 d)).
  pose proof (use_s126 IH 1 1 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c116_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c116_L3 d))) as Ho2.
  pose proof (use_s165 IH 1 1 0 (2 + d) 1 (opt_r _ _ _ (s159_c116_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p31 Ho0 ltac:(zlia)).
  rewrite (s129_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p57 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p228 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p229 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c117_L (d e : nat) : lmoves (s159_board 1 1 0 (2 + d) (2 + e)) = [s159_board 0 2 0 (2 + d) (2 + e); s129_board 1 1 (2 + d) (2 + e); strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c117_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 1 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c117_R (d e : nat) : rmoves (s159_board 1 1 0 (2 + d) (2 + e)) = [s165_board 1 1 0 (2 + d) (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s159_c117_p42 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s159_board 1 1 0 (2 + d) (2 + e) -> fst (s159_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q42] in Hc |- *.
  rewrite tf_game_eq, (s159_c117_L d e), (s159_c117_R d e); cbn [map].
  pose proof (use_s159 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s159_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c117_L3 d e)).
  pose proof (use_s126 IH 1 1 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c117_L3 d e))) as Ho2.
  pose proof (use_s165 IH 1 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s159_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p31 Ho0 ltac:(zlia)).
  rewrite (s129_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s126_p92 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p121 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p226 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p227 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d==0 && e==0: the board of s16 *)
Lemma s159_c118_p60 x (Hs16 : s16_claim x) :
  x = s159_board 1 1 1 0 0 -> fst (s159_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q60] in Hc |- *.
  pose proof (Hs16 1 1 1 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d==0 && e==1: the board of s89 *)
Lemma s159_c119_p61 x (Hs89 : s89_claim x) :
  x = s159_board 1 1 1 0 1 -> fst (s159_q61 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q61 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q61] in Hc |- *.
  pose proof (Hs89 1 1 1 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s89 *)
Lemma s159_c120_p61 x (Hs89 : s89_claim x) (e : nat) :
  x = s159_board 1 1 1 0 (2 + e) -> fst (s159_q61 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q61 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q61] in Hc |- *.
  pose proof (Hs89 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d==1 && e==0: the board of s98 *)
Lemma s159_c121_p33 x (Hs98 : s98_claim x) :
  x = s159_board 1 1 1 1 0 -> fst (s159_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q33] in Hc |- *.
  pose proof (Hs98 1 1 1 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c122_L : lmoves (s159_board 1 1 1 1 1) = [s159_board 0 2 1 1 1; s129_board 1 2 1 1; strip [] ([T; E; T; E; T; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c122_L3 : tf_norm (strip [] ([T; E; T; E; T; F; T; F; E; F]) [(1, 0)]) (s126_board 1 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c122_R : rmoves (s159_board 1 1 1 1 1) = [s165_board 1 1 1 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s159_c122_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s159_board 1 1 1 1 1 -> fst (s159_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q35] in Hc |- *.
  rewrite tf_game_eq, (s159_c122_L), (s159_c122_R); cbn [map].
  pose proof (use_s159 IH 0 2 1 1 1 (opt_l _ _ _ (s159_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 2 1 1 (opt_l _ _ _ (s159_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c122_L3)).
  pose proof (use_s126 IH 1 1 1 1 0 (opt_norm_l _ _ _ _ _ (s159_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c122_L3))) as Ho2.
  pose proof (use_s165 IH 1 1 1 1 1 (opt_r _ _ _ (s159_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p37 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  rewrite (s126_p235 Ho2 ltac:(zlia)).
  rewrite (s165_p31 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s159_c123_L (e : nat) : lmoves (s159_board 1 1 1 1 (2 + e)) = [s159_board 0 2 1 1 (2 + e); s129_board 1 2 1 (2 + e); strip [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c123_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 1 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c123_R (e : nat) : rmoves (s159_board 1 1 1 1 (2 + e)) = [s165_board 1 1 1 1 (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s159_c123_p35 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s159_board 1 1 1 1 (2 + e) -> fst (s159_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q35] in Hc |- *.
  rewrite tf_game_eq, (s159_c123_L e), (s159_c123_R e); cbn [map].
  pose proof (use_s159 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s159_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 2 1 (2 + e) (opt_l _ _ _ (s159_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c123_L3 e)).
  pose proof (use_s126 IH 1 1 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c123_L3 e))) as Ho2.
  pose proof (use_s165 IH 1 1 1 1 (2 + e) (opt_r _ _ _ (s159_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p37 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s126_p236 Ho2 ltac:(zlia)).
    rewrite (s165_p31 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p237 Ho2 ltac:(zlia)).
    rewrite (s165_p31 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p238 Ho2 ltac:(zlia)).
    rewrite (s165_p31 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p239 Ho2 ltac:(zlia)).
    rewrite (s165_p31 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d>=2 && e==0: the board of s98 *)
Lemma s159_c124_p62 x (Hs98 : s98_claim x) (d : nat) :
  x = s159_board 1 1 1 (2 + d) 0 -> fst (s159_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q62] in Hc |- *.
  pose proof (Hs98 1 1 1 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c125_L (d : nat) : lmoves (s159_board 1 1 1 (2 + d) 1) = [s159_board 0 2 1 (2 + d) 1; s129_board 1 2 (2 + d) 1; strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c125_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 1 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c125_R (d : nat) : rmoves (s159_board 1 1 1 (2 + d) 1) = [s165_board 1 1 1 (2 + d) 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s159_c125_p62 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s159_board 1 1 1 (2 + d) 1 -> fst (s159_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q62] in Hc |- *.
  rewrite tf_game_eq, (s159_c125_L d), (s159_c125_R d); cbn [map].
  pose proof (use_s159 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s159_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s159_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c125_L3 d)).
  pose proof (use_s126 IH 1 1 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c125_L3 d))) as Ho2.
  pose proof (use_s165 IH 1 1 1 (2 + d) 1 (opt_r _ _ _ (s159_c125_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p38 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p112 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p243 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p244 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c126_L (d e : nat) : lmoves (s159_board 1 1 1 (2 + d) (2 + e)) = [s159_board 0 2 1 (2 + d) (2 + e); s129_board 1 2 (2 + d) (2 + e); strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c126_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 1 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c126_R (d e : nat) : rmoves (s159_board 1 1 1 (2 + d) (2 + e)) = [s165_board 1 1 1 (2 + d) (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s159_c126_p62 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s159_board 1 1 1 (2 + d) (2 + e) -> fst (s159_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q62] in Hc |- *.
  rewrite tf_game_eq, (s159_c126_L d e), (s159_c126_R d e); cbn [map].
  pose proof (use_s159 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s159_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c126_L3 d e)).
  pose proof (use_s126 IH 1 1 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c126_L3 d e))) as Ho2.
  pose proof (use_s165 IH 1 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s159_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p38 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s126_p36 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p240 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p241 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p242 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s16 *)
Lemma s159_c127_p11 x (Hs16 : s16_claim x) (c : nat) :
  x = s159_board 1 1 (2 + c) 0 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs16 1 1 (2 + c) ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s89 *)
Lemma s159_c128_p11 x (Hs89 : s89_claim x) (c : nat) :
  x = s159_board 1 1 (2 + c) 0 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs89 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s89 *)
Lemma s159_c129_p11 x (Hs89 : s89_claim x) (c e : nat) :
  x = s159_board 1 1 (2 + c) 0 (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs89 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d==1 && e==0: the board of s98 *)
Lemma s159_c130_p11 x (Hs98 : s98_claim x) (c : nat) :
  x = s159_board 1 1 (2 + c) 1 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs98 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c131_L (c : nat) : lmoves (s159_board 1 1 (2 + c) 1 1) = [s159_board 0 2 (2 + c) 1 1; s129_board 1 (3 + c) 1 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c131_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]) (s126_board 1 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c131_R (c : nat) : rmoves (s159_board 1 1 (2 + c) 1 1) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s159_c131_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s159_board 1 1 (2 + c) 1 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c131_L c), (s159_c131_R c); cbn [map].
  pose proof (use_s159 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s159_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s159_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c131_L3 c)).
  pose proof (use_s126 IH 1 1 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s159_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c131_L3 c))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p48 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p49 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p80 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s159_c132_L (c e : nat) : lmoves (s159_board 1 1 (2 + c) 1 (2 + e)) = [s159_board 0 2 (2 + c) 1 (2 + e); s129_board 1 (3 + c) 1 (2 + e); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c132_L3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 1 (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c132_R (c e : nat) : rmoves (s159_board 1 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s159_c132_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s159_board 1 1 (2 + c) 1 (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c132_L c e), (s159_c132_R c e); cbn [map].
  pose proof (use_s159 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s159_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s159_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c132_L3 c e)).
  pose proof (use_s126 IH 1 1 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c132_L3 c e))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s126_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p40 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

