(* A part of the proof in tf_erickson_first_b2.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_b2_base tf_erickson_first_b2_values1.


Lemma s17_c73_L (a b : nat) : lmoves (s17_board (2 + a) (2 + b) 0 0) = [s17_board (1 + a) (3 + b) 0 0; s12_board (2 + a) (1 + b) 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c73_R (a b : nat) : rmoves (s17_board (2 + a) (2 + b) 0 0) = [s3_board (2 + a) (2 + b)].
Proof. unfold s17_board, s3_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s17_c73_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 0 0 -> fst (s17_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q18] in Hc |- *.
  rewrite tf_game_eq, (s17_c73_L a b), (s17_c73_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s17_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s17_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_r _ _ _ (s17_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s17_p46 Ho0 ltac:(zlia)).
    rewrite (s12_p46 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s17_p59 Ho0 ltac:(zlia)).
    rewrite (s12_p51 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s17_p66 Ho0 ltac:(zlia)).
    rewrite (s12_p51 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s17_c73_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 0 0 -> fst (s17_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q33] in Hc |- *.
  rewrite tf_game_eq, (s17_c73_L a b), (s17_c73_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s17_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s17_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_r _ _ _ (s17_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p33 Ho0 ltac:(zlia)).
    rewrite (s12_p29 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p47 Ho0 ltac:(zlia)).
    rewrite (s12_p29 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c73_p59 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 0 0 -> fst (s17_q59 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q59 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q59] in Hc |- *.
  rewrite tf_game_eq, (s17_c73_L a b), (s17_c73_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s17_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s17_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_r _ _ _ (s17_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p47 Ho0 ltac:(zlia)).
  rewrite (s12_p49 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c73_p66 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 0 0 -> fst (s17_q66 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q66 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q66] in Hc |- *.
  rewrite tf_game_eq, (s17_c73_L a b), (s17_c73_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s17_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s17_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_r _ _ _ (s17_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p33 Ho0 ltac:(zlia)).
  rewrite (s12_p54 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c74_L (a b : nat) : lmoves (s17_board (2 + a) (2 + b) 0 1) = [s17_board (1 + a) (3 + b) 0 1; s12_board (2 + a) (1 + b) 0 2].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c74_R (a b : nat) : rmoves (s17_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s3_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s17_c74_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 0 1 -> fst (s17_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q15] in Hc |- *.
  rewrite tf_game_eq, (s17_c74_L a b), (s17_c74_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s17_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s17_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c74_R1 a b)).
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s17_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s17_c74_R1 a b))) as Ho2.
  rewrite (s17_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s12_p26 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s12_p32 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s17_c75_L (a b d : nat) : lmoves (s17_board (2 + a) (2 + b) 0 (2 + d)) = [s17_board (1 + a) (3 + b) 0 (2 + d); s12_board (2 + a) (1 + b) 0 (3 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c75_R (a b d : nat) : rmoves (s17_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s17_c75_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s17_board (2 + a) (2 + b) 0 (2 + d) -> fst (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c75_L a b d), (s17_c75_R a b d); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s17_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s17_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s12_p26 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s12_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s17_c76_L (a b : nat) : lmoves (s17_board (2 + a) (2 + b) 1 0) = [s17_board (1 + a) (3 + b) 1 0; s17_board (2 + a) (2 + b) 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c76_R (a b : nat) : rmoves (s17_board (2 + a) (2 + b) 1 0) = [s13_board (2 + a) (2 + b) 1].
Proof. unfold s13_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s17_c76_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 1 0 -> fst (s17_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q9] in Hc |- *.
  rewrite tf_game_eq, (s17_c76_L a b), (s17_c76_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s17_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s17_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s17_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p9 Ho0 ltac:(zlia)).
  rewrite (s17_p15 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c77_L (a b : nat) : lmoves (s17_board (2 + a) (2 + b) 1 1) = [s17_board (1 + a) (3 + b) 1 1; s17_board (2 + a) (2 + b) 0 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c77_R (a b : nat) : rmoves (s17_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s13_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s17_c77_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 1 1 -> fst (s17_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q19] in Hc |- *.
  rewrite tf_game_eq, (s17_c77_L a b), (s17_c77_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s17_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s17_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c77_R1 a b)).
  pose proof (use_s13 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s17_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s17_c77_R1 a b))) as Ho2.
  rewrite (s17_p19 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c78_L (a b d : nat) : lmoves (s17_board (2 + a) (2 + b) 1 (2 + d)) = [s17_board (1 + a) (3 + b) 1 (2 + d); s17_board (2 + a) (2 + b) 0 (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c78_R (a b d : nat) : rmoves (s17_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s17_c78_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s17_board (2 + a) (2 + b) 1 (2 + d) -> fst (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c78_L a b d), (s17_c78_R a b d); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s17_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s17_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c79_L (a b c : nat) : lmoves (s17_board (2 + a) (2 + b) (2 + c) 0) = [s17_board (1 + a) (3 + b) (2 + c) 0; s17_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c79_R (a b c : nat) : rmoves (s17_board (2 + a) (2 + b) (2 + c) 0) = [s13_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s13_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s17_c79_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) 0 -> fst (s17_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q20] in Hc |- *.
  rewrite tf_game_eq, (s17_c79_L a b c), (s17_c79_R a b c); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s17_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p20 Ho0 ltac:(zlia)).
    rewrite (s17_p19 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p21 Ho0 ltac:(zlia)).
    rewrite (s17_p19 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c79_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) 0 -> fst (s17_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q24] in Hc |- *.
  rewrite tf_game_eq, (s17_c79_L a b c), (s17_c79_R a b c); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s17_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p24 Ho0 ltac:(zlia)).
    rewrite (s17_p22 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p25 Ho0 ltac:(zlia)).
    rewrite (s17_p22 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c79_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) 0 -> fst (s17_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q28] in Hc |- *.
  rewrite tf_game_eq, (s17_c79_L a b c), (s17_c79_R a b c); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s17_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p28 Ho0 ltac:(zlia)).
    rewrite (s17_p26 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p29 Ho0 ltac:(zlia)).
    rewrite (s17_p26 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c80_L (a b c : nat) : lmoves (s17_board (2 + a) (2 + b) (2 + c) 1) = [s17_board (1 + a) (3 + b) (2 + c) 1; s17_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c80_R (a b c : nat) : rmoves (s17_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s17_c80_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) 1 -> fst (s17_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q22] in Hc |- *.
  rewrite tf_game_eq, (s17_c80_L a b c), (s17_c80_R a b c); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s17_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c80_R1 a b c)).
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s17_c80_R1 a b c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p22 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p23 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c80_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) 1 -> fst (s17_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q26] in Hc |- *.
  rewrite tf_game_eq, (s17_c80_L a b c), (s17_c80_R a b c); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s17_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c80_R1 a b c)).
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s17_c80_R1 a b c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p26 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p27 Ho0 ltac:(zlia)).
    rewrite (s17_p14 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c81_L (a b c d : nat) : lmoves (s17_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s17_board (1 + a) (3 + b) (2 + c) (2 + d); s17_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c81_R (a b c d : nat) : rmoves (s17_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s17_c81_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c81_L a b c d), (s17_c81_R a b c d); cbn [map].
  pose proof (use_s17 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s17_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s17_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s18_c1_L : lmoves (s18_board 0 0) = [strip [(0, 1)] ([E; T; F; E]) []].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E]) []) (s6_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c1_R : rmoves (s18_board 0 0) = [strip [(0, 1)] ([T; F; E; E]) []].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E]) []) (s5_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F T _ T^b F _ on a==0 && b==0 *)
Lemma s18_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 0 0 -> fst (s18_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q1] in Hc |- *.
  rewrite tf_game_eq, (s18_c1_L), (s18_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s18_c1_L1)).
  pose proof (use_s6 IH 0 1 (opt_norm_l _ _ _ _ _ (s18_c1_L) ltac:(cbn [In]; left; reflexivity) (s18_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s18_c1_R1)).
  pose proof (use_s5 IH 1 (opt_norm_r _ _ _ _ _ (s18_c1_R) ltac:(cbn [In]; left; reflexivity) (s18_c1_R1))) as Ho1.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c2_L : lmoves (s18_board 0 1) = [strip [(0, 1)] ([E; T; T; F; E]) []; strip [(0, 1)] ([T; E; E; F]) [(1, 0)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E]) []) (s6_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F]) [(1, 0)]) (s7_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c2_R : rmoves (s18_board 0 1) = [strip [(0, 1)] ([T; F]) [(1, 2)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c2_R1 : tf_norm (strip [(0, 1)] ([T; F]) [(1, 2)]) (s5_board 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F]) [(1, 2)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F T _ T^b F _ on a==0 && b==1 *)
Lemma s18_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 0 1 -> fst (s18_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c2_L), (s18_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s18_c2_L1)).
  pose proof (use_s6 IH 0 2 (opt_norm_l _ _ _ _ _ (s18_c2_L) ltac:(cbn [In]; left; reflexivity) (s18_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s18_c2_L2)).
  pose proof (use_s7 IH 1 0 (opt_norm_l _ _ _ _ _ (s18_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s18_c2_R1)).
  pose proof (use_s5 IH 1 (opt_norm_r _ _ _ _ _ (s18_c2_R) ltac:(cbn [In]; left; reflexivity) (s18_c2_R1))) as Ho2.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p3 Ho1 ltac:(zlia)).
  rewrite (s5_p1 Ho2 I).
  rewrite (s5_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c3_L (b : nat) : lmoves (s18_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E]) []) (s6_board 0 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s8_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c3_R (b : nat) : rmoves (s18_board 0 (2 + b)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a F T _ T^b F _ on a==0 && b>=2 *)
Lemma s18_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s18_board 0 (2 + b) -> fst (s18_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s18_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c3_L b), (s18_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s18_c3_L1 b)).
  pose proof (use_s6 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s18_c3_L b) ltac:(cbn [In]; left; reflexivity) (s18_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s18_c3_L2 b)).
  pose proof (use_s8 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s18_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c3_L2 b))) as Ho1.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s8_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s8_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s8_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s18_c4_L : lmoves (s18_board 1 0) = [s10_board 1 1].
Proof. unfold s10_board, s18_board. tf_options. Qed.
Lemma s18_c4_R : rmoves (s18_board 1 0) = [s9_board 1].
Proof. unfold s18_board, s9_board. tf_options. Qed.
(* s18 = T^a F T _ T^b F _ on a==1 && b==0 *)
Lemma s18_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 1 0 -> fst (s18_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q1] in Hc |- *.
  rewrite tf_game_eq, (s18_c4_L), (s18_c4_R); cbn [map].
  pose proof (use_s10 IH 1 1 (opt_l _ _ _ (s18_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 1 (opt_r _ _ _ (s18_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s9_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c5_L : lmoves (s18_board 1 1) = [s10_board 1 2; strip [] ([T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s10_board, s18_board, strip. tf_options. Qed.
Lemma s18_c5_L2 : tf_norm (strip [] ([T; F; T; E; E; F]) [(1, 0)]) (s16_board 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c5_R : rmoves (s18_board 1 1) = [strip [] ([T; F; T; F]) [(1, 2)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c5_R1 : tf_norm (strip [] ([T; F; T; F]) [(1, 2)]) (s9_board 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F T _ T^b F _ on a==1 && b==1 *)
Lemma s18_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 1 1 -> fst (s18_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c5_L), (s18_c5_R); cbn [map].
  pose proof (use_s10 IH 1 2 (opt_l _ _ _ (s18_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s18_c5_L2)).
  pose proof (use_s16 IH 1 0 (opt_norm_l _ _ _ _ _ (s18_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s18_c5_R1)).
  pose proof (use_s9 IH 1 (opt_norm_r _ _ _ _ _ (s18_c5_R) ltac:(cbn [In]; left; reflexivity) (s18_c5_R1))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s16_p1 Ho1 ltac:(zlia)).
  rewrite (s9_p1 Ho2 I).
  rewrite (s9_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c6_L (b : nat) : lmoves (s18_board 1 (2 + b)) = [s10_board 1 (3 + b); strip [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, s18_board, strip. tf_options. Qed.
Lemma s18_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s19_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c6_R (b : nat) : rmoves (s18_board 1 (2 + b)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a F T _ T^b F _ on a==1 && b>=2 *)
Lemma s18_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s18_board 1 (2 + b) -> fst (s18_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s18_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c6_L b), (s18_c6_R b); cbn [map].
  pose proof (use_s10 IH 1 (3 + b) (opt_l _ _ _ (s18_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s18_c6_L2 b)).
  pose proof (use_s19 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s18_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c6_L2 b))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s19_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s19_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s18_c7_L (a : nat) : lmoves (s18_board (2 + a) 0) = [s10_board (2 + a) 1].
Proof. unfold s10_board, s18_board. tf_options. Qed.
Lemma s18_c7_R (a : nat) : rmoves (s18_board (2 + a) 0) = [s9_board (2 + a)].
Proof. unfold s18_board, s9_board. tf_options. Qed.
(* s18 = T^a F T _ T^b F _ on a>=2 && b==0 *)
Lemma s18_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 0 -> fst (s18_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s18_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q1] in Hc |- *.
  rewrite tf_game_eq, (s18_c7_L a), (s18_c7_R a); cbn [map].
  pose proof (use_s10 IH (2 + a) 1 (opt_l _ _ _ (s18_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH (2 + a) (opt_r _ _ _ (s18_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s9_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c8_L (a : nat) : lmoves (s18_board (2 + a) 1) = [s10_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s10_board, s18_board, strip. tf_options. Qed.
Lemma s18_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]) (s16_board (2 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c8_R (a : nat) : rmoves (s18_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F]) [(1, 2)]) (s9_board (2 + a)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F T _ T^b F _ on a>=2 && b==1 *)
Lemma s18_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 1 -> fst (s18_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s18_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c8_L a), (s18_c8_R a); cbn [map].
  pose proof (use_s10 IH (2 + a) 2 (opt_l _ _ _ (s18_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s18_c8_L2 a)).
  pose proof (use_s16 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s18_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s18_c8_R1 a)).
  pose proof (use_s9 IH (2 + a) (opt_norm_r _ _ _ _ _ (s18_c8_R a) ltac:(cbn [In]; left; reflexivity) (s18_c8_R1 a))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s16_p1 Ho1 ltac:(zlia)).
  rewrite (s9_p1 Ho2 I).
  rewrite (s9_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c9_L (a b : nat) : lmoves (s18_board (2 + a) (2 + b)) = [s10_board (2 + a) (3 + b); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, s18_board, strip. tf_options. Qed.
Lemma s18_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s19_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c9_R (a b : nat) : rmoves (s18_board (2 + a) (2 + b)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a F T _ T^b F _ on a>=2 && b>=2 *)
Lemma s18_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s18_board (2 + a) (2 + b) -> fst (s18_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s18_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c9_L a b), (s18_c9_R a b); cbn [map].
  pose proof (use_s10 IH (2 + a) (3 + b) (opt_l _ _ _ (s18_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s18_c9_L2 a b)).
  pose proof (use_s19 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s18_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c9_L2 a b))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s19_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s19_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a==0 && b==0 && c==0: the board of s16 *)
Lemma s19_c1_p1 x (Hs16 : s16_claim x) :
  x = s19_board 0 0 0 -> fst (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs16 0 0 ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a==0 && b==0 && c==1: the board of s16 *)
Lemma s19_c2_p1 x (Hs16 : s16_claim x) :
  x = s19_board 0 0 1 -> fst (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs16 0 1 ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a==0 && b==0 && c>=2: the board of s16 *)
Lemma s19_c3_p2 x (Hs16 : s16_claim x) (c : nat) :
  x = s19_board 0 0 (2 + c) -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs16 0 (2 + c) ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c4_L : lmoves (s19_board 0 1 0) = [strip [(0, 1)] ([E; T; T; E; F]) []; strip [(0, 1)] ([T; E; E; T; F]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F]) []) (s8_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F]) []) (s7_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c4_R : rmoves (s19_board 0 1 0) = [strip [(0, 1)] ([T; E; T; F; E]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E]) []) (s6_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s19_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 0 1 0 -> fst (s19_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c4_L), (s19_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s19_c4_L1)).
  pose proof (use_s8 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s19_c4_L) ltac:(cbn [In]; left; reflexivity) (s19_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s19_c4_L2)).
  pose proof (use_s7 IH 1 1 (opt_norm_l _ _ _ _ _ (s19_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s19_c4_R1)).
  pose proof (use_s6 IH 1 1 (opt_norm_r _ _ _ _ _ (s19_c4_R) ltac:(cbn [In]; left; reflexivity) (s19_c4_R1))) as Ho2.
  rewrite (s8_p3 Ho0 ltac:(zlia)).
  rewrite (s7_p3 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c5_L : lmoves (s19_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; T; F]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F]) []) (s8_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F]) []) (s7_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c5_R : rmoves (s19_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F]) [(1, 1)]) (s6_board 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s19_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 0 1 1 -> fst (s19_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c5_L), (s19_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s19_c5_L1)).
  pose proof (use_s8 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s19_c5_L) ltac:(cbn [In]; left; reflexivity) (s19_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s19_c5_L2)).
  pose proof (use_s7 IH 1 2 (opt_norm_l _ _ _ _ _ (s19_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s19_c5_R1)).
  pose proof (use_s6 IH 1 1 (opt_norm_r _ _ _ _ _ (s19_c5_R) ltac:(cbn [In]; left; reflexivity) (s19_c5_R1))) as Ho2.
  rewrite (s8_p4 Ho0 ltac:(zlia)).
  rewrite (s7_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c6_L (c : nat) : lmoves (s19_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F]) []) (s8_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F]) []) (s7_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c6_R (c : nat) : rmoves (s19_board 0 1 (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s19_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 0 1 (2 + c) -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c6_L c), (s19_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s19_c6_L1 c)).
  pose proof (use_s8 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s19_c6_L c) ltac:(cbn [In]; left; reflexivity) (s19_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s19_c6_L2 c)).
  pose proof (use_s7 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s19_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c6_L2 c))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s19_c7_L (b : nat) : lmoves (s19_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F]) []) (s8_board 0 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F]) []) (s8_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c7_R (b : nat) : rmoves (s19_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []) (s6_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s19_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 0 (2 + b) 0 -> fst (s19_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s19_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q5] in Hc |- *.
  rewrite tf_game_eq, (s19_c7_L b), (s19_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s19_c7_L1 b)).
  pose proof (use_s8 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s19_c7_L b) ltac:(cbn [In]; left; reflexivity) (s19_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s19_c7_L2 b)).
  pose proof (use_s8 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s19_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s19_c7_R1 b)).
  pose proof (use_s6 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s19_c7_R b) ltac:(cbn [In]; left; reflexivity) (s19_c7_R1 b))) as Ho2.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s8_p4 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 0 (2 + b) 0 -> fst (s19_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c7_L b), (s19_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s19_c7_L1 b)).
  pose proof (use_s8 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s19_c7_L b) ltac:(cbn [In]; left; reflexivity) (s19_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s19_c7_L2 b)).
  pose proof (use_s8 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s19_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s19_c7_R1 b)).
  pose proof (use_s6 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s19_c7_R b) ltac:(cbn [In]; left; reflexivity) (s19_c7_R1 b))) as Ho2.
  rewrite (s8_p8 Ho0 ltac:(zlia)).
  rewrite (s8_p7 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c8_L (b : nat) : lmoves (s19_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F]) []) (s8_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s8_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c8_R (b : nat) : rmoves (s19_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s6_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s19_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 0 (2 + b) 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c8_L b), (s19_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s19_c8_L1 b)).
  pose proof (use_s8 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s19_c8_L b) ltac:(cbn [In]; left; reflexivity) (s19_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s19_c8_L2 b)).
  pose proof (use_s8 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s19_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s19_c8_R1 b)).
  pose proof (use_s6 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s19_c8_R b) ltac:(cbn [In]; left; reflexivity) (s19_c8_R1 b))) as Ho2.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c9_L (b c : nat) : lmoves (s19_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F]) []) (s8_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []) (s8_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c9_R (b c : nat) : rmoves (s19_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s19_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 0 (2 + b) (2 + c) -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c9_L b c), (s19_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s19_c9_L1 b c)).
  pose proof (use_s8 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s19_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s19_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s19_c9_L2 b c)).
  pose proof (use_s8 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s19_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c9_L2 b c))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a==1 && b==0 && c==0: the board of s16 *)
