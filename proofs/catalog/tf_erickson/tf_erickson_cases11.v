(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s30_c58_L (b : nat) : lmoves (s30_board 0 (2 + b) 0 1 0) = [s30_board 0 (1 + b) 1 1 0; s30_board 0 (2 + b) 0 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c58_R (b : nat) : rmoves (s30_board 0 (2 + b) 0 1 0) = [s39_board 0 (2 + b) 0 1 0; s23_board 0 (2 + b) 0 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s30_c58_p55 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 1 0 -> fst (s30_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q55] in Hc |- *.
  rewrite tf_game_eq, (s30_c58_L b), (s30_c58_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s30_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 1 (opt_l _ _ _ (s30_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s30_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s30_c58_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p47 Ho0 ltac:(zlia)).
  rewrite (s30_p47 Ho1 ltac:(zlia)).
  rewrite (s39_p26 Ho2 ltac:(zlia)).
  rewrite (s23_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c58_p69 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 1 0 -> fst (s30_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q69] in Hc |- *.
  rewrite tf_game_eq, (s30_c58_L b), (s30_c58_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s30_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 1 (opt_l _ _ _ (s30_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s30_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s30_c58_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p62 Ho0 ltac:(zlia)).
    rewrite (s30_p63 Ho1 ltac:(zlia)).
    rewrite (s39_p21 Ho2 ltac:(zlia)).
    rewrite (s23_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p75 Ho0 ltac:(zlia)).
    rewrite (s30_p63 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s39_p38 Ho2 ltac:(zlia)).
      rewrite (s23_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s39_p40 Ho2 ltac:(zlia)).
      rewrite (s23_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s30_c59_L (b : nat) : lmoves (s30_board 0 (2 + b) 0 1 1) = [s30_board 0 (1 + b) 1 1 1; s30_board 0 (2 + b) 0 0 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c59_R (b : nat) : rmoves (s30_board 0 (2 + b) 0 1 1) = [s39_board 0 (2 + b) 0 1 1; strip [] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c59_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s23_board 0 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s30_c59_p57 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 1 1 -> fst (s30_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q57] in Hc |- *.
  rewrite tf_game_eq, (s30_c59_L b), (s30_c59_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s30_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 2 (opt_l _ _ _ (s30_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s30_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c59_R2 b)).
  pose proof (use_s23 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s30_c59_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c59_R2 b))) as Ho3.
  rewrite (s30_p48 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p27 Ho2 ltac:(zlia)).
  rewrite (s23_p12 Ho3 ltac:(zlia)).
  rewrite (s23_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c59_p70 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 1 1 -> fst (s30_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q70] in Hc |- *.
  rewrite tf_game_eq, (s30_c59_L b), (s30_c59_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s30_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 2 (opt_l _ _ _ (s30_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s30_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c59_R2 b)).
  pose proof (use_s23 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s30_c59_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c59_R2 b))) as Ho3.
  rewrite (s30_p64 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s23_p16 Ho3 ltac:(zlia)).
  rewrite (s23_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c59_p79 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 1 1 -> fst (s30_q79 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q79 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q79] in Hc |- *.
  rewrite tf_game_eq, (s30_c59_L b), (s30_c59_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s30_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 2 (opt_l _ _ _ (s30_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s30_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c59_R2 b)).
  pose proof (use_s23 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s30_c59_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c59_R2 b))) as Ho3.
  rewrite (s30_p76 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s23_p19 Ho3 ltac:(zlia)).
  rewrite (s23_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c60_L (b e : nat) : lmoves (s30_board 0 (2 + b) 0 1 (2 + e)) = [s30_board 0 (1 + b) 1 1 (2 + e); s30_board 0 (2 + b) 0 0 (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c60_R (b e : nat) : rmoves (s30_board 0 (2 + b) 0 1 (2 + e)) = [s39_board 0 (2 + b) 0 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s30_c60_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s30_board 0 (2 + b) 0 1 (2 + e) -> fst (s30_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c60_L b e), (s30_c60_R b e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s30_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s30_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s30_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c61_L (b d : nat) : lmoves (s30_board 0 (2 + b) 0 (2 + d) 0) = [s30_board 0 (1 + b) 1 (2 + d) 0; s30_board 0 (2 + b) 0 (1 + d) 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c61_R (b d : nat) : rmoves (s30_board 0 (2 + b) 0 (2 + d) 0) = [s39_board 0 (2 + b) 0 (2 + d) 0; s23_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s30_c61_p58 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 0 -> fst (s30_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q58] in Hc |- *.
  rewrite tf_game_eq, (s30_c61_L b d), (s30_c61_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p49 Ho0 ltac:(zlia)).
  rewrite (s30_p57 Ho1 ltac:(zlia)).
  rewrite (s39_p21 Ho2 ltac:(zlia)).
  rewrite (s23_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c61_p60 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 0 -> fst (s30_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q60] in Hc |- *.
  rewrite tf_game_eq, (s30_c61_L b d), (s30_c61_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p51 Ho0 ltac:(zlia)).
  rewrite (s30_p59 Ho1 ltac:(zlia)).
  rewrite (s39_p32 Ho2 ltac:(zlia)).
  rewrite (s23_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c61_p71 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 0 -> fst (s30_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q71] in Hc |- *.
  rewrite tf_game_eq, (s30_c61_L b d), (s30_c61_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p65 Ho0 ltac:(zlia)).
  rewrite (s30_p70 Ho1 ltac:(zlia)).
  rewrite (s39_p32 Ho2 ltac:(zlia)).
  rewrite (s23_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c61_p73 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 0 -> fst (s30_q73 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q73 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q73] in Hc |- *.
  rewrite tf_game_eq, (s30_c61_L b d), (s30_c61_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p67 Ho0 ltac:(zlia)).
  rewrite (s30_p72 Ho1 ltac:(zlia)).
  rewrite (s39_p32 Ho2 ltac:(zlia)).
  rewrite (s23_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c61_p80 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 0 -> fst (s30_q80 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q80 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q80] in Hc |- *.
  rewrite tf_game_eq, (s30_c61_L b d), (s30_c61_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p77 Ho0 ltac:(zlia)).
  rewrite (s30_p79 Ho1 ltac:(zlia)).
  rewrite (s39_p32 Ho2 ltac:(zlia)).
  rewrite (s23_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c61_p82 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 0 -> fst (s30_q82 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q82 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q82] in Hc |- *.
  rewrite tf_game_eq, (s30_c61_L b d), (s30_c61_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s30_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s30_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p77 Ho0 ltac:(zlia)).
  rewrite (s30_p81 Ho1 ltac:(zlia)).
  rewrite (s39_p32 Ho2 ltac:(zlia)).
  rewrite (s23_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c62_L (b d : nat) : lmoves (s30_board 0 (2 + b) 0 (2 + d) 1) = [s30_board 0 (1 + b) 1 (2 + d) 1; s30_board 0 (2 + b) 0 (1 + d) 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c62_R (b d : nat) : rmoves (s30_board 0 (2 + b) 0 (2 + d) 1) = [s39_board 0 (2 + b) 0 (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c62_R2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s30_c62_p59 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 1 -> fst (s30_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q59] in Hc |- *.
  rewrite tf_game_eq, (s30_c62_L b d), (s30_c62_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s30_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s30_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s30_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c62_R2 b d)).
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c62_R2 b d))) as Ho3.
  rewrite (s30_p50 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s23_p12 Ho3 ltac:(zlia)).
  rewrite (s23_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c62_p72 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 1 -> fst (s30_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q72] in Hc |- *.
  rewrite tf_game_eq, (s30_c62_L b d), (s30_c62_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s30_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s30_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s30_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c62_R2 b d)).
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c62_R2 b d))) as Ho3.
  rewrite (s30_p66 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s23_p16 Ho3 ltac:(zlia)).
  rewrite (s23_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c62_p81 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) 1 -> fst (s30_q81 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q81 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q81] in Hc |- *.
  rewrite tf_game_eq, (s30_c62_L b d), (s30_c62_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s30_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s30_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s30_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c62_R2 b d)).
  pose proof (use_s23 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c62_R2 b d))) as Ho3.
  rewrite (s30_p76 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s23_p19 Ho3 ltac:(zlia)).
  rewrite (s23_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c63_L (b d e : nat) : lmoves (s30_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s30_board 0 (1 + b) 1 (2 + d) (2 + e); s30_board 0 (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c63_R (b d e : nat) : rmoves (s30_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s39_board 0 (2 + b) 0 (2 + d) (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s30_c63_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s30_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c63_L b d e), (s30_c63_R b d e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s30_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s30_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s30_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c64_L (b : nat) : lmoves (s30_board 0 (2 + b) 1 0 0) = [s30_board 0 (1 + b) 2 0 0; s24_board 0 (2 + b) 0 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
Lemma s30_c64_R (b : nat) : rmoves (s30_board 0 (2 + b) 1 0 0) = [s33_board 0 (2 + b) 1 0; s8_board 0 (2 + b) 1].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==0 *)
Lemma s30_c64_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 0 0 -> fst (s30_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q61] in Hc |- *.
  rewrite tf_game_eq, (s30_c64_L b), (s30_c64_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 0 0 (opt_l _ _ _ (s30_c64_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s30_c64_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s30_c64_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH 0 (2 + b) 1 (opt_r _ _ _ (s30_c64_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p44 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s24_p20 Ho1 ltac:(zlia)).
      rewrite (s33_p9 Ho2 ltac:(zlia)).
      rewrite (s8_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s24_p24 Ho1 ltac:(zlia)).
      rewrite (s33_p9 Ho2 ltac:(zlia)).
      rewrite (s8_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
  {
    rewrite (s30_p46 Ho0 ltac:(zlia)).
    rewrite (s24_p16 Ho1 ltac:(zlia)).
    rewrite (s33_p9 Ho2 ltac:(zlia)).
    rewrite (s8_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s30_c65_L (b : nat) : lmoves (s30_board 0 (2 + b) 1 0 1) = [s30_board 0 (1 + b) 2 0 1; s24_board 0 (2 + b) 0 2].
Proof. unfold s24_board, s30_board. tf_options. Qed.
Lemma s30_c65_R (b : nat) : rmoves (s30_board 0 (2 + b) 1 0 1) = [s33_board 0 (2 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c65_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s8_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s30_c65_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 0 1 -> fst (s30_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q21] in Hc |- *.
  rewrite tf_game_eq, (s30_c65_L b), (s30_c65_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 0 1 (opt_l _ _ _ (s30_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s30_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s30_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c65_R2 b)).
  pose proof (use_s8 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s30_c65_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c65_R2 b))) as Ho3.
  rewrite (s30_p17 Ho0 ltac:(zlia)).
  rewrite (s24_p10 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s8_p6 Ho3 ltac:(zlia)).
  rewrite (s8_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c65_p74 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 0 1 -> fst (s30_q74 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q74 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q74] in Hc |- *.
  rewrite tf_game_eq, (s30_c65_L b), (s30_c65_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 0 1 (opt_l _ _ _ (s30_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s30_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s30_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c65_R2 b)).
  pose proof (use_s8 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s30_c65_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c65_R2 b))) as Ho3.
  rewrite (s30_p17 Ho0 ltac:(zlia)).
  rewrite (s24_p10 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s8_p6 Ho3 ltac:(zlia)).
  rewrite (s8_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c66_L (b e : nat) : lmoves (s30_board 0 (2 + b) 1 0 (2 + e)) = [s30_board 0 (1 + b) 2 0 (2 + e); s24_board 0 (2 + b) 0 (3 + e)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
Lemma s30_c66_R (b e : nat) : rmoves (s30_board 0 (2 + b) 1 0 (2 + e)) = [s33_board 0 (2 + b) 1 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s30_c66_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s30_board 0 (2 + b) 1 0 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c66_L b e), (s30_c66_R b e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s30_c66_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 0 (3 + e) (opt_l _ _ _ (s30_c66_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 0 (2 + b) 1 (2 + e) (opt_r _ _ _ (s30_c66_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s24_p10 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c67_L (b : nat) : lmoves (s30_board 0 (2 + b) 1 1 0) = [s30_board 0 (1 + b) 2 1 0; s30_board 0 (2 + b) 1 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c67_R (b : nat) : rmoves (s30_board 0 (2 + b) 1 1 0) = [s39_board 0 (2 + b) 1 1 0; s23_board 0 (2 + b) 1 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s30_c67_p62 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 1 0 -> fst (s30_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q62] in Hc |- *.
  rewrite tf_game_eq, (s30_c67_L b), (s30_c67_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s30_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 0 1 (opt_l _ _ _ (s30_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s30_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s30_c67_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p21 Ho1 ltac:(zlia)).
  rewrite (s39_p12 Ho2 ltac:(zlia)).
  rewrite (s23_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c67_p75 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 1 0 -> fst (s30_q75 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q75 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q75] in Hc |- *.
  rewrite tf_game_eq, (s30_c67_L b), (s30_c67_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s30_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 0 1 (opt_l _ _ _ (s30_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s30_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s30_c67_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p74 Ho1 ltac:(zlia)).
  rewrite (s39_p12 Ho2 ltac:(zlia)).
  rewrite (s23_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c68_L (b : nat) : lmoves (s30_board 0 (2 + b) 1 1 1) = [s30_board 0 (1 + b) 2 1 1; s30_board 0 (2 + b) 1 0 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c68_R (b : nat) : rmoves (s30_board 0 (2 + b) 1 1 1) = [s39_board 0 (2 + b) 1 1 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c68_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s23_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s30_c68_p64 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 1 1 -> fst (s30_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q64] in Hc |- *.
  rewrite tf_game_eq, (s30_c68_L b), (s30_c68_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s30_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 0 2 (opt_l _ _ _ (s30_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s30_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c68_R2 b)).
  pose proof (use_s23 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s30_c68_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c68_R2 b))) as Ho3.
  rewrite (s30_p27 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s23_p14 Ho3 ltac:(zlia)).
  rewrite (s23_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c68_p76 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 1 1 -> fst (s30_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q76] in Hc |- *.
  rewrite tf_game_eq, (s30_c68_L b), (s30_c68_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s30_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 0 2 (opt_l _ _ _ (s30_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s30_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c68_R2 b)).
  pose proof (use_s23 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s30_c68_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c68_R2 b))) as Ho3.
  rewrite (s30_p27 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s23_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c69_L (b e : nat) : lmoves (s30_board 0 (2 + b) 1 1 (2 + e)) = [s30_board 0 (1 + b) 2 1 (2 + e); s30_board 0 (2 + b) 1 0 (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c69_R (b e : nat) : rmoves (s30_board 0 (2 + b) 1 1 (2 + e)) = [s39_board 0 (2 + b) 1 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s30_c69_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s30_board 0 (2 + b) 1 1 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c69_L b e), (s30_c69_R b e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s30_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s30_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s30_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c70_L (b d : nat) : lmoves (s30_board 0 (2 + b) 1 (2 + d) 0) = [s30_board 0 (1 + b) 2 (2 + d) 0; s30_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c70_R (b d : nat) : rmoves (s30_board 0 (2 + b) 1 (2 + d) 0) = [s39_board 0 (2 + b) 1 (2 + d) 0; s23_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s30_c70_p65 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 1 (2 + d) 0 -> fst (s30_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q65] in Hc |- *.
  rewrite tf_game_eq, (s30_c70_L b d), (s30_c70_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s30_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s30_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s30_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s30_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p28 Ho0 ltac:(zlia)).
  rewrite (s30_p64 Ho1 ltac:(zlia)).
  rewrite (s39_p30 Ho2 ltac:(zlia)).
  rewrite (s23_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c70_p67 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 1 (2 + d) 0 -> fst (s30_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q67] in Hc |- *.
  rewrite tf_game_eq, (s30_c70_L b d), (s30_c70_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s30_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s30_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s30_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s30_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p29 Ho0 ltac:(zlia)).
    rewrite (s30_p66 Ho1 ltac:(zlia)).
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    rewrite (s23_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p31 Ho0 ltac:(zlia)).
    rewrite (s30_p66 Ho1 ltac:(zlia)).
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    rewrite (s23_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c70_p77 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 1 (2 + d) 0 -> fst (s30_q77 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q77 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q77] in Hc |- *.
  rewrite tf_game_eq, (s30_c70_L b d), (s30_c70_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s30_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s30_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s30_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s30_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s30_p28 Ho0 ltac:(zlia)).
    rewrite (s30_p76 Ho1 ltac:(zlia)).
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    rewrite (s23_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p29 Ho0 ltac:(zlia)).
    rewrite (s30_p76 Ho1 ltac:(zlia)).
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    rewrite (s23_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p31 Ho0 ltac:(zlia)).
    rewrite (s30_p76 Ho1 ltac:(zlia)).
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    rewrite (s23_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c71_L (b d : nat) : lmoves (s30_board 0 (2 + b) 1 (2 + d) 1) = [s30_board 0 (1 + b) 2 (2 + d) 1; s30_board 0 (2 + b) 1 (1 + d) 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c71_R (b d : nat) : rmoves (s30_board 0 (2 + b) 1 (2 + d) 1) = [s39_board 0 (2 + b) 1 (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c71_R2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s30_c71_p66 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 1 (2 + d) 1 -> fst (s30_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q66] in Hc |- *.
  rewrite tf_game_eq, (s30_c71_L b d), (s30_c71_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s30_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s30_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s30_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c71_R2 b d)).
  pose proof (use_s23 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c71_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c71_R2 b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p23 Ho0 ltac:(zlia)).
    rewrite (s30_p16 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s23_p14 Ho3 ltac:(zlia)).
    rewrite (s23_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p30 Ho0 ltac:(zlia)).
    rewrite (s30_p16 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s23_p14 Ho3 ltac:(zlia)).
    rewrite (s23_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c71_p76 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 1 (2 + d) 1 -> fst (s30_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q76] in Hc |- *.
  rewrite tf_game_eq, (s30_c71_L b d), (s30_c71_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s30_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s30_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s30_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c71_R2 b d)).
  pose proof (use_s23 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c71_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c71_R2 b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p23 Ho0 ltac:(zlia)).
    rewrite (s30_p16 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s23_p17 Ho3 ltac:(zlia)).
    rewrite (s23_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p30 Ho0 ltac:(zlia)).
    rewrite (s30_p16 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s23_p17 Ho3 ltac:(zlia)).
    rewrite (s23_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c72_L (b d e : nat) : lmoves (s30_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s30_board 0 (1 + b) 2 (2 + d) (2 + e); s30_board 0 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c72_R (b d e : nat) : rmoves (s30_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s39_board 0 (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s30_c72_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s30_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c72_L b d e), (s30_c72_R b d e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s30_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s30_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s30_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c73_L (b c : nat) : lmoves (s30_board 0 (2 + b) (2 + c) 0 0) = [s30_board 0 (1 + b) (3 + c) 0 0; s25_board 0 (2 + b) (1 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c73_R (b c : nat) : rmoves (s30_board 0 (2 + b) (2 + c) 0 0) = [s8_board 0 (2 + b) (2 + c)].
Proof. unfold s30_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s30_c73_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 0 0 -> fst (s30_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q34] in Hc |- *.
  rewrite tf_game_eq, (s30_c73_L b c), (s30_c73_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c73_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s30_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p34 Ho0 ltac:(zlia)).
    rewrite (s25_p35 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p53 Ho0 ltac:(zlia)).
    rewrite (s25_p35 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c73_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 0 0 -> fst (s30_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q44] in Hc |- *.
  rewrite tf_game_eq, (s30_c73_L b c), (s30_c73_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c73_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s30_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s30_p52 Ho0 ltac:(zlia)).
    rewrite (s25_p59 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p68 Ho0 ltac:(zlia)).
    rewrite (s25_p66 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p78 Ho0 ltac:(zlia)).
    rewrite (s25_p73 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c73_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 0 0 -> fst (s30_q68 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q68 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q68] in Hc |- *.
  rewrite tf_game_eq, (s30_c73_L b c), (s30_c73_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c73_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s30_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p53 Ho0 ltac:(zlia)).
  rewrite (s25_p62 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c73_p78 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 0 0 -> fst (s30_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q78] in Hc |- *.
  rewrite tf_game_eq, (s30_c73_L b c), (s30_c73_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c73_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s30_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p34 Ho0 ltac:(zlia)).
  rewrite (s25_p69 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c74_L (b c : nat) : lmoves (s30_board 0 (2 + b) (2 + c) 0 1) = [s30_board 0 (1 + b) (3 + c) 0 1; s25_board 0 (2 + b) (1 + c) 0 2].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c74_R (b c : nat) : rmoves (s30_board 0 (2 + b) (2 + c) 0 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c74_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s8_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s30_c74_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 0 1 -> fst (s30_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q17] in Hc |- *.
  rewrite tf_game_eq, (s30_c74_L b c), (s30_c74_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s30_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s30_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c74_R1 b c)).
  pose proof (use_s8 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s30_c74_R b c) ltac:(cbn [In]; left; reflexivity) (s30_c74_R1 b c))) as Ho2.
  rewrite (s30_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s25_p21 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s25_p38 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c75_L (b c e : nat) : lmoves (s30_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s30_board 0 (1 + b) (3 + c) 0 (2 + e); s25_board 0 (2 + b) (1 + c) 0 (3 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c75_R (b c e : nat) : rmoves (s30_board 0 (2 + b) (2 + c) 0 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s30_c75_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s30_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c75_L b c e), (s30_c75_R b c e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s30_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s30_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s25_p21 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s25_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s30_c76_L (b c : nat) : lmoves (s30_board 0 (2 + b) (2 + c) 1 0) = [s30_board 0 (1 + b) (3 + c) 1 0; s30_board 0 (2 + b) (2 + c) 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c76_R (b c : nat) : rmoves (s30_board 0 (2 + b) (2 + c) 1 0) = [s23_board 0 (2 + b) (2 + c) 1].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s30_c76_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 1 0 -> fst (s30_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c76_L b c), (s30_c76_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s30_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s30_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s30_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p17 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c77_L (b c : nat) : lmoves (s30_board 0 (2 + b) (2 + c) 1 1) = [s30_board 0 (1 + b) (3 + c) 1 1; s30_board 0 (2 + b) (2 + c) 0 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c77_R (b c : nat) : rmoves (s30_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s23_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s30_c77_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 1 1 -> fst (s30_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q27] in Hc |- *.
  rewrite tf_game_eq, (s30_c77_L b c), (s30_c77_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s30_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s30_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c77_R1 b c)).
  pose proof (use_s23 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s30_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s30_c77_R1 b c))) as Ho2.
  rewrite (s30_p27 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c78_L (b c e : nat) : lmoves (s30_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s30_board 0 (1 + b) (3 + c) 1 (2 + e); s30_board 0 (2 + b) (2 + c) 0 (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c78_R (b c e : nat) : rmoves (s30_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s30_c78_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s30_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c78_L b c e), (s30_c78_R b c e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s30_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s30_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c79_L (b c d : nat) : lmoves (s30_board 0 (2 + b) (2 + c) (2 + d) 0) = [s30_board 0 (1 + b) (3 + c) (2 + d) 0; s30_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c79_R (b c d : nat) : rmoves (s30_board 0 (2 + b) (2 + c) (2 + d) 0) = [s23_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s30_c79_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q28] in Hc |- *.
  rewrite tf_game_eq, (s30_c79_L b c d), (s30_c79_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p28 Ho0 ltac:(zlia)).
  rewrite (s30_p27 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c79_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q29] in Hc |- *.
  rewrite tf_game_eq, (s30_c79_L b c d), (s30_c79_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p29 Ho0 ltac:(zlia)).
  rewrite (s30_p23 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c79_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q31] in Hc |- *.
  rewrite tf_game_eq, (s30_c79_L b c d), (s30_c79_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p31 Ho0 ltac:(zlia)).
  rewrite (s30_p30 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c80_L (b c d : nat) : lmoves (s30_board 0 (2 + b) (2 + c) (2 + d) 1) = [s30_board 0 (1 + b) (3 + c) (2 + d) 1; s30_board 0 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c80_R (b c d : nat) : rmoves (s30_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s30_c80_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s30_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c80_L b c d), (s30_c80_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c80_R1 b c d)).
  pose proof (use_s23 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s30_c80_R1 b c d))) as Ho2.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c80_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s30_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q30] in Hc |- *.
  rewrite tf_game_eq, (s30_c80_L b c d), (s30_c80_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c80_R1 b c d)).
  pose proof (use_s23 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s30_c80_R1 b c d))) as Ho2.
  rewrite (s30_p30 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c81_L (b c d e : nat) : lmoves (s30_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s30_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s30_board 0 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c81_R (b c d e : nat) : rmoves (s30_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s30_c81_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s30_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c81_L b c d e), (s30_c81_R b c d e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s30_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s30_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s28 *)
Lemma s30_c82_p83 x (Hs28 : s28_claim x) :
  x = s30_board 1 0 0 0 0 -> fst (s30_q83 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q83 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q83] in Hc |- *.
  pose proof (Hs28 1 0 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s28 *)
Lemma s30_c83_p84 x (Hs28 : s28_claim x) :
  x = s30_board 1 0 0 0 1 -> fst (s30_q84 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q84 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q84] in Hc |- *.
  pose proof (Hs28 1 0 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s28 *)
Lemma s30_c84_p5 x (Hs28 : s28_claim x) (e : nat) :
  x = s30_board 1 0 0 0 (2 + e) -> fst (s30_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 1 0 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s30_c85_p43 x (Hs28 : s28_claim x) :
  x = s30_board 1 0 0 1 0 -> fst (s30_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q43] in Hc |- *.
  pose proof (Hs28 1 0 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s30_c86_p56 x (Hs28 : s28_claim x) :
  x = s30_board 1 0 0 1 1 -> fst (s30_q56 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q56 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q56] in Hc |- *.
  pose proof (Hs28 1 0 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s30_c87_p5 x (Hs28 : s28_claim x) (e : nat) :
  x = s30_board 1 0 0 1 (2 + e) -> fst (s30_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s30_c88_p86 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 1 0 0 (2 + d) 0 -> fst (s30_q86 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q86 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q86] in Hc |- *.
  pose proof (Hs28 1 0 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c88_p89 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 1 0 0 (2 + d) 0 -> fst (s30_q89 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q89 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q89] in Hc |- *.
  pose proof (Hs28 1 0 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c88_p91 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 1 0 0 (2 + d) 0 -> fst (s30_q91 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q91 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q91] in Hc |- *.
  pose proof (Hs28 1 0 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s30_c89_p88 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 1 0 0 (2 + d) 1 -> fst (s30_q88 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q88 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q88] in Hc |- *.
  pose proof (Hs28 1 0 (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c89_p90 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 1 0 0 (2 + d) 1 -> fst (s30_q90 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q90 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q90] in Hc |- *.
  pose proof (Hs28 1 0 (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c90_p5 x (Hs28 : s28_claim x) (d e : nat) :
  x = s30_board 1 0 0 (2 + d) (2 + e) -> fst (s30_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 1 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s30_c91_p3 x (Hs28 : s28_claim x) :
  x = s30_board 1 0 1 0 0 -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs28 1 1 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s30_c92_p13 x (Hs28 : s28_claim x) :
  x = s30_board 1 0 1 0 1 -> fst (s30_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q13] in Hc |- *.
  pose proof (Hs28 1 1 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s30_c93_p16 x (Hs28 : s28_claim x) (e : nat) :
  x = s30_board 1 0 1 0 (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s28 *)
Lemma s30_c94_p87 x (Hs28 : s28_claim x) :
  x = s30_board 1 0 1 1 0 -> fst (s30_q87 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q87 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q87] in Hc |- *.
  pose proof (Hs28 1 1 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s28 *)
Lemma s30_c95_p20 x (Hs28 : s28_claim x) :
  x = s30_board 1 0 1 1 1 -> fst (s30_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q20] in Hc |- *.
  pose proof (Hs28 1 1 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s28 *)
Lemma s30_c96_p16 x (Hs28 : s28_claim x) (e : nat) :
  x = s30_board 1 0 1 1 (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s28 *)
Lemma s30_c97_p92 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 1 0 1 (2 + d) 0 -> fst (s30_q92 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q92 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q92] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c97_p94 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 1 0 1 (2 + d) 0 -> fst (s30_q94 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q94 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q94] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p44 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s28 *)
Lemma s30_c98_p93 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 1 0 1 (2 + d) 1 -> fst (s30_q93 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q93 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q93] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c99_p16 x (Hs28 : s28_claim x) (d e : nat) :
  x = s30_board 1 0 1 (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s30_c100_p13 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 0 0 -> fst (s30_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q13] in Hc |- *.
  pose proof (Hs28 1 (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c100_p32 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 0 0 -> fst (s30_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q32] in Hc |- *.
  pose proof (Hs28 1 (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c100_p33 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 0 0 -> fst (s30_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q33] in Hc |- *.
  pose proof (Hs28 1 (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s30_c101_p17 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 0 1 -> fst (s30_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q17] in Hc |- *.
  pose proof (Hs28 1 (2 + c) 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s30_c102_p16 x (Hs28 : s28_claim x) (c e : nat) :
  x = s30_board 1 0 (2 + c) 0 (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 1 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s28 *)
Lemma s30_c103_p23 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 1 0 -> fst (s30_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q23] in Hc |- *.
  pose proof (Hs28 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s28 *)
Lemma s30_c104_p27 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 1 1 -> fst (s30_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q27] in Hc |- *.
  pose proof (Hs28 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p47 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s28 *)
Lemma s30_c105_p16 x (Hs28 : s28_claim x) (c e : nat) :
  x = s30_board 1 0 (2 + c) 1 (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s28 *)
Lemma s30_c106_p28 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 1 0 (2 + c) (2 + d) 0 -> fst (s30_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q28] in Hc |- *.
  pose proof (Hs28 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c106_p29 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 1 0 (2 + c) (2 + d) 0 -> fst (s30_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q29] in Hc |- *.
  pose proof (Hs28 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c106_p31 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 1 0 (2 + c) (2 + d) 0 -> fst (s30_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q31] in Hc |- *.
  pose proof (Hs28 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s28 *)
Lemma s30_c107_p23 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 1 0 (2 + c) (2 + d) 1 -> fst (s30_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q23] in Hc |- *.
  pose proof (Hs28 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c107_p30 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 1 0 (2 + c) (2 + d) 1 -> fst (s30_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q30] in Hc |- *.
  pose proof (Hs28 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p48 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c108_p16 x (Hs28 : s28_claim x) (c d e : nat) :
  x = s30_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c109_L : lmoves (s30_board 1 1 0 0 0) = [s30_board 0 2 0 0 0; s28_board 1 1 0 0].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c109_R : rmoves (s30_board 1 1 0 0 0) = [s33_board 1 1 0 0; s8_board 1 1 0].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==0 *)
Lemma s30_c109_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 1 1 0 0 0 -> fst (s30_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q18] in Hc |- *.
  rewrite tf_game_eq, (s30_c109_L), (s30_c109_R); cbn [map].
  pose proof (use_s30 IH 0 2 0 0 0 (opt_l _ _ _ (s30_c109_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 0 0 (opt_l _ _ _ (s30_c109_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 0 0 (opt_r _ _ _ (s30_c109_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH 1 1 0 (opt_r _ _ _ (s30_c109_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p54 Ho0 ltac:(zlia)).
  rewrite (s28_p39 Ho1 ltac:(zlia)).
  rewrite (s33_p8 Ho2 ltac:(zlia)).
  rewrite (s8_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c110_L : lmoves (s30_board 1 1 0 0 1) = [s30_board 0 2 0 0 1; s28_board 1 1 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c110_R : rmoves (s30_board 1 1 0 0 1) = [s33_board 1 1 0 1; strip [] ([T; E; T; E; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c110_R2 : tf_norm (strip [] ([T; E; T; E; F; F]) [(1, 1)]) (s8_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==1 *)
Lemma s30_c110_p87 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 1 1 0 0 1 -> fst (s30_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q87] in Hc |- *.
  rewrite tf_game_eq, (s30_c110_L), (s30_c110_R); cbn [map].
  pose proof (use_s30 IH 0 2 0 0 1 (opt_l _ _ _ (s30_c110_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 0 1 (opt_l _ _ _ (s30_c110_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 0 1 (opt_r _ _ _ (s30_c110_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c110_R2)).
  pose proof (use_s8 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s30_c110_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c110_R2))) as Ho3.
  rewrite (s30_p47 Ho0 ltac:(zlia)).
  rewrite (s28_p40 Ho1 ltac:(zlia)).
  rewrite (s33_p10 Ho2 ltac:(zlia)).
  rewrite (s8_p12 Ho3 ltac:(zlia)).
  rewrite (s8_p12_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c111_L (e : nat) : lmoves (s30_board 1 1 0 0 (2 + e)) = [s30_board 0 2 0 0 (2 + e); s28_board 1 1 0 (2 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c111_R (e : nat) : rmoves (s30_board 1 1 0 0 (2 + e)) = [s33_board 1 1 0 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s30_c111_p22 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s30_board 1 1 0 0 (2 + e) -> fst (s30_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c111_L e), (s30_c111_R e); cbn [map].
  pose proof (use_s30 IH 0 2 0 0 (2 + e) (opt_l _ _ _ (s30_c111_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 0 (2 + e) (opt_l _ _ _ (s30_c111_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 0 (2 + e) (opt_r _ _ _ (s30_c111_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c112_L : lmoves (s30_board 1 1 0 1 0) = [s30_board 0 2 0 1 0; s28_board 1 1 1 0; s30_board 1 1 0 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c112_R : rmoves (s30_board 1 1 0 1 0) = [s39_board 1 1 0 1 0; s23_board 1 1 0 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==0 *)
Lemma s30_c112_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 1 1 0 1 0 -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c112_L), (s30_c112_R); cbn [map].
  pose proof (use_s30 IH 0 2 0 1 0 (opt_l _ _ _ (s30_c112_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 1 0 (opt_l _ _ _ (s30_c112_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 0 0 1 (opt_l _ _ _ (s30_c112_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 0 1 0 (opt_r _ _ _ (s30_c112_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 1 0 1 (opt_r _ _ _ (s30_c112_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p55 Ho0 ltac:(zlia)).
  rewrite (s28_p35 Ho1 ltac:(zlia)).
  rewrite (s30_p87 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s23_p24 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c113_L : lmoves (s30_board 1 1 0 1 1) = [s30_board 0 2 0 1 1; s28_board 1 1 1 1; s30_board 1 1 0 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c113_R : rmoves (s30_board 1 1 0 1 1) = [s39_board 1 1 0 1 1; strip [] ([T; E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c113_R2 : tf_norm (strip [] ([T; E; T; E; F; T; F]) [(1, 1)]) (s23_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==1 *)
Lemma s30_c113_p62 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 1 1 0 1 1 -> fst (s30_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q62] in Hc |- *.
  rewrite tf_game_eq, (s30_c113_L), (s30_c113_R); cbn [map].
  pose proof (use_s30 IH 0 2 0 1 1 (opt_l _ _ _ (s30_c113_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 1 1 (opt_l _ _ _ (s30_c113_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 0 0 2 (opt_l _ _ _ (s30_c113_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 0 1 1 (opt_r _ _ _ (s30_c113_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c113_R2)).
  pose proof (use_s23 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s30_c113_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c113_R2))) as Ho4.
  rewrite (s30_p57 Ho0 ltac:(zlia)).
  rewrite (s28_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  rewrite (s39_p27 Ho3 ltac:(zlia)).
  rewrite (s23_p24 Ho4 ltac:(zlia)).
  rewrite (s23_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c114_L (e : nat) : lmoves (s30_board 1 1 0 1 (2 + e)) = [s30_board 0 2 0 1 (2 + e); s28_board 1 1 1 (2 + e); s30_board 1 1 0 0 (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c114_R (e : nat) : rmoves (s30_board 1 1 0 1 (2 + e)) = [s39_board 1 1 0 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s30_c114_p22 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s30_board 1 1 0 1 (2 + e) -> fst (s30_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c114_L e), (s30_c114_R e); cbn [map].
  pose proof (use_s30 IH 0 2 0 1 (2 + e) (opt_l _ _ _ (s30_c114_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 1 (2 + e) (opt_l _ _ _ (s30_c114_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 0 0 (3 + e) (opt_l _ _ _ (s30_c114_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 0 1 (2 + e) (opt_r _ _ _ (s30_c114_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

