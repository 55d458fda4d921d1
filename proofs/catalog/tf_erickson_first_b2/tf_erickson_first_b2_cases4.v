(* A part of the proof in tf_erickson_first_b2.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_b2_base tf_erickson_first_b2_values1.


Lemma s17_c34_L (c : nat) : lmoves (s17_board 1 0 (2 + c) 0) = [s17_board 0 1 (2 + c) 0; s17_board 1 0 (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c34_R (c : nat) : rmoves (s17_board 1 0 (2 + c) 0) = [s15_board 1 (2 + c) 0; s13_board 1 0 (2 + c)].
Proof. unfold s13_board, s15_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c>=2 && d==0 *)
Lemma s17_c34_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 1 0 (2 + c) 0 -> fst (s17_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q38] in Hc |- *.
  rewrite tf_game_eq, (s17_c34_L c), (s17_c34_R c); cbn [map].
  pose proof (use_s17 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s17_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s17_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 (2 + c) 0 (opt_r _ _ _ (s17_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 0 (2 + c) (opt_r _ _ _ (s17_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p21 Ho0 ltac:(zlia)).
  rewrite (s17_p36 Ho1 ltac:(zlia)).
  rewrite (s15_p9 Ho2 ltac:(zlia)).
  rewrite (s13_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c34_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 1 0 (2 + c) 0 -> fst (s17_q40 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q40 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q40] in Hc |- *.
  rewrite tf_game_eq, (s17_c34_L c), (s17_c34_R c); cbn [map].
  pose proof (use_s17 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s17_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s17_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 (2 + c) 0 (opt_r _ _ _ (s17_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 0 (2 + c) (opt_r _ _ _ (s17_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p25 Ho0 ltac:(zlia)).
    rewrite (s17_p39 Ho1 ltac:(zlia)).
    rewrite (s15_p15 Ho2 ltac:(zlia)).
    rewrite (s13_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p29 Ho0 ltac:(zlia)).
    rewrite (s17_p39 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + c)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + c)) mod 2 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s15_p14 Ho2 ltac:(zlia)).
      rewrite (s13_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s15_p15 Ho2 ltac:(zlia)).
      rewrite (s13_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s17_c35_L (c : nat) : lmoves (s17_board 1 0 (2 + c) 1) = [s17_board 0 1 (2 + c) 1; s17_board 1 0 (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c35_R (c : nat) : rmoves (s17_board 1 0 (2 + c) 1) = [s15_board 1 (2 + c) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s15_board, s17_board, strip. tf_options. Qed.
Lemma s17_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 1 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s17_c35_p39 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 1 0 (2 + c) 1 -> fst (s17_q39 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q39 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q39] in Hc |- *.
  rewrite tf_game_eq, (s17_c35_L c), (s17_c35_R c); cbn [map].
  pose proof (use_s17 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s17_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s17_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 (2 + c) 1 (opt_r _ _ _ (s17_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c35_R2 c)).
  pose proof (use_s13 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c35_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p23 Ho0 ltac:(zlia)).
    rewrite (s17_p17 Ho1 ltac:(zlia)).
    rewrite (s15_p11 Ho2 ltac:(zlia)).
    rewrite (s13_p6 Ho3 ltac:(zlia)).
    rewrite (s13_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p27 Ho0 ltac:(zlia)).
    rewrite (s17_p17 Ho1 ltac:(zlia)).
    rewrite (s15_p11 Ho2 ltac:(zlia)).
    rewrite (s13_p6 Ho3 ltac:(zlia)).
    rewrite (s13_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s17_c36_L (c d : nat) : lmoves (s17_board 1 0 (2 + c) (2 + d)) = [s17_board 0 1 (2 + c) (2 + d); s17_board 1 0 (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c36_R (c d : nat) : rmoves (s17_board 1 0 (2 + c) (2 + d)) = [s15_board 1 (2 + c) (2 + d)].
Proof. unfold s15_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s17_c36_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s17_board 1 0 (2 + c) (2 + d) -> fst (s17_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q17] in Hc |- *.
  rewrite tf_game_eq, (s17_c36_L c d), (s17_c36_R c d); cbn [map].
  pose proof (use_s17 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s17_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s17_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s17_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c37_L : lmoves (s17_board 1 1 0 0) = [s17_board 0 2 0 0; s11_board 1 0 1].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c37_R : rmoves (s17_board 1 1 0 0) = [s16_board 1 0; s3_board 1 1].
Proof. unfold s16_board, s17_board, s3_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c==0 && d==0 *)
Lemma s17_c37_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 1 0 0 -> fst (s17_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q35] in Hc |- *.
  rewrite tf_game_eq, (s17_c37_L), (s17_c37_R); cbn [map].
  pose proof (use_s17 IH 0 2 0 0 (opt_l _ _ _ (s17_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 0 1 (opt_l _ _ _ (s17_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 0 (opt_r _ _ _ (s17_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s3 IH 1 1 (opt_r _ _ _ (s17_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p30 Ho0 ltac:(zlia)).
  rewrite (s11_p5 Ho1 ltac:(zlia)).
  rewrite (s16_p1 Ho2 ltac:(zlia)).
  rewrite (s3_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c38_L : lmoves (s17_board 1 1 0 1) = [s17_board 0 2 0 1; s11_board 1 0 2].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c38_R : rmoves (s17_board 1 1 0 1) = [s16_board 1 1; strip [] ([T; E; T; F; F]) [(1, 1)]].
Proof. unfold s16_board, s17_board, strip. tf_options. Qed.
Lemma s17_c38_R2 : tf_norm (strip [] ([T; E; T; F; F]) [(1, 1)]) (s3_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c==0 && d==1 *)
Lemma s17_c38_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 1 0 1 -> fst (s17_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q16] in Hc |- *.
  rewrite tf_game_eq, (s17_c38_L), (s17_c38_R); cbn [map].
  pose proof (use_s17 IH 0 2 0 1 (opt_l _ _ _ (s17_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 0 2 (opt_l _ _ _ (s17_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 (opt_r _ _ _ (s17_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c38_R2)).
  pose proof (use_s3 IH 1 1 (opt_norm_r _ _ _ _ _ (s17_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c38_R2))) as Ho3.
  rewrite (s17_p15 Ho0 ltac:(zlia)).
  rewrite (s11_p5 Ho1 ltac:(zlia)).
  rewrite (s16_p1 Ho2 ltac:(zlia)).
  rewrite (s3_p5 Ho3 ltac:(zlia)).
  rewrite (s3_p5_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s17_c39_L (d : nat) : lmoves (s17_board 1 1 0 (2 + d)) = [s17_board 0 2 0 (2 + d); s11_board 1 0 (3 + d)].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c39_R (d : nat) : rmoves (s17_board 1 1 0 (2 + d)) = [s16_board 1 (2 + d)].
Proof. unfold s16_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s17_c39_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 1 1 0 (2 + d) -> fst (s17_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c39_L d), (s17_c39_R d); cbn [map].
  pose proof (use_s17 IH 0 2 0 (2 + d) (opt_l _ _ _ (s17_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 0 (3 + d) (opt_l _ _ _ (s17_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + d) (opt_r _ _ _ (s17_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s11_p5 Ho1 ltac:(zlia)).
  rewrite (s16_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c40_L : lmoves (s17_board 1 1 1 0) = [s17_board 0 2 1 0; s17_board 1 1 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c40_R : rmoves (s17_board 1 1 1 0) = [s19_board 1 1 0; s13_board 1 1 1].
Proof. unfold s13_board, s17_board, s19_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s17_c40_p41 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 1 1 0 -> fst (s17_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q41] in Hc |- *.
  rewrite tf_game_eq, (s17_c40_L), (s17_c40_R); cbn [map].
  pose proof (use_s17 IH 0 2 1 0 (opt_l _ _ _ (s17_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 0 1 (opt_l _ _ _ (s17_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 1 0 (opt_r _ _ _ (s17_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 1 1 (opt_r _ _ _ (s17_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p9 Ho0 ltac:(zlia)).
  rewrite (s17_p16 Ho1 ltac:(zlia)).
  rewrite (s19_p4 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c41_L : lmoves (s17_board 1 1 1 1) = [s17_board 0 2 1 1; s17_board 1 1 0 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c41_R : rmoves (s17_board 1 1 1 1) = [s19_board 1 1 1; strip [] ([T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s17_board, s19_board, strip. tf_options. Qed.
Lemma s17_c41_R2 : tf_norm (strip [] ([T; E; T; F; T; F]) [(1, 1)]) (s13_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s17_c41_p42 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 1 1 1 -> fst (s17_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q42] in Hc |- *.
  rewrite tf_game_eq, (s17_c41_L), (s17_c41_R); cbn [map].
  pose proof (use_s17 IH 0 2 1 1 (opt_l _ _ _ (s17_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 0 2 (opt_l _ _ _ (s17_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 1 1 (opt_r _ _ _ (s17_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c41_R2)).
  pose proof (use_s13 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s17_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c41_R2))) as Ho3.
  rewrite (s17_p19 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s17_c42_L (d : nat) : lmoves (s17_board 1 1 1 (2 + d)) = [s17_board 0 2 1 (2 + d); s17_board 1 1 0 (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c42_R (d : nat) : rmoves (s17_board 1 1 1 (2 + d)) = [s19_board 1 1 (2 + d)].
Proof. unfold s17_board, s19_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s17_c42_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 1 1 1 (2 + d) -> fst (s17_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c42_L d), (s17_c42_R d); cbn [map].
  pose proof (use_s17 IH 0 2 1 (2 + d) (opt_l _ _ _ (s17_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 0 (3 + d) (opt_l _ _ _ (s17_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 1 (2 + d) (opt_r _ _ _ (s17_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c43_L (c : nat) : lmoves (s17_board 1 1 (2 + c) 0) = [s17_board 0 2 (2 + c) 0; s17_board 1 1 (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c43_R (c : nat) : rmoves (s17_board 1 1 (2 + c) 0) = [s19_board 1 (2 + c) 0; s13_board 1 1 (2 + c)].
Proof. unfold s13_board, s17_board, s19_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s17_c43_p43 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 1 1 (2 + c) 0 -> fst (s17_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q43] in Hc |- *.
  rewrite tf_game_eq, (s17_c43_L c), (s17_c43_R c); cbn [map].
  pose proof (use_s17 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s17_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s17_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + c) 0 (opt_r _ _ _ (s17_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 1 (2 + c) (opt_r _ _ _ (s17_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p21 Ho0 ltac:(zlia)).
  rewrite (s17_p42 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c43_p45 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 1 1 (2 + c) 0 -> fst (s17_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q45] in Hc |- *.
  rewrite tf_game_eq, (s17_c43_L c), (s17_c43_R c); cbn [map].
  pose proof (use_s17 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s17_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s17_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + c) 0 (opt_r _ _ _ (s17_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 1 (2 + c) (opt_r _ _ _ (s17_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p25 Ho0 ltac:(zlia)).
    rewrite (s17_p44 Ho1 ltac:(zlia)).
    rewrite (s19_p7 Ho2 ltac:(zlia)).
    rewrite (s13_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p29 Ho0 ltac:(zlia)).
    rewrite (s17_p44 Ho1 ltac:(zlia)).
    rewrite (s19_p7 Ho2 ltac:(zlia)).
    rewrite (s13_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c44_L (c : nat) : lmoves (s17_board 1 1 (2 + c) 1) = [s17_board 0 2 (2 + c) 1; s17_board 1 1 (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c44_R (c : nat) : rmoves (s17_board 1 1 (2 + c) 1) = [s19_board 1 (2 + c) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, s19_board, strip. tf_options. Qed.
Lemma s17_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s17_c44_p44 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 1 1 (2 + c) 1 -> fst (s17_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q44] in Hc |- *.
  rewrite tf_game_eq, (s17_c44_L c), (s17_c44_R c); cbn [map].
  pose proof (use_s17 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s17_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s17_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + c) 1 (opt_r _ _ _ (s17_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c44_R2 c)).
  pose proof (use_s13 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c44_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p23 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s19_p6 Ho2 ltac:(zlia)).
    rewrite (s13_p2 Ho3 ltac:(zlia)).
    rewrite (s13_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p27 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s19_p6 Ho2 ltac:(zlia)).
    rewrite (s13_p2 Ho3 ltac:(zlia)).
    rewrite (s13_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c45_L (c d : nat) : lmoves (s17_board 1 1 (2 + c) (2 + d)) = [s17_board 0 2 (2 + c) (2 + d); s17_board 1 1 (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c45_R (c d : nat) : rmoves (s17_board 1 1 (2 + c) (2 + d)) = [s19_board 1 (2 + c) (2 + d)].
Proof. unfold s17_board, s19_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s17_c45_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s17_board 1 1 (2 + c) (2 + d) -> fst (s17_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c45_L c d), (s17_c45_R c d); cbn [map].
  pose proof (use_s17 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s17_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s17_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s17_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c46_L (b : nat) : lmoves (s17_board 1 (2 + b) 0 0) = [s17_board 0 (3 + b) 0 0; s12_board 1 (1 + b) 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c46_R (b : nat) : rmoves (s17_board 1 (2 + b) 0 0) = [s3_board 1 (2 + b)].
Proof. unfold s17_board, s3_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c==0 && d==0 *)
Lemma s17_c46_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 1 (2 + b) 0 0 -> fst (s17_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q16] in Hc |- *.
  rewrite tf_game_eq, (s17_c46_L b), (s17_c46_R b); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s17_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s17_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 (2 + b) (opt_r _ _ _ (s17_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p31 Ho0 ltac:(zlia)).
  rewrite (s12_p36 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c46_p46 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 1 (2 + b) 0 0 -> fst (s17_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q46] in Hc |- *.
  rewrite tf_game_eq, (s17_c46_L b), (s17_c46_R b); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s17_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s17_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 (2 + b) (opt_r _ _ _ (s17_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p32 Ho0 ltac:(zlia)).
  rewrite (s12_p40 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c46_p47 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 1 (2 + b) 0 0 -> fst (s17_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q47] in Hc |- *.
  rewrite tf_game_eq, (s17_c46_L b), (s17_c46_R b); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s17_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s17_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 (2 + b) (opt_r _ _ _ (s17_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p32 Ho0 ltac:(zlia)).
  rewrite (s12_p42 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c47_L (b : nat) : lmoves (s17_board 1 (2 + b) 0 1) = [s17_board 0 (3 + b) 0 1; s12_board 1 (1 + b) 0 2].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c47_R (b : nat) : rmoves (s17_board 1 (2 + b) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c47_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s3_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s17_c47_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 1 (2 + b) 0 1 -> fst (s17_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q15] in Hc |- *.
  rewrite tf_game_eq, (s17_c47_L b), (s17_c47_R b); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s17_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s17_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c47_R1 b)).
  pose proof (use_s3 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s17_c47_R b) ltac:(cbn [In]; left; reflexivity) (s17_c47_R1 b))) as Ho2.
  rewrite (s17_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s12_p22 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s12_p32 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s12_p41 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s17_c48_L (b d : nat) : lmoves (s17_board 1 (2 + b) 0 (2 + d)) = [s17_board 0 (3 + b) 0 (2 + d); s12_board 1 (1 + b) 0 (3 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c48_R (b d : nat) : rmoves (s17_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s17_c48_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s17_board 1 (2 + b) 0 (2 + d) -> fst (s17_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c48_L b d), (s17_c48_R b d); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s17_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s17_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s12_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s12_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s12_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s17_c49_L (b : nat) : lmoves (s17_board 1 (2 + b) 1 0) = [s17_board 0 (3 + b) 1 0; s17_board 1 (2 + b) 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c49_R (b : nat) : rmoves (s17_board 1 (2 + b) 1 0) = [s13_board 1 (2 + b) 1].
Proof. unfold s13_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s17_c49_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 1 (2 + b) 1 0 -> fst (s17_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q9] in Hc |- *.
  rewrite tf_game_eq, (s17_c49_L b), (s17_c49_R b); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s17_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s17_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) 1 (opt_r _ _ _ (s17_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p9 Ho0 ltac:(zlia)).
  rewrite (s17_p15 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c50_L (b : nat) : lmoves (s17_board 1 (2 + b) 1 1) = [s17_board 0 (3 + b) 1 1; s17_board 1 (2 + b) 0 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c50_R (b : nat) : rmoves (s17_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s13_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s17_c50_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 1 (2 + b) 1 1 -> fst (s17_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q19] in Hc |- *.
  rewrite tf_game_eq, (s17_c50_L b), (s17_c50_R b); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s17_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s17_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c50_R1 b)).
  pose proof (use_s13 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s17_c50_R b) ltac:(cbn [In]; left; reflexivity) (s17_c50_R1 b))) as Ho2.
  rewrite (s17_p19 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c51_L (b d : nat) : lmoves (s17_board 1 (2 + b) 1 (2 + d)) = [s17_board 0 (3 + b) 1 (2 + d); s17_board 1 (2 + b) 0 (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c51_R (b d : nat) : rmoves (s17_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s17_c51_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s17_board 1 (2 + b) 1 (2 + d) -> fst (s17_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c51_L b d), (s17_c51_R b d); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s17_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s17_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c52_L (b c : nat) : lmoves (s17_board 1 (2 + b) (2 + c) 0) = [s17_board 0 (3 + b) (2 + c) 0; s17_board 1 (2 + b) (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c52_R (b c : nat) : rmoves (s17_board 1 (2 + b) (2 + c) 0) = [s13_board 1 (2 + b) (2 + c)].
Proof. unfold s13_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s17_c52_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 1 (2 + b) (2 + c) 0 -> fst (s17_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q21] in Hc |- *.
  rewrite tf_game_eq, (s17_c52_L b c), (s17_c52_R b c); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s17_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p21 Ho0 ltac:(zlia)).
  rewrite (s17_p19 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c52_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 1 (2 + b) (2 + c) 0 -> fst (s17_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q25] in Hc |- *.
  rewrite tf_game_eq, (s17_c52_L b c), (s17_c52_R b c); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s17_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p25 Ho0 ltac:(zlia)).
  rewrite (s17_p23 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c52_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 1 (2 + b) (2 + c) 0 -> fst (s17_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q29] in Hc |- *.
  rewrite tf_game_eq, (s17_c52_L b c), (s17_c52_R b c); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s17_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p29 Ho0 ltac:(zlia)).
  rewrite (s17_p27 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c53_L (b c : nat) : lmoves (s17_board 1 (2 + b) (2 + c) 1) = [s17_board 0 (3 + b) (2 + c) 1; s17_board 1 (2 + b) (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c53_R (b c : nat) : rmoves (s17_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s17_c53_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 1 (2 + b) (2 + c) 1 -> fst (s17_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q23] in Hc |- *.
  rewrite tf_game_eq, (s17_c53_L b c), (s17_c53_R b c); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s17_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c53_R1 b c)).
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s17_c53_R1 b c))) as Ho2.
  rewrite (s17_p23 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c53_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 1 (2 + b) (2 + c) 1 -> fst (s17_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q27] in Hc |- *.
  rewrite tf_game_eq, (s17_c53_L b c), (s17_c53_R b c); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s17_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c53_R1 b c)).
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s17_c53_R1 b c))) as Ho2.
  rewrite (s17_p27 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c54_L (b c d : nat) : lmoves (s17_board 1 (2 + b) (2 + c) (2 + d)) = [s17_board 0 (3 + b) (2 + c) (2 + d); s17_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c54_R (b c d : nat) : rmoves (s17_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s17_c54_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s17_board 1 (2 + b) (2 + c) (2 + d) -> fst (s17_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c54_L b c d), (s17_c54_R b c d); cbn [map].
  pose proof (use_s17 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s17_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s17_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c55_L (a : nat) : lmoves (s17_board (2 + a) 0 0 0) = [s17_board (1 + a) 1 0 0].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c55_R (a : nat) : rmoves (s17_board (2 + a) 0 0 0) = [s14_board (2 + a) 0; s3_board (2 + a) 0].
Proof. unfold s14_board, s17_board, s3_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c==0 && d==0 *)
Lemma s17_c55_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 0 0 0 -> fst (s17_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q48] in Hc |- *.
  rewrite tf_game_eq, (s17_c55_L a), (s17_c55_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 0 0 (opt_l _ _ _ (s17_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 0 (opt_r _ _ _ (s17_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) 0 (opt_r _ _ _ (s17_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p35 Ho0 ltac:(zlia)).
    rewrite (s14_p3 Ho1 ltac:(zlia)).
    rewrite (s3_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p52 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s14_p4 Ho1 ltac:(zlia)).
      rewrite (s3_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s14_p5 Ho1 ltac:(zlia)).
      rewrite (s3_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s14_p6 Ho1 ltac:(zlia)).
      rewrite (s3_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s17_c56_L (a : nat) : lmoves (s17_board (2 + a) 0 0 1) = [s17_board (1 + a) 1 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c56_R (a : nat) : rmoves (s17_board (2 + a) 0 0 1) = [s14_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s14_board, s17_board, strip. tf_options. Qed.
Lemma s17_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; F]) [(1, 1)]) (s3_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s17_c56_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 0 0 1 -> fst (s17_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q37] in Hc |- *.
  rewrite tf_game_eq, (s17_c56_L a), (s17_c56_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 0 1 (opt_l _ _ _ (s17_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 1 (opt_r _ _ _ (s17_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c56_R2 a)).
  pose proof (use_s3 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s17_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c56_R2 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s17_p16 Ho0 ltac:(zlia)).
    rewrite (s14_p3 Ho1 ltac:(zlia)).
    rewrite (s3_p6 Ho2 ltac:(zlia)).
    rewrite (s3_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p53 Ho0 ltac:(zlia)).
    rewrite (s14_p4 Ho1 ltac:(zlia)).
    rewrite (s3_p7 Ho2 ltac:(zlia)).
    rewrite (s3_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s17_p62 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s14_p5 Ho1 ltac:(zlia)).
      rewrite (s3_p8 Ho2 ltac:(zlia)).
      rewrite (s3_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s14_p7 Ho1 ltac:(zlia)).
      rewrite (s3_p9 Ho2 ltac:(zlia)).
      rewrite (s3_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s17_c57_L (a d : nat) : lmoves (s17_board (2 + a) 0 0 (2 + d)) = [s17_board (1 + a) 1 0 (2 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c57_R (a d : nat) : rmoves (s17_board (2 + a) 0 0 (2 + d)) = [s14_board (2 + a) (2 + d)].
Proof. unfold s14_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s17_c57_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s17_board (2 + a) 0 0 (2 + d) -> fst (s17_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q17] in Hc |- *.
  rewrite tf_game_eq, (s17_c57_L a d), (s17_c57_R a d); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 0 (2 + d) (opt_l _ _ _ (s17_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (2 + d) (opt_r _ _ _ (s17_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c58_L (a : nat) : lmoves (s17_board (2 + a) 0 1 0) = [s17_board (1 + a) 1 1 0; s17_board (2 + a) 0 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c58_R (a : nat) : rmoves (s17_board (2 + a) 0 1 0) = [s15_board (2 + a) 1 0; s13_board (2 + a) 0 1].
Proof. unfold s13_board, s15_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c==1 && d==0 *)
Lemma s17_c58_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 0 1 0 -> fst (s17_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q49] in Hc |- *.
  rewrite tf_game_eq, (s17_c58_L a), (s17_c58_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 1 0 (opt_l _ _ _ (s17_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 1 (opt_l _ _ _ (s17_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 0 (opt_r _ _ _ (s17_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 0 1 (opt_r _ _ _ (s17_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p41 Ho0 ltac:(zlia)).
  rewrite (s17_p37 Ho1 ltac:(zlia)).
  rewrite (s15_p8 Ho2 ltac:(zlia)).
  rewrite (s13_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c58_p54 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 0 1 0 -> fst (s17_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q54] in Hc |- *.
  rewrite tf_game_eq, (s17_c58_L a), (s17_c58_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 1 0 (opt_l _ _ _ (s17_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 1 (opt_l _ _ _ (s17_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 0 (opt_r _ _ _ (s17_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 0 1 (opt_r _ _ _ (s17_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p36 Ho0 ltac:(zlia)).
    rewrite (s17_p37 Ho1 ltac:(zlia)).
    rewrite (s15_p17 Ho2 ltac:(zlia)).
    rewrite (s13_p10 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p63 Ho0 ltac:(zlia)).
    rewrite (s17_p37 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s15_p18 Ho2 ltac:(zlia)).
      rewrite (s13_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s15_p19 Ho2 ltac:(zlia)).
      rewrite (s13_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s17_c59_L (a : nat) : lmoves (s17_board (2 + a) 0 1 1) = [s17_board (1 + a) 1 1 1; s17_board (2 + a) 0 0 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c59_R (a : nat) : rmoves (s17_board (2 + a) 0 1 1) = [s15_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s15_board, s17_board, strip. tf_options. Qed.
Lemma s17_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 1)]) (s13_board (2 + a) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c==1 && d==1 *)
Lemma s17_c59_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 0 1 1 -> fst (s17_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q50] in Hc |- *.
  rewrite tf_game_eq, (s17_c59_L a), (s17_c59_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 1 1 (opt_l _ _ _ (s17_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 2 (opt_l _ _ _ (s17_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 1 (opt_r _ _ _ (s17_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c59_R2 a)).
  pose proof (use_s13 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s17_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c59_R2 a))) as Ho3.
  rewrite (s17_p42 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p11 Ho2 ltac:(zlia)).
  rewrite (s13_p8 Ho3 ltac:(zlia)).
  rewrite (s13_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c59_p60 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 0 1 1 -> fst (s17_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q60] in Hc |- *.
  rewrite tf_game_eq, (s17_c59_L a), (s17_c59_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 1 1 (opt_l _ _ _ (s17_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 2 (opt_l _ _ _ (s17_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 1 (opt_r _ _ _ (s17_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c59_R2 a)).
  pose proof (use_s13 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s17_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c59_R2 a))) as Ho3.
  rewrite (s17_p55 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p11 Ho2 ltac:(zlia)).
  rewrite (s13_p10 Ho3 ltac:(zlia)).
  rewrite (s13_p10_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c59_p67 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 0 1 1 -> fst (s17_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q67] in Hc |- *.
  rewrite tf_game_eq, (s17_c59_L a), (s17_c59_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 1 1 (opt_l _ _ _ (s17_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 2 (opt_l _ _ _ (s17_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 1 (opt_r _ _ _ (s17_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c59_R2 a)).
  pose proof (use_s13 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s17_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c59_R2 a))) as Ho3.
  rewrite (s17_p64 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p11 Ho2 ltac:(zlia)).
  rewrite (s13_p13 Ho3 ltac:(zlia)).
  rewrite (s13_p13_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c60_L (a d : nat) : lmoves (s17_board (2 + a) 0 1 (2 + d)) = [s17_board (1 + a) 1 1 (2 + d); s17_board (2 + a) 0 0 (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c60_R (a d : nat) : rmoves (s17_board (2 + a) 0 1 (2 + d)) = [s15_board (2 + a) 1 (2 + d)].
Proof. unfold s15_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s17_c60_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s17_board (2 + a) 0 1 (2 + d) -> fst (s17_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q17] in Hc |- *.
  rewrite tf_game_eq, (s17_c60_L a d), (s17_c60_R a d); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s17_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s17_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s17_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c61_L (a c : nat) : lmoves (s17_board (2 + a) 0 (2 + c) 0) = [s17_board (1 + a) 1 (2 + c) 0; s17_board (2 + a) 0 (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c61_R (a c : nat) : rmoves (s17_board (2 + a) 0 (2 + c) 0) = [s15_board (2 + a) (2 + c) 0; s13_board (2 + a) 0 (2 + c)].
Proof. unfold s13_board, s15_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0 *)
Lemma s17_c61_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 0 -> fst (s17_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q51] in Hc |- *.
  rewrite tf_game_eq, (s17_c61_L a c), (s17_c61_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 (2 + c) 0 (opt_l _ _ _ (s17_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s17_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s17_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s17_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p43 Ho0 ltac:(zlia)).
    rewrite (s17_p50 Ho1 ltac:(zlia)).
    rewrite (s15_p12 Ho2 ltac:(zlia)).
    rewrite (s13_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p45 Ho0 ltac:(zlia)).
    rewrite (s17_p50 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + c)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + c)) mod 2 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s15_p12 Ho2 ltac:(zlia)).
      rewrite (s13_p8 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s15_p15 Ho2 ltac:(zlia)).
      rewrite (s13_p8 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s17_c61_p61 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 0 -> fst (s17_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q61] in Hc |- *.
  rewrite tf_game_eq, (s17_c61_L a c), (s17_c61_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 (2 + c) 0 (opt_l _ _ _ (s17_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s17_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s17_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s17_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p56 Ho0 ltac:(zlia)).
    rewrite (s17_p60 Ho1 ltac:(zlia)).
    rewrite (s15_p12 Ho2 ltac:(zlia)).
    rewrite (s13_p10 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p58 Ho0 ltac:(zlia)).
    rewrite (s17_p60 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + c)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + c)) mod 2 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s15_p12 Ho2 ltac:(zlia)).
      rewrite (s13_p10 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s15_p15 Ho2 ltac:(zlia)).
      rewrite (s13_p10 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s17_c61_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 0 -> fst (s17_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q68] in Hc |- *.
  rewrite tf_game_eq, (s17_c61_L a c), (s17_c61_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 (2 + c) 0 (opt_l _ _ _ (s17_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s17_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s17_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s17_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p65 Ho0 ltac:(zlia)).
  rewrite (s17_p67 Ho1 ltac:(zlia)).
  assert (Hp2 : ((Z.of_nat (2 + c)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + c)) mod 2 = 1)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s15_p12 Ho2 ltac:(zlia)).
    rewrite (s13_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s15_p15 Ho2 ltac:(zlia)).
    rewrite (s13_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s17_c62_L (a c : nat) : lmoves (s17_board (2 + a) 0 (2 + c) 1) = [s17_board (1 + a) 1 (2 + c) 1; s17_board (2 + a) 0 (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c62_R (a c : nat) : rmoves (s17_board (2 + a) 0 (2 + c) 1) = [s15_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s15_board, s17_board, strip. tf_options. Qed.
Lemma s17_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board (2 + a) 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s17_c62_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 1 -> fst (s17_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q50] in Hc |- *.
  rewrite tf_game_eq, (s17_c62_L a c), (s17_c62_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s17_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s17_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s17_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c62_R2 a c)).
  pose proof (use_s13 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c62_R2 a c))) as Ho3.
  rewrite (s17_p44 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p11 Ho2 ltac:(zlia)).
  rewrite (s13_p8 Ho3 ltac:(zlia)).
  rewrite (s13_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c62_p60 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 1 -> fst (s17_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q60] in Hc |- *.
  rewrite tf_game_eq, (s17_c62_L a c), (s17_c62_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s17_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s17_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s17_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c62_R2 a c)).
  pose proof (use_s13 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c62_R2 a c))) as Ho3.
  rewrite (s17_p57 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p11 Ho2 ltac:(zlia)).
  rewrite (s13_p10 Ho3 ltac:(zlia)).
  rewrite (s13_p10_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c62_p67 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 1 -> fst (s17_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q67] in Hc |- *.
  rewrite tf_game_eq, (s17_c62_L a c), (s17_c62_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s17_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s17_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s17_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c62_R2 a c)).
  pose proof (use_s13 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c62_R2 a c))) as Ho3.
  rewrite (s17_p64 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p11 Ho2 ltac:(zlia)).
  rewrite (s13_p13 Ho3 ltac:(zlia)).
  rewrite (s13_p13_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c63_L (a c d : nat) : lmoves (s17_board (2 + a) 0 (2 + c) (2 + d)) = [s17_board (1 + a) 1 (2 + c) (2 + d); s17_board (2 + a) 0 (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c63_R (a c d : nat) : rmoves (s17_board (2 + a) 0 (2 + c) (2 + d)) = [s15_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s15_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s17_c63_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s17_board (2 + a) 0 (2 + c) (2 + d) -> fst (s17_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q17] in Hc |- *.
  rewrite tf_game_eq, (s17_c63_L a c d), (s17_c63_R a c d); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s17_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s17_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s17_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c64_L (a : nat) : lmoves (s17_board (2 + a) 1 0 0) = [s17_board (1 + a) 2 0 0; s11_board (2 + a) 0 1].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c64_R (a : nat) : rmoves (s17_board (2 + a) 1 0 0) = [s16_board (2 + a) 0; s3_board (2 + a) 1].
Proof. unfold s16_board, s17_board, s3_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c==0 && d==0 *)
Lemma s17_c64_p52 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 0 0 -> fst (s17_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q52] in Hc |- *.
  rewrite tf_game_eq, (s17_c64_L a), (s17_c64_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 0 0 (opt_l _ _ _ (s17_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 0 1 (opt_l _ _ _ (s17_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 0 (opt_r _ _ _ (s17_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s3 IH (2 + a) 1 (opt_r _ _ _ (s17_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p16 Ho0 ltac:(zlia)).
    rewrite (s11_p10 Ho1 ltac:(zlia)).
    rewrite (s16_p1 Ho2 ltac:(zlia)).
    rewrite (s3_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s17_p18 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s11_p7 Ho1 ltac:(zlia)).
      rewrite (s16_p1 Ho2 ltac:(zlia)).
      rewrite (s3_p4 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s11_p13 Ho1 ltac:(zlia)).
      rewrite (s16_p1 Ho2 ltac:(zlia)).
      rewrite (s3_p4 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s17_c65_L (a : nat) : lmoves (s17_board (2 + a) 1 0 1) = [s17_board (1 + a) 2 0 1; s11_board (2 + a) 0 2].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c65_R (a : nat) : rmoves (s17_board (2 + a) 1 0 1) = [s16_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s16_board, s17_board, strip. tf_options. Qed.
Lemma s17_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 1)]) (s3_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s17_c65_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 0 1 -> fst (s17_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q53] in Hc |- *.
  rewrite tf_game_eq, (s17_c65_L a), (s17_c65_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 0 1 (opt_l _ _ _ (s17_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 0 2 (opt_l _ _ _ (s17_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 (opt_r _ _ _ (s17_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c65_R2 a)).
  pose proof (use_s3 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s17_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c65_R2 a))) as Ho3.
  rewrite (s17_p15 Ho0 ltac:(zlia)).
  rewrite (s11_p6 Ho1 ltac:(zlia)).
  rewrite (s16_p1 Ho2 ltac:(zlia)).
  rewrite (s3_p4 Ho3 ltac:(zlia)).
  rewrite (s3_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s17_c65_p62 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 0 1 -> fst (s17_q62 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q62 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q62] in Hc |- *.
  rewrite tf_game_eq, (s17_c65_L a), (s17_c65_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 0 1 (opt_l _ _ _ (s17_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 0 2 (opt_l _ _ _ (s17_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 (opt_r _ _ _ (s17_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c65_R2 a)).
  pose proof (use_s3 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s17_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c65_R2 a))) as Ho3.
  rewrite (s17_p15 Ho0 ltac:(zlia)).
  rewrite (s11_p6 Ho1 ltac:(zlia)).
  rewrite (s16_p1 Ho2 ltac:(zlia)).
  rewrite (s3_p4 Ho3 ltac:(zlia)).
  rewrite (s3_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s17_c66_L (a d : nat) : lmoves (s17_board (2 + a) 1 0 (2 + d)) = [s17_board (1 + a) 2 0 (2 + d); s11_board (2 + a) 0 (3 + d)].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c66_R (a d : nat) : rmoves (s17_board (2 + a) 1 0 (2 + d)) = [s16_board (2 + a) (2 + d)].
Proof. unfold s16_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s17_c66_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s17_board (2 + a) 1 0 (2 + d) -> fst (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c66_L a d), (s17_c66_R a d); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s17_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s17_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + d) (opt_r _ _ _ (s17_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s11_p6 Ho1 ltac:(zlia)).
  rewrite (s16_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c67_L (a : nat) : lmoves (s17_board (2 + a) 1 1 0) = [s17_board (1 + a) 2 1 0; s17_board (2 + a) 1 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c67_R (a : nat) : rmoves (s17_board (2 + a) 1 1 0) = [s19_board (2 + a) 1 0; s13_board (2 + a) 1 1].
Proof. unfold s13_board, s17_board, s19_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s17_c67_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 1 0 -> fst (s17_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q36] in Hc |- *.
  rewrite tf_game_eq, (s17_c67_L a), (s17_c67_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 1 0 (opt_l _ _ _ (s17_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 0 1 (opt_l _ _ _ (s17_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 0 (opt_r _ _ _ (s17_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 1 (opt_r _ _ _ (s17_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p9 Ho0 ltac:(zlia)).
  rewrite (s17_p53 Ho1 ltac:(zlia)).
  rewrite (s19_p4 Ho2 ltac:(zlia)).
  rewrite (s13_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c67_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 1 0 -> fst (s17_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q63] in Hc |- *.
  rewrite tf_game_eq, (s17_c67_L a), (s17_c67_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 1 0 (opt_l _ _ _ (s17_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 0 1 (opt_l _ _ _ (s17_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 0 (opt_r _ _ _ (s17_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 1 (opt_r _ _ _ (s17_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p9 Ho0 ltac:(zlia)).
  rewrite (s17_p62 Ho1 ltac:(zlia)).
  rewrite (s19_p4 Ho2 ltac:(zlia)).
  rewrite (s13_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c68_L (a : nat) : lmoves (s17_board (2 + a) 1 1 1) = [s17_board (1 + a) 2 1 1; s17_board (2 + a) 1 0 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c68_R (a : nat) : rmoves (s17_board (2 + a) 1 1 1) = [s19_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s17_board, s19_board, strip. tf_options. Qed.
Lemma s17_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 1)]) (s13_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s17_c68_p55 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 1 1 -> fst (s17_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q55] in Hc |- *.
  rewrite tf_game_eq, (s17_c68_L a), (s17_c68_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 1 1 (opt_l _ _ _ (s17_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 0 2 (opt_l _ _ _ (s17_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 1 (opt_r _ _ _ (s17_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c68_R2 a)).
  pose proof (use_s13 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s17_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c68_R2 a))) as Ho3.
  rewrite (s17_p19 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p6 Ho3 ltac:(zlia)).
  rewrite (s13_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c68_p64 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 1 1 -> fst (s17_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q64] in Hc |- *.
  rewrite tf_game_eq, (s17_c68_L a), (s17_c68_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 1 1 (opt_l _ _ _ (s17_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 0 2 (opt_l _ _ _ (s17_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 1 (opt_r _ _ _ (s17_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c68_R2 a)).
  pose proof (use_s13 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s17_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c68_R2 a))) as Ho3.
  rewrite (s17_p19 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p11 Ho3 ltac:(zlia)).
  rewrite (s13_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c69_L (a d : nat) : lmoves (s17_board (2 + a) 1 1 (2 + d)) = [s17_board (1 + a) 2 1 (2 + d); s17_board (2 + a) 1 0 (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c69_R (a d : nat) : rmoves (s17_board (2 + a) 1 1 (2 + d)) = [s19_board (2 + a) 1 (2 + d)].
Proof. unfold s17_board, s19_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s17_c69_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s17_board (2 + a) 1 1 (2 + d) -> fst (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c69_L a d), (s17_c69_R a d); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s17_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s17_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s17_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c70_L (a c : nat) : lmoves (s17_board (2 + a) 1 (2 + c) 0) = [s17_board (1 + a) 2 (2 + c) 0; s17_board (2 + a) 1 (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c70_R (a c : nat) : rmoves (s17_board (2 + a) 1 (2 + c) 0) = [s19_board (2 + a) (2 + c) 0; s13_board (2 + a) 1 (2 + c)].
Proof. unfold s13_board, s17_board, s19_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s17_c70_p56 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 1 (2 + c) 0 -> fst (s17_q56 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q56 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q56] in Hc |- *.
  rewrite tf_game_eq, (s17_c70_L a c), (s17_c70_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s17_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s17_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p21 Ho0 ltac:(zlia)).
  rewrite (s17_p55 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  rewrite (s13_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s17_c70_p58 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 1 (2 + c) 0 -> fst (s17_q58 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q58 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q58] in Hc |- *.
  rewrite tf_game_eq, (s17_c70_L a c), (s17_c70_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s17_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s17_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p25 Ho0 ltac:(zlia)).
    rewrite (s17_p57 Ho1 ltac:(zlia)).
    rewrite (s19_p7 Ho2 ltac:(zlia)).
    rewrite (s13_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p29 Ho0 ltac:(zlia)).
    rewrite (s17_p57 Ho1 ltac:(zlia)).
    rewrite (s19_p7 Ho2 ltac:(zlia)).
    rewrite (s13_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s17_c70_p65 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 1 (2 + c) 0 -> fst (s17_q65 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q65 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q65] in Hc |- *.
  rewrite tf_game_eq, (s17_c70_L a c), (s17_c70_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s17_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s17_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s17_p20 Ho0 ltac:(zlia)).
    rewrite (s17_p64 Ho1 ltac:(zlia)).
    rewrite (s19_p7 Ho2 ltac:(zlia)).
    rewrite (s13_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p24 Ho0 ltac:(zlia)).
    rewrite (s17_p64 Ho1 ltac:(zlia)).
    rewrite (s19_p7 Ho2 ltac:(zlia)).
    rewrite (s13_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p28 Ho0 ltac:(zlia)).
    rewrite (s17_p64 Ho1 ltac:(zlia)).
    rewrite (s19_p7 Ho2 ltac:(zlia)).
    rewrite (s13_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s17_c71_L (a c : nat) : lmoves (s17_board (2 + a) 1 (2 + c) 1) = [s17_board (1 + a) 2 (2 + c) 1; s17_board (2 + a) 1 (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c71_R (a c : nat) : rmoves (s17_board (2 + a) 1 (2 + c) 1) = [s19_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, s19_board, strip. tf_options. Qed.
Lemma s17_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s17_c71_p57 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 1 (2 + c) 1 -> fst (s17_q57 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q57 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q57] in Hc |- *.
  rewrite tf_game_eq, (s17_c71_L a c), (s17_c71_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s17_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s17_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s17_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c71_R2 a c)).
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c71_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p23 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s19_p6 Ho2 ltac:(zlia)).
    rewrite (s13_p6 Ho3 ltac:(zlia)).
    rewrite (s13_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p27 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s19_p6 Ho2 ltac:(zlia)).
    rewrite (s13_p6 Ho3 ltac:(zlia)).
    rewrite (s13_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s17_c71_p64 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 1 (2 + c) 1 -> fst (s17_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q64] in Hc |- *.
  rewrite tf_game_eq, (s17_c71_L a c), (s17_c71_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s17_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s17_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s17_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c71_R2 a c)).
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c71_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p22 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s19_p6 Ho2 ltac:(zlia)).
    rewrite (s13_p11 Ho3 ltac:(zlia)).
    rewrite (s13_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s17_p26 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s19_p6 Ho2 ltac:(zlia)).
    rewrite (s13_p11 Ho3 ltac:(zlia)).
    rewrite (s13_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s17_c72_L (a c d : nat) : lmoves (s17_board (2 + a) 1 (2 + c) (2 + d)) = [s17_board (1 + a) 2 (2 + c) (2 + d); s17_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c72_R (a c d : nat) : rmoves (s17_board (2 + a) 1 (2 + c) (2 + d)) = [s19_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s17_board, s19_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s17_c72_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s17_board (2 + a) 1 (2 + c) (2 + d) -> fst (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c72_L a c d), (s17_c72_R a c d); cbn [map].
  pose proof (use_s17 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s17_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s17_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s17_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