Lemma s19_c10_p1 x (Hs16 : s16_claim x) :
  x = s19_board 1 0 0 -> fst (s19_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs16 1 0 ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a==1 && b==0 && c==1: the board of s16 *)
Lemma s19_c11_p1 x (Hs16 : s16_claim x) :
  x = s19_board 1 0 1 -> fst (s19_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs16 1 1 ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a==1 && b==0 && c>=2: the board of s16 *)
Lemma s19_c12_p2 x (Hs16 : s16_claim x) (c : nat) :
  x = s19_board 1 0 (2 + c) -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs16 1 (2 + c) ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c13_L : lmoves (s19_board 1 1 0) = [s15_board 1 2 0; s16_board 1 1].
Proof. unfold s15_board, s16_board, s19_board. tf_options. Qed.
Lemma s19_c13_R : rmoves (s19_board 1 1 0) = [s18_board 1 1].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s19_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 1 1 0 -> fst (s19_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q4] in Hc |- *.
  rewrite tf_game_eq, (s19_c13_L), (s19_c13_R); cbn [map].
  pose proof (use_s15 IH 1 2 0 (opt_l _ _ _ (s19_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 1 (opt_l _ _ _ (s19_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 1 1 (opt_r _ _ _ (s19_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p9 Ho0 ltac:(zlia)).
  rewrite (s16_p1 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c14_L : lmoves (s19_board 1 1 1) = [s15_board 1 2 1; s16_board 1 2].
Proof. unfold s15_board, s16_board, s19_board. tf_options. Qed.
Lemma s19_c14_R : rmoves (s19_board 1 1 1) = [strip [] ([T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c14_R1 : tf_norm (strip [] ([T; F; T; E; T; F]) [(1, 1)]) (s18_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s19_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 1 1 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c14_L), (s19_c14_R); cbn [map].
  pose proof (use_s15 IH 1 2 1 (opt_l _ _ _ (s19_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 2 (opt_l _ _ _ (s19_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s19_c14_R1)).
  pose proof (use_s18 IH 1 1 (opt_norm_r _ _ _ _ _ (s19_c14_R) ltac:(cbn [In]; left; reflexivity) (s19_c14_R1))) as Ho2.
  rewrite (s15_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p2 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  rewrite (s18_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c15_L (c : nat) : lmoves (s19_board 1 1 (2 + c)) = [s15_board 1 2 (2 + c); s16_board 1 (3 + c)].
Proof. unfold s15_board, s16_board, s19_board. tf_options. Qed.
Lemma s19_c15_R (c : nat) : rmoves (s19_board 1 1 (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s19_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 1 1 (2 + c) -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c15_L c), (s19_c15_R c); cbn [map].
  pose proof (use_s15 IH 1 2 (2 + c) (opt_l _ _ _ (s19_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (3 + c) (opt_l _ _ _ (s19_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s16_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s19_c16_L (b : nat) : lmoves (s19_board 1 (2 + b) 0) = [s15_board 1 (3 + b) 0; s19_board 1 (1 + b) 1].
Proof. unfold s15_board, s19_board. tf_options. Qed.
Lemma s19_c16_R (b : nat) : rmoves (s19_board 1 (2 + b) 0) = [s18_board 1 (2 + b)].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s19_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 1 (2 + b) 0 -> fst (s19_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c16_L b), (s19_c16_R b); cbn [map].
  pose proof (use_s15 IH 1 (3 + b) 0 (opt_l _ _ _ (s19_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 1 (opt_l _ _ _ (s19_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 1 (2 + b) (opt_r _ _ _ (s19_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 0)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s15_p14 Ho0 ltac:(zlia)).
    rewrite (s19_p6 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s15_p15 Ho0 ltac:(zlia)).
    rewrite (s19_p6 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s19_c17_L (b : nat) : lmoves (s19_board 1 (2 + b) 1) = [s15_board 1 (3 + b) 1; s19_board 1 (1 + b) 2].
Proof. unfold s15_board, s19_board. tf_options. Qed.
Lemma s19_c17_R (b : nat) : rmoves (s19_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s18_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s19_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 1 (2 + b) 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c17_L b), (s19_c17_R b); cbn [map].
  pose proof (use_s15 IH 1 (3 + b) 1 (opt_l _ _ _ (s19_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 2 (opt_l _ _ _ (s19_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s19_c17_R1 b)).
  pose proof (use_s18 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s19_c17_R b) ltac:(cbn [In]; left; reflexivity) (s19_c17_R1 b))) as Ho2.
  rewrite (s15_p11 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  rewrite (s18_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c18_L (b c : nat) : lmoves (s19_board 1 (2 + b) (2 + c)) = [s15_board 1 (3 + b) (2 + c); s19_board 1 (1 + b) (3 + c)].
Proof. unfold s15_board, s19_board. tf_options. Qed.
Lemma s19_c18_R (b c : nat) : rmoves (s19_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s19_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 1 (2 + b) (2 + c) -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c18_L b c), (s19_c18_R b c); cbn [map].
  pose proof (use_s15 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s19_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s19_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b==0 && c==0: the board of s16 *)
Lemma s19_c19_p1 x (Hs16 : s16_claim x) (a : nat) :
  x = s19_board (2 + a) 0 0 -> fst (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs16 (2 + a) 0 ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b==0 && c==1: the board of s16 *)
Lemma s19_c20_p1 x (Hs16 : s16_claim x) (a : nat) :
  x = s19_board (2 + a) 0 1 -> fst (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s16 *)
Lemma s19_c21_p2 x (Hs16 : s16_claim x) (a c : nat) :
  x = s19_board (2 + a) 0 (2 + c) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s19_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c22_L (a : nat) : lmoves (s19_board (2 + a) 1 0) = [s15_board (2 + a) 2 0; s16_board (2 + a) 1].
Proof. unfold s15_board, s16_board, s19_board. tf_options. Qed.
Lemma s19_c22_R (a : nat) : rmoves (s19_board (2 + a) 1 0) = [s18_board (2 + a) 1].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s19_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 1 0 -> fst (s19_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q4] in Hc |- *.
  rewrite tf_game_eq, (s19_c22_L a), (s19_c22_R a); cbn [map].
  pose proof (use_s15 IH (2 + a) 2 0 (opt_l _ _ _ (s19_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) 1 (opt_l _ _ _ (s19_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH (2 + a) 1 (opt_r _ _ _ (s19_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p12 Ho0 ltac:(zlia)).
  rewrite (s16_p1 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c23_L (a : nat) : lmoves (s19_board (2 + a) 1 1) = [s15_board (2 + a) 2 1; s16_board (2 + a) 2].
Proof. unfold s15_board, s16_board, s19_board. tf_options. Qed.
Lemma s19_c23_R (a : nat) : rmoves (s19_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 1)]) (s18_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s19_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 1 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c23_L a), (s19_c23_R a); cbn [map].
  pose proof (use_s15 IH (2 + a) 2 1 (opt_l _ _ _ (s19_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) 2 (opt_l _ _ _ (s19_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s19_c23_R1 a)).
  pose proof (use_s18 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s19_c23_R a) ltac:(cbn [In]; left; reflexivity) (s19_c23_R1 a))) as Ho2.
  rewrite (s15_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p2 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  rewrite (s18_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c24_L (a c : nat) : lmoves (s19_board (2 + a) 1 (2 + c)) = [s15_board (2 + a) 2 (2 + c); s16_board (2 + a) (3 + c)].
Proof. unfold s15_board, s16_board, s19_board. tf_options. Qed.
Lemma s19_c24_R (a c : nat) : rmoves (s19_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s19_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s19_board (2 + a) 1 (2 + c) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c24_L a c), (s19_c24_R a c); cbn [map].
  pose proof (use_s15 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s19_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (3 + c) (opt_l _ _ _ (s19_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s16_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s19_c25_L (a b : nat) : lmoves (s19_board (2 + a) (2 + b) 0) = [s15_board (2 + a) (3 + b) 0; s19_board (2 + a) (1 + b) 1].
Proof. unfold s15_board, s19_board. tf_options. Qed.
Lemma s19_c25_R (a b : nat) : rmoves (s19_board (2 + a) (2 + b) 0) = [s18_board (2 + a) (2 + b)].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s19_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 0 -> fst (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c25_L a b), (s19_c25_R a b); cbn [map].
  pose proof (use_s15 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s19_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s19_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH (2 + a) (2 + b) (opt_r _ _ _ (s19_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 0)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s15_p12 Ho0 ltac:(zlia)).
    rewrite (s19_p6 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s15_p15 Ho0 ltac:(zlia)).
    rewrite (s19_p6 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s19_c26_L (a b : nat) : lmoves (s19_board (2 + a) (2 + b) 1) = [s15_board (2 + a) (3 + b) 1; s19_board (2 + a) (1 + b) 2].
Proof. unfold s15_board, s19_board. tf_options. Qed.
Lemma s19_c26_R (a b : nat) : rmoves (s19_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s18_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s19_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c26_L a b), (s19_c26_R a b); cbn [map].
  pose proof (use_s15 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s19_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s19_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s19_c26_R1 a b)).
  pose proof (use_s18 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s19_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s19_c26_R1 a b))) as Ho2.
  rewrite (s15_p11 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  rewrite (s18_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c27_L (a b c : nat) : lmoves (s19_board (2 + a) (2 + b) (2 + c)) = [s15_board (2 + a) (3 + b) (2 + c); s19_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s15_board, s19_board. tf_options. Qed.
Lemma s19_c27_R (a b c : nat) : rmoves (s19_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a F T _ T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s19_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c27_L a b c), (s19_c27_R a b c); cbn [map].
  pose proof (use_s15 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s19_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s19_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

