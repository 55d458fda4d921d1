(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s28_c68_L (a : nat) : lmoves (s28_board (2 + a) 1 1 1) = [s30_board (1 + a) 1 1 1 1; s28_board (2 + a) 1 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c68_R (a : nat) : rmoves (s28_board (2 + a) 1 1 1) = [s39_board (2 + a) 0 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s28_board, s39_board, strip. tf_options. Qed.
Lemma s28_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) [(1, 1)]) (s22_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s28_c68_p43 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 1 1 -> fst (s28_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q43] in Hc |- *.
  rewrite tf_game_eq, (s28_c68_L a), (s28_c68_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s28_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 0 2 (opt_l _ _ _ (s28_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s28_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c68_R2 a)).
  pose proof (use_s22 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s28_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c68_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p76 Ho0 ltac:(zlia)).
    rewrite (s28_p41 Ho1 ltac:(zlia)).
    rewrite (s39_p45 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p99 Ho0 ltac:(zlia)).
    rewrite (s28_p41 Ho1 ltac:(zlia)).
    rewrite (s39_p45 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c69_L (a d : nat) : lmoves (s28_board (2 + a) 1 1 (2 + d)) = [s30_board (1 + a) 1 1 1 (2 + d); s28_board (2 + a) 1 0 (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c69_R (a d : nat) : rmoves (s28_board (2 + a) 1 1 (2 + d)) = [s39_board (2 + a) 0 1 1 (2 + d)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s28_c69_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s28_board (2 + a) 1 1 (2 + d) -> fst (s28_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q42] in Hc |- *.
  rewrite tf_game_eq, (s28_c69_L a d), (s28_c69_R a d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s28_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s28_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 1 (2 + d) (opt_r _ _ _ (s28_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c70_L (a c : nat) : lmoves (s28_board (2 + a) 1 (2 + c) 0) = [s30_board (1 + a) 1 1 (2 + c) 0; s28_board (2 + a) 1 (1 + c) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c70_R (a c : nat) : rmoves (s28_board (2 + a) 1 (2 + c) 0) = [s39_board (2 + a) 0 1 (2 + c) 0; s22_board (2 + a) 1 (2 + c)].
Proof. unfold s22_board, s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s28_c70_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s28_board (2 + a) 1 (2 + c) 0 -> fst (s28_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q44] in Hc |- *.
  rewrite tf_game_eq, (s28_c70_L a c), (s28_c70_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s28_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s28_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 (2 + c) 0 (opt_r _ _ _ (s28_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s28_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s30_p77 Ho0 ltac:(zlia)).
    rewrite (s28_p43 Ho1 ltac:(zlia)).
    rewrite (s39_p47 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p100 Ho0 ltac:(zlia)).
    rewrite (s28_p43 Ho1 ltac:(zlia)).
    rewrite (s39_p47 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p102 Ho0 ltac:(zlia)).
    rewrite (s28_p43 Ho1 ltac:(zlia)).
    rewrite (s39_p47 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c71_L (a c : nat) : lmoves (s28_board (2 + a) 1 (2 + c) 1) = [s30_board (1 + a) 1 1 (2 + c) 1; s28_board (2 + a) 1 (1 + c) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c71_R (a c : nat) : rmoves (s28_board (2 + a) 1 (2 + c) 1) = [s39_board (2 + a) 0 1 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, s39_board, strip. tf_options. Qed.
Lemma s28_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s22_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s28_c71_p43 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s28_board (2 + a) 1 (2 + c) 1 -> fst (s28_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q43] in Hc |- *.
  rewrite tf_game_eq, (s28_c71_L a c), (s28_c71_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s28_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s28_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 (2 + c) 1 (opt_r _ _ _ (s28_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c71_R2 a c)).
  pose proof (use_s22 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c71_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p76 Ho0 ltac:(zlia)).
    rewrite (s28_p42 Ho1 ltac:(zlia)).
    rewrite (s39_p45 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p101 Ho0 ltac:(zlia)).
    rewrite (s28_p42 Ho1 ltac:(zlia)).
    rewrite (s39_p45 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c72_L (a c d : nat) : lmoves (s28_board (2 + a) 1 (2 + c) (2 + d)) = [s30_board (1 + a) 1 1 (2 + c) (2 + d); s28_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c72_R (a c d : nat) : rmoves (s28_board (2 + a) 1 (2 + c) (2 + d)) = [s39_board (2 + a) 0 1 (2 + c) (2 + d)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s28_c72_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s28_board (2 + a) 1 (2 + c) (2 + d) -> fst (s28_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q42] in Hc |- *.
  rewrite tf_game_eq, (s28_c72_L a c d), (s28_c72_R a c d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s28_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s28_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s28_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c73_L (a b : nat) : lmoves (s28_board (2 + a) (2 + b) 0 0) = [s30_board (1 + a) 1 (2 + b) 0 0; s21_board (2 + a) (1 + b) 0 1].
Proof. unfold s21_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c73_R (a b : nat) : rmoves (s28_board (2 + a) (2 + b) 0 0) = [s3_board (2 + a) (2 + b)].
Proof. unfold s28_board, s3_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s28_c73_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 0 0 -> fst (s28_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q29] in Hc |- *.
  rewrite tf_game_eq, (s28_c73_L a b), (s28_c73_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) 0 0 (opt_l _ _ _ (s28_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s28_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_r _ _ _ (s28_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p78 Ho0 ltac:(zlia)).
    rewrite (s21_p21 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p103 Ho0 ltac:(zlia)).
    rewrite (s21_p21 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c73_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 0 0 -> fst (s28_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q30] in Hc |- *.
  rewrite tf_game_eq, (s28_c73_L a b), (s28_c73_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) 0 0 (opt_l _ _ _ (s28_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s28_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_r _ _ _ (s28_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p33 Ho0 ltac:(zlia)).
  rewrite (s21_p48 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c73_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 0 0 -> fst (s28_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q45] in Hc |- *.
  rewrite tf_game_eq, (s28_c73_L a b), (s28_c73_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) 0 0 (opt_l _ _ _ (s28_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s28_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_r _ _ _ (s28_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p45 Ho0 ltac:(zlia)).
    rewrite (s21_p21 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p46 Ho0 ltac:(zlia)).
    rewrite (s21_p21 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s28_c74_L (a b : nat) : lmoves (s28_board (2 + a) (2 + b) 0 1) = [s30_board (1 + a) 1 (2 + b) 0 1; s21_board (2 + a) (1 + b) 0 2].
Proof. unfold s21_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c74_R (a b : nat) : rmoves (s28_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s3_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s28_c74_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 0 1 -> fst (s28_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q41] in Hc |- *.
  rewrite tf_game_eq, (s28_c74_L a b), (s28_c74_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) 0 1 (opt_l _ _ _ (s28_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s28_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c74_R1 a b)).
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s28_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s28_c74_R1 a b))) as Ho2.
  rewrite (s30_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s21_p39 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s21_p49 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s28_c75_L (a b d : nat) : lmoves (s28_board (2 + a) (2 + b) 0 (2 + d)) = [s30_board (1 + a) 1 (2 + b) 0 (2 + d); s21_board (2 + a) (1 + b) 0 (3 + d)].
Proof. unfold s21_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c75_R (a b d : nat) : rmoves (s28_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s28_c75_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s28_board (2 + a) (2 + b) 0 (2 + d) -> fst (s28_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q41] in Hc |- *.
  rewrite tf_game_eq, (s28_c75_L a b d), (s28_c75_R a b d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s28_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s28_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s21_p39 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p49 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s28_c76_L (a b : nat) : lmoves (s28_board (2 + a) (2 + b) 1 0) = [s30_board (1 + a) 1 (2 + b) 1 0; s28_board (2 + a) (2 + b) 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c76_R (a b : nat) : rmoves (s28_board (2 + a) (2 + b) 1 0) = [s22_board (2 + a) (2 + b) 1].
Proof. unfold s22_board, s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s28_c76_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 1 0 -> fst (s28_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q46] in Hc |- *.
  rewrite tf_game_eq, (s28_c76_L a b), (s28_c76_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) 1 0 (opt_l _ _ _ (s28_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s28_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s28_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c77_L (a b : nat) : lmoves (s28_board (2 + a) (2 + b) 1 1) = [s30_board (1 + a) 1 (2 + b) 1 1; s28_board (2 + a) (2 + b) 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c77_R (a b : nat) : rmoves (s28_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s22_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s28_c77_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 1 1 -> fst (s28_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q47] in Hc |- *.
  rewrite tf_game_eq, (s28_c77_L a b), (s28_c77_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s28_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s28_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c77_R1 a b)).
  pose proof (use_s22 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s28_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s28_c77_R1 a b))) as Ho2.
  rewrite (s30_p27 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c78_L (a b d : nat) : lmoves (s28_board (2 + a) (2 + b) 1 (2 + d)) = [s30_board (1 + a) 1 (2 + b) 1 (2 + d); s28_board (2 + a) (2 + b) 0 (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c78_R (a b d : nat) : rmoves (s28_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s28_c78_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s28_board (2 + a) (2 + b) 1 (2 + d) -> fst (s28_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q42] in Hc |- *.
  rewrite tf_game_eq, (s28_c78_L a b d), (s28_c78_R a b d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s28_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s28_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c79_L (a b c : nat) : lmoves (s28_board (2 + a) (2 + b) (2 + c) 0) = [s30_board (1 + a) 1 (2 + b) (2 + c) 0; s28_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c79_R (a b c : nat) : rmoves (s28_board (2 + a) (2 + b) (2 + c) 0) = [s22_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s22_board, s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s28_c79_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) 0 -> fst (s28_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q20] in Hc |- *.
  rewrite tf_game_eq, (s28_c79_L a b c), (s28_c79_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s28_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p29 Ho0 ltac:(zlia)).
  rewrite (s28_p17 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c79_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) 0 -> fst (s28_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q26] in Hc |- *.
  rewrite tf_game_eq, (s28_c79_L a b c), (s28_c79_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s28_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p28 Ho0 ltac:(zlia)).
  rewrite (s28_p47 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c79_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) 0 -> fst (s28_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q49] in Hc |- *.
  rewrite tf_game_eq, (s28_c79_L a b c), (s28_c79_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s28_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p31 Ho0 ltac:(zlia)).
  rewrite (s28_p48 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c80_L (a b c : nat) : lmoves (s28_board (2 + a) (2 + b) (2 + c) 1) = [s30_board (1 + a) 1 (2 + b) (2 + c) 1; s28_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c80_R (a b c : nat) : rmoves (s28_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s22_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s28_c80_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) 1 -> fst (s28_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q17] in Hc |- *.
  rewrite tf_game_eq, (s28_c80_L a b c), (s28_c80_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s28_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s28_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c80_R1 a b c)).
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s28_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s28_c80_R1 a b c))) as Ho2.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c80_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) 1 -> fst (s28_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q48] in Hc |- *.
  rewrite tf_game_eq, (s28_c80_L a b c), (s28_c80_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s28_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s28_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c80_R1 a b c)).
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s28_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s28_c80_R1 a b c))) as Ho2.
  rewrite (s30_p30 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c81_L (a b c d : nat) : lmoves (s28_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s30_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s28_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c81_R (a b c d : nat) : rmoves (s28_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s28_c81_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s28_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q42] in Hc |- *.
  rewrite tf_game_eq, (s28_c81_L a b c d), (s28_c81_R a b c d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s28_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s28_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s29_c1_L : lmoves (s29_board 0 0) = [strip [(0, 1)] ([E; T; E; F; E]) []].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E]) []) (s12_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c1_R : rmoves (s29_board 0 0) = [strip [(0, 1)] ([T; E; F; E; E]) []].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; E]) []) (s10_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a F T _^2 T^b F _ on a==0 && b==0 *)
Lemma s29_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 0 0 -> fst (s29_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s29_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c1_L), (s29_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s29_c1_L1)).
  pose proof (use_s12 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s29_c1_L) ltac:(cbn [In]; left; reflexivity) (s29_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s29_c1_R1)).
  pose proof (use_s10 IH 1 0 (opt_norm_r _ _ _ _ _ (s29_c1_R) ltac:(cbn [In]; left; reflexivity) (s29_c1_R1))) as Ho1.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c2_L : lmoves (s29_board 0 1) = [strip [(0, 1)] ([E; T; E; T; F; E]) []; strip [(0, 1)] ([T; E; E; E; F]) [(1, 0)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E]) []) (s12_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; F]) [(1, 0)]) (s13_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c2_R : rmoves (s29_board 0 1) = [strip [(0, 1)] ([T; E; F]) [(1, 2)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F]) [(1, 2)]) (s10_board 1 0) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a F T _^2 T^b F _ on a==0 && b==1 *)
Lemma s29_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 0 1 -> fst (s29_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s29_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c2_L), (s29_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s29_c2_L1)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s29_c2_L) ltac:(cbn [In]; left; reflexivity) (s29_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s29_c2_L2)).
  pose proof (use_s13 IH 1 0 (opt_norm_l _ _ _ _ _ (s29_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s29_c2_R1)).
  pose proof (use_s10 IH 1 0 (opt_norm_r _ _ _ _ _ (s29_c2_R) ltac:(cbn [In]; left; reflexivity) (s29_c2_R1))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c3_L (b : nat) : lmoves (s29_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E]) []) (s12_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s14_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c3_R (b : nat) : rmoves (s29_board 0 (2 + b)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a F T _^2 T^b F _ on a==0 && b>=2 *)
Lemma s29_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s29_board 0 (2 + b) -> fst (s29_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s29_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s29_q2] in Hc |- *.
  rewrite tf_game_eq, (s29_c3_L b), (s29_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s29_c3_L1 b)).
  pose proof (use_s12 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s29_c3_L b) ltac:(cbn [In]; left; reflexivity) (s29_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s29_c3_L2 b)).
  pose proof (use_s14 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s29_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c3_L2 b))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s14_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s29_c4_L : lmoves (s29_board 1 0) = [s32_board 1 1 0].
Proof. unfold s29_board, s32_board. tf_options. Qed.
Lemma s29_c4_R : rmoves (s29_board 1 0) = [s26_board 1 0].
Proof. unfold s26_board, s29_board. tf_options. Qed.
(* s29 = T^a F T _^2 T^b F _ on a==1 && b==0 *)
Lemma s29_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 1 0 -> fst (s29_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s29_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c4_L), (s29_c4_R); cbn [map].
  pose proof (use_s32 IH 1 1 0 (opt_l _ _ _ (s29_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 0 (opt_r _ _ _ (s29_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s32_p3 Ho0 ltac:(zlia)).
  rewrite (s26_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c5_L : lmoves (s29_board 1 1) = [s32_board 1 1 1; strip [] ([T; F; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s29_board, s32_board, strip. tf_options. Qed.
Lemma s29_c5_L2 : tf_norm (strip [] ([T; F; T; E; E; E; F]) [(1, 0)]) (s37_board 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c5_R : rmoves (s29_board 1 1) = [strip [] ([T; F; T; E; F]) [(1, 2)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c5_R1 : tf_norm (strip [] ([T; F; T; E; F]) [(1, 2)]) (s26_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F]) [(1, 2)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a F T _^2 T^b F _ on a==1 && b==1 *)
Lemma s29_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 1 1 -> fst (s29_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s29_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c5_L), (s29_c5_R); cbn [map].
  pose proof (use_s32 IH 1 1 1 (opt_l _ _ _ (s29_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s29_c5_L2)).
  pose proof (use_s37 IH 1 0 (opt_norm_l _ _ _ _ _ (s29_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s29_c5_R1)).
  pose proof (use_s26 IH 1 0 (opt_norm_r _ _ _ _ _ (s29_c5_R) ltac:(cbn [In]; left; reflexivity) (s29_c5_R1))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s26_p3 Ho2 ltac:(zlia)).
  rewrite (s26_p3_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c6_L (b : nat) : lmoves (s29_board 1 (2 + b)) = [s32_board 1 1 (2 + b); strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s29_board, s32_board, strip. tf_options. Qed.
Lemma s29_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s38_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c6_R (b : nat) : rmoves (s29_board 1 (2 + b)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a F T _^2 T^b F _ on a==1 && b>=2 *)
Lemma s29_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s29_board 1 (2 + b) -> fst (s29_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s29_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s29_q2] in Hc |- *.
  rewrite tf_game_eq, (s29_c6_L b), (s29_c6_R b); cbn [map].
  pose proof (use_s32 IH 1 1 (2 + b) (opt_l _ _ _ (s29_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s29_c6_L2 b)).
  pose proof (use_s38 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s29_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c6_L2 b))) as Ho1.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s38_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s38_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s38_p10 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s29_c7_L (a : nat) : lmoves (s29_board (2 + a) 0) = [s32_board (2 + a) 1 0].
Proof. unfold s29_board, s32_board. tf_options. Qed.
Lemma s29_c7_R (a : nat) : rmoves (s29_board (2 + a) 0) = [s26_board (2 + a) 0].
Proof. unfold s26_board, s29_board. tf_options. Qed.
(* s29 = T^a F T _^2 T^b F _ on a>=2 && b==0 *)
Lemma s29_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 0 -> fst (s29_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s29_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c7_L a), (s29_c7_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 1 0 (opt_l _ _ _ (s29_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 0 (opt_r _ _ _ (s29_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s29_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 0 -> fst (s29_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s29_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q3] in Hc |- *.
  rewrite tf_game_eq, (s29_c7_L a), (s29_c7_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 1 0 (opt_l _ _ _ (s29_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 0 (opt_r _ _ _ (s29_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s26_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s29_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 0 -> fst (s29_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s29_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q5] in Hc |- *.
  rewrite tf_game_eq, (s29_c7_L a), (s29_c7_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 1 0 (opt_l _ _ _ (s29_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 0 (opt_r _ _ _ (s29_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s26_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s29_c8_L (a : nat) : lmoves (s29_board (2 + a) 1) = [s32_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s29_board, s32_board, strip. tf_options. Qed.
Lemma s29_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; E; F]) [(1, 0)]) (s37_board (2 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c8_R (a : nat) : rmoves (s29_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 2)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 2)]) (s26_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 2)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a F T _^2 T^b F _ on a>=2 && b==1 *)
Lemma s29_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 1 -> fst (s29_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s29_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c8_L a), (s29_c8_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 1 1 (opt_l _ _ _ (s29_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s29_c8_L2 a)).
  pose proof (use_s37 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s29_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s29_c8_R1 a)).
  pose proof (use_s26 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s29_c8_R a) ltac:(cbn [In]; left; reflexivity) (s29_c8_R1 a))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s26_p4 Ho2 ltac:(zlia)).
  rewrite (s26_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s29_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 1 -> fst (s29_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s29_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q4] in Hc |- *.
  rewrite tf_game_eq, (s29_c8_L a), (s29_c8_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 1 1 (opt_l _ _ _ (s29_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s29_c8_L2 a)).
  pose proof (use_s37 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s29_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s29_c8_R1 a)).
  pose proof (use_s26 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s29_c8_R a) ltac:(cbn [In]; left; reflexivity) (s29_c8_R1 a))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s26_p5 Ho2 ltac:(zlia)).
  rewrite (s26_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s29_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 1 -> fst (s29_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s29_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q6] in Hc |- *.
  rewrite tf_game_eq, (s29_c8_L a), (s29_c8_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 1 1 (opt_l _ _ _ (s29_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s29_c8_L2 a)).
  pose proof (use_s37 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s29_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s29_c8_R1 a)).
  pose proof (use_s26 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s29_c8_R a) ltac:(cbn [In]; left; reflexivity) (s29_c8_R1 a))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s26_p6 Ho2 ltac:(zlia)).
  rewrite (s26_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s29_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 1 -> fst (s29_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s29_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q7] in Hc |- *.
  rewrite tf_game_eq, (s29_c8_L a), (s29_c8_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 1 1 (opt_l _ _ _ (s29_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s29_c8_L2 a)).
  pose proof (use_s37 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s29_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s29_c8_R1 a)).
  pose proof (use_s26 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s29_c8_R a) ltac:(cbn [In]; left; reflexivity) (s29_c8_R1 a))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s26_p6 Ho2 ltac:(zlia)).
  rewrite (s26_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s29_c9_L (a b : nat) : lmoves (s29_board (2 + a) (2 + b)) = [s32_board (2 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s29_board, s32_board, strip. tf_options. Qed.
Lemma s29_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s38_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s29_c9_R (a b : nat) : rmoves (s29_board (2 + a) (2 + b)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a F T _^2 T^b F _ on a>=2 && b>=2 *)
Lemma s29_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s29_board (2 + a) (2 + b) -> fst (s29_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s29_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s29_q2] in Hc |- *.
  rewrite tf_game_eq, (s29_c9_L a b), (s29_c9_R a b); cbn [map].
  pose proof (use_s32 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s29_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s29_c9_L2 a b)).
  pose proof (use_s38 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s29_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s29_c9_L2 a b))) as Ho1.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s38_p1 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s38_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s38_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s38_p10 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s38_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s28 *)
Lemma s30_c1_p1 x (Hs28 : s28_claim x) :
  x = s30_board 0 0 0 0 0 -> fst (s30_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q1] in Hc |- *.
  pose proof (Hs28 0 0 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s28 *)
Lemma s30_c2_p2 x (Hs28 : s28_claim x) :
  x = s30_board 0 0 0 0 1 -> fst (s30_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q2] in Hc |- *.
  pose proof (Hs28 0 0 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s28 *)
Lemma s30_c3_p5 x (Hs28 : s28_claim x) (e : nat) :
  x = s30_board 0 0 0 0 (2 + e) -> fst (s30_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 0 0 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s30_c4_p6 x (Hs28 : s28_claim x) :
  x = s30_board 0 0 0 1 0 -> fst (s30_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q6] in Hc |- *.
  pose proof (Hs28 0 0 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s30_c5_p7 x (Hs28 : s28_claim x) :
  x = s30_board 0 0 0 1 1 -> fst (s30_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q7] in Hc |- *.
  pose proof (Hs28 0 0 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s30_c6_p5 x (Hs28 : s28_claim x) (e : nat) :
  x = s30_board 0 0 0 1 (2 + e) -> fst (s30_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s30_c7_p8 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 0 0 0 (2 + d) 0 -> fst (s30_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q8] in Hc |- *.
  pose proof (Hs28 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c7_p10 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 0 0 0 (2 + d) 0 -> fst (s30_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q10] in Hc |- *.
  pose proof (Hs28 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c7_p12 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 0 0 0 (2 + d) 0 -> fst (s30_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q12] in Hc |- *.
  pose proof (Hs28 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s30_c8_p9 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 0 0 0 (2 + d) 1 -> fst (s30_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q9] in Hc |- *.
  pose proof (Hs28 0 0 (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c8_p11 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 0 0 0 (2 + d) 1 -> fst (s30_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q11] in Hc |- *.
  pose proof (Hs28 0 0 (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c9_p5 x (Hs28 : s28_claim x) (d e : nat) :
  x = s30_board 0 0 0 (2 + d) (2 + e) -> fst (s30_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 0 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s30_c10_p3 x (Hs28 : s28_claim x) :
  x = s30_board 0 0 1 0 0 -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs28 0 1 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s30_c11_p13 x (Hs28 : s28_claim x) :
  x = s30_board 0 0 1 0 1 -> fst (s30_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q13] in Hc |- *.
  pose proof (Hs28 0 1 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s30_c12_p16 x (Hs28 : s28_claim x) (e : nat) :
  x = s30_board 0 0 1 0 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s28 *)
Lemma s30_c13_p19 x (Hs28 : s28_claim x) :
  x = s30_board 0 0 1 1 0 -> fst (s30_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q19] in Hc |- *.
  pose proof (Hs28 0 1 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s28 *)
Lemma s30_c14_p20 x (Hs28 : s28_claim x) :
  x = s30_board 0 0 1 1 1 -> fst (s30_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q20] in Hc |- *.
  pose proof (Hs28 0 1 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s28 *)
Lemma s30_c15_p16 x (Hs28 : s28_claim x) (e : nat) :
  x = s30_board 0 0 1 1 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s28 *)
Lemma s30_c16_p24 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 0 0 1 (2 + d) 0 -> fst (s30_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q24] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c16_p26 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 0 0 1 (2 + d) 0 -> fst (s30_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q26] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s28 *)
Lemma s30_c17_p25 x (Hs28 : s28_claim x) (d : nat) :
  x = s30_board 0 0 1 (2 + d) 1 -> fst (s30_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q25] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c18_p16 x (Hs28 : s28_claim x) (d e : nat) :
  x = s30_board 0 0 1 (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s30_c19_p13 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 0 0 -> fst (s30_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q13] in Hc |- *.
  pose proof (Hs28 0 (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c19_p32 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 0 0 -> fst (s30_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q32] in Hc |- *.
  pose proof (Hs28 0 (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c19_p33 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 0 0 -> fst (s30_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q33] in Hc |- *.
  pose proof (Hs28 0 (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s30_c20_p17 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 0 1 -> fst (s30_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q17] in Hc |- *.
  pose proof (Hs28 0 (2 + c) 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s30_c21_p16 x (Hs28 : s28_claim x) (c e : nat) :
  x = s30_board 0 0 (2 + c) 0 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 0 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s28 *)
Lemma s30_c22_p23 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 1 0 -> fst (s30_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q23] in Hc |- *.
  pose proof (Hs28 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s28 *)
Lemma s30_c23_p27 x (Hs28 : s28_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 1 1 -> fst (s30_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q27] in Hc |- *.
  pose proof (Hs28 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s28 *)
Lemma s30_c24_p16 x (Hs28 : s28_claim x) (c e : nat) :
  x = s30_board 0 0 (2 + c) 1 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s28 *)
Lemma s30_c25_p28 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 0 0 (2 + c) (2 + d) 0 -> fst (s30_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q28] in Hc |- *.
  pose proof (Hs28 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c25_p29 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 0 0 (2 + c) (2 + d) 0 -> fst (s30_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q29] in Hc |- *.
  pose proof (Hs28 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c25_p31 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 0 0 (2 + c) (2 + d) 0 -> fst (s30_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q31] in Hc |- *.
  pose proof (Hs28 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s28 *)
Lemma s30_c26_p23 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 0 0 (2 + c) (2 + d) 1 -> fst (s30_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q23] in Hc |- *.
  pose proof (Hs28 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c26_p30 x (Hs28 : s28_claim x) (c d : nat) :
  x = s30_board 0 0 (2 + c) (2 + d) 1 -> fst (s30_q30 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q30 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q30] in Hc |- *.
  pose proof (Hs28 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c27_p16 x (Hs28 : s28_claim x) (c d e : nat) :
  x = s30_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c28_L : lmoves (s30_board 0 1 0 0 0) = [s28_board 0 1 0 0].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c28_R : rmoves (s30_board 0 1 0 0 0) = [s33_board 0 1 0 0; s8_board 0 1 0].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==0 *)
Lemma s30_c28_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 0 0 0 -> fst (s30_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q35] in Hc |- *.
  rewrite tf_game_eq, (s30_c28_L), (s30_c28_R); cbn [map].
  pose proof (use_s28 IH 0 1 0 0 (opt_l _ _ _ (s30_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 0 0 (opt_r _ _ _ (s30_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 1 0 (opt_r _ _ _ (s30_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s28_p13 Ho0 ltac:(zlia)).
  rewrite (s33_p5 Ho1 ltac:(zlia)).
  rewrite (s8_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c29_L : lmoves (s30_board 0 1 0 0 1) = [s28_board 0 1 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c29_R : rmoves (s30_board 0 1 0 0 1) = [s33_board 0 1 0 1; strip [] ([E; T; E; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c29_R2 : tf_norm (strip [] ([E; T; E; F; F]) [(1, 1)]) (s8_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==1 *)
Lemma s30_c29_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 0 0 1 -> fst (s30_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q19] in Hc |- *.
  rewrite tf_game_eq, (s30_c29_L), (s30_c29_R); cbn [map].
  pose proof (use_s28 IH 0 1 0 1 (opt_l _ _ _ (s30_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 0 1 (opt_r _ _ _ (s30_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c29_R2)).
  pose proof (use_s8 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s30_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c29_R2))) as Ho2.
  rewrite (s28_p14 Ho0 ltac:(zlia)).
  rewrite (s33_p6 Ho1 ltac:(zlia)).
  rewrite (s8_p3 Ho2 ltac:(zlia)).
  rewrite (s8_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c30_L (e : nat) : lmoves (s30_board 0 1 0 0 (2 + e)) = [s28_board 0 1 0 (2 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c30_R (e : nat) : rmoves (s30_board 0 1 0 0 (2 + e)) = [s33_board 0 1 0 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s30_c30_p22 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s30_board 0 1 0 0 (2 + e) -> fst (s30_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c30_L e), (s30_c30_R e); cbn [map].
  pose proof (use_s28 IH 0 1 0 (2 + e) (opt_l _ _ _ (s30_c30_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 0 (2 + e) (opt_r _ _ _ (s30_c30_R e) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c31_L : lmoves (s30_board 0 1 0 1 0) = [s28_board 0 1 1 0; s30_board 0 1 0 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c31_R : rmoves (s30_board 0 1 0 1 0) = [s39_board 0 1 0 1 0; s23_board 0 1 0 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==0 *)
Lemma s30_c31_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 0 1 0 -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c31_L), (s30_c31_R); cbn [map].
  pose proof (use_s28 IH 0 1 1 0 (opt_l _ _ _ (s30_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 0 1 (opt_l _ _ _ (s30_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 0 1 0 (opt_r _ _ _ (s30_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 0 1 (opt_r _ _ _ (s30_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s28_p9 Ho0 ltac:(zlia)).
  rewrite (s30_p19 Ho1 ltac:(zlia)).
  rewrite (s39_p6 Ho2 ltac:(zlia)).
  rewrite (s23_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s30_c32_L : lmoves (s30_board 0 1 0 1 1) = [s28_board 0 1 1 1; s30_board 0 1 0 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c32_R : rmoves (s30_board 0 1 0 1 1) = [s39_board 0 1 0 1 1; strip [] ([E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c32_R2 : tf_norm (strip [] ([E; T; E; F; T; F]) [(1, 1)]) (s23_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s30_c32_p36 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 0 1 1 -> fst (s30_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q36] in Hc |- *.
  rewrite tf_game_eq, (s30_c32_L), (s30_c32_R); cbn [map].
  pose proof (use_s28 IH 0 1 1 1 (opt_l _ _ _ (s30_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 0 2 (opt_l _ _ _ (s30_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 0 1 1 (opt_r _ _ _ (s30_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c32_R2)).
  pose proof (use_s23 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s30_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c32_R2))) as Ho3.
  rewrite (s28_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p25 Ho2 ltac:(zlia)).
  rewrite (s23_p7 Ho3 ltac:(zlia)).
  rewrite (s23_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s30_c33_L (e : nat) : lmoves (s30_board 0 1 0 1 (2 + e)) = [s28_board 0 1 1 (2 + e); s30_board 0 1 0 0 (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c33_R (e : nat) : rmoves (s30_board 0 1 0 1 (2 + e)) = [s39_board 0 1 0 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s30_c33_p22 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s30_board 0 1 0 1 (2 + e) -> fst (s30_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c33_L e), (s30_c33_R e); cbn [map].
  pose proof (use_s28 IH 0 1 1 (2 + e) (opt_l _ _ _ (s30_c33_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 0 (3 + e) (opt_l _ _ _ (s30_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s30_c33_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c34_L (d : nat) : lmoves (s30_board 0 1 0 (2 + d) 0) = [s28_board 0 1 (2 + d) 0; s30_board 0 1 0 (1 + d) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c34_R (d : nat) : rmoves (s30_board 0 1 0 (2 + d) 0) = [s39_board 0 1 0 (2 + d) 0; s23_board 0 1 0 (2 + d)].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s30_c34_p40 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s30_board 0 1 0 (2 + d) 0 -> fst (s30_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q40] in Hc |- *.
  rewrite tf_game_eq, (s30_c34_L d), (s30_c34_R d); cbn [map].
  pose proof (use_s28 IH 0 1 (2 + d) 0 (opt_l _ _ _ (s30_c34_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s30_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s30_c34_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 0 (2 + d) (opt_r _ _ _ (s30_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s28_p19 Ho0 ltac:(zlia)).
  rewrite (s30_p36 Ho1 ltac:(zlia)).
  rewrite (s39_p26 Ho2 ltac:(zlia)).
  rewrite (s23_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c34_p42 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s30_board 0 1 0 (2 + d) 0 -> fst (s30_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q42] in Hc |- *.
  rewrite tf_game_eq, (s30_c34_L d), (s30_c34_R d); cbn [map].
  pose proof (use_s28 IH 0 1 (2 + d) 0 (opt_l _ _ _ (s30_c34_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s30_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s30_c34_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 0 (2 + d) (opt_r _ _ _ (s30_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s28_p22 Ho0 ltac:(zlia)).
  rewrite (s30_p41 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p23 Ho2 ltac:(zlia)).
    rewrite (s23_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p31 Ho2 ltac:(zlia)).
    rewrite (s23_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c35_L (d : nat) : lmoves (s30_board 0 1 0 (2 + d) 1) = [s28_board 0 1 (2 + d) 1; s30_board 0 1 0 (1 + d) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c35_R (d : nat) : rmoves (s30_board 0 1 0 (2 + d) 1) = [s39_board 0 1 0 (2 + d) 1; strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c35_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s30_c35_p41 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s30_board 0 1 0 (2 + d) 1 -> fst (s30_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q41] in Hc |- *.
  rewrite tf_game_eq, (s30_c35_L d), (s30_c35_R d); cbn [map].
  pose proof (use_s28 IH 0 1 (2 + d) 1 (opt_l _ _ _ (s30_c35_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 (1 + d) 2 (opt_l _ _ _ (s30_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s30_c35_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c35_R2 d)).
  pose proof (use_s23 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c35_R2 d))) as Ho3.
  rewrite (s28_p21 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p27 Ho2 ltac:(zlia)).
    rewrite (s23_p7 Ho3 ltac:(zlia)).
    rewrite (s23_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s23_p7 Ho3 ltac:(zlia)).
    rewrite (s23_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c36_L (d e : nat) : lmoves (s30_board 0 1 0 (2 + d) (2 + e)) = [s28_board 0 1 (2 + d) (2 + e); s30_board 0 1 0 (1 + d) (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c36_R (d e : nat) : rmoves (s30_board 0 1 0 (2 + d) (2 + e)) = [s39_board 0 1 0 (2 + d) (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s30_c36_p22 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s30_board 0 1 0 (2 + d) (2 + e) -> fst (s30_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c36_L d e), (s30_c36_R d e); cbn [map].
  pose proof (use_s28 IH 0 1 (2 + d) (2 + e) (opt_l _ _ _ (s30_c36_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s30_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s30_c36_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c37_L : lmoves (s30_board 0 1 1 0 0) = [s28_board 0 2 0 0; s24_board 0 1 0 1].
Proof. unfold s24_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c37_R : rmoves (s30_board 0 1 1 0 0) = [s33_board 0 1 1 0; s8_board 0 1 1].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==0 *)
Lemma s30_c37_p43 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 1 0 0 -> fst (s30_q43 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q43 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q43] in Hc |- *.
  rewrite tf_game_eq, (s30_c37_L), (s30_c37_R); cbn [map].
  pose proof (use_s28 IH 0 2 0 0 (opt_l _ _ _ (s30_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 0 1 (opt_l _ _ _ (s30_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 0 1 1 0 (opt_r _ _ _ (s30_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH 0 1 1 (opt_r _ _ _ (s30_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s28_p13 Ho0 ltac:(zlia)).
  rewrite (s24_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  rewrite (s8_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s30_c38_L : lmoves (s30_board 0 1 1 0 1) = [s28_board 0 2 0 1; s24_board 0 1 0 2].
Proof. unfold s24_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c38_R : rmoves (s30_board 0 1 1 0 1) = [s33_board 0 1 1 1; strip [] ([E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c38_R2 : tf_norm (strip [] ([E; T; E; T; F; F]) [(1, 1)]) (s8_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s30_c38_p46 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 1 0 1 -> fst (s30_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q46] in Hc |- *.
  rewrite tf_game_eq, (s30_c38_L), (s30_c38_R); cbn [map].
  pose proof (use_s28 IH 0 2 0 1 (opt_l _ _ _ (s30_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 0 2 (opt_l _ _ _ (s30_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 0 1 1 1 (opt_r _ _ _ (s30_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c38_R2)).
  pose proof (use_s8 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s30_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c38_R2))) as Ho3.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  rewrite (s24_p10 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s8_p4 Ho3 ltac:(zlia)).
  rewrite (s8_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s30_c39_L (e : nat) : lmoves (s30_board 0 1 1 0 (2 + e)) = [s28_board 0 2 0 (2 + e); s24_board 0 1 0 (3 + e)].
Proof. unfold s24_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c39_R (e : nat) : rmoves (s30_board 0 1 1 0 (2 + e)) = [s33_board 0 1 1 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s30_c39_p16 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s30_board 0 1 1 0 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c39_L e), (s30_c39_R e); cbn [map].
  pose proof (use_s28 IH 0 2 0 (2 + e) (opt_l _ _ _ (s30_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 0 (3 + e) (opt_l _ _ _ (s30_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 0 1 1 (2 + e) (opt_r _ _ _ (s30_c39_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  rewrite (s24_p10 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c40_L : lmoves (s30_board 0 1 1 1 0) = [s28_board 0 2 1 0; s30_board 0 1 1 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c40_R : rmoves (s30_board 0 1 1 1 0) = [s39_board 0 1 1 1 0; s23_board 0 1 1 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s30_c40_p47 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 1 1 0 -> fst (s30_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q47] in Hc |- *.
  rewrite tf_game_eq, (s30_c40_L), (s30_c40_R); cbn [map].
  pose proof (use_s28 IH 0 2 1 0 (opt_l _ _ _ (s30_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 1 0 1 (opt_l _ _ _ (s30_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 1 0 (opt_r _ _ _ (s30_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 1 1 (opt_r _ _ _ (s30_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s28_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p46 Ho1 ltac:(zlia)).
  rewrite (s39_p12 Ho2 ltac:(zlia)).
  rewrite (s23_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c41_L : lmoves (s30_board 0 1 1 1 1) = [s28_board 0 2 1 1; s30_board 0 1 1 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c41_R : rmoves (s30_board 0 1 1 1 1) = [s39_board 0 1 1 1 1; strip [] ([E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c41_R2 : tf_norm (strip [] ([E; T; E; T; F; T; F]) [(1, 1)]) (s23_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s30_c41_p48 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 1 1 1 -> fst (s30_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q48] in Hc |- *.
  rewrite tf_game_eq, (s30_c41_L), (s30_c41_R); cbn [map].
  pose proof (use_s28 IH 0 2 1 1 (opt_l _ _ _ (s30_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 1 0 2 (opt_l _ _ _ (s30_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 1 1 (opt_r _ _ _ (s30_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c41_R2)).
  pose proof (use_s23 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s30_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c41_R2))) as Ho3.
  rewrite (s28_p24 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s39_p35 Ho2 ltac:(zlia)).
  rewrite (s23_p10 Ho3 ltac:(zlia)).
  rewrite (s23_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s30_c42_L (e : nat) : lmoves (s30_board 0 1 1 1 (2 + e)) = [s28_board 0 2 1 (2 + e); s30_board 0 1 1 0 (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c42_R (e : nat) : rmoves (s30_board 0 1 1 1 (2 + e)) = [s39_board 0 1 1 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s30_c42_p16 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s30_board 0 1 1 1 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c42_L e), (s30_c42_R e); cbn [map].
  pose proof (use_s28 IH 0 2 1 (2 + e) (opt_l _ _ _ (s30_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 1 0 (3 + e) (opt_l _ _ _ (s30_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s30_c42_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c43_L (d : nat) : lmoves (s30_board 0 1 1 (2 + d) 0) = [s28_board 0 2 (2 + d) 0; s30_board 0 1 1 (1 + d) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c43_R (d : nat) : rmoves (s30_board 0 1 1 (2 + d) 0) = [s39_board 0 1 1 (2 + d) 0; s23_board 0 1 1 (2 + d)].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s30_c43_p49 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s30_board 0 1 1 (2 + d) 0 -> fst (s30_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q49] in Hc |- *.
  rewrite tf_game_eq, (s30_c43_L d), (s30_c43_R d); cbn [map].
  pose proof (use_s28 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s30_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s30_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s30_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 1 (2 + d) (opt_r _ _ _ (s30_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s28_p26 Ho0 ltac:(zlia)).
  rewrite (s30_p48 Ho1 ltac:(zlia)).
  rewrite (s39_p36 Ho2 ltac:(zlia)).
  rewrite (s23_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c43_p51 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s30_board 0 1 1 (2 + d) 0 -> fst (s30_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q51] in Hc |- *.
  rewrite tf_game_eq, (s30_c43_L d), (s30_c43_R d); cbn [map].
  pose proof (use_s28 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s30_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s30_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s30_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 1 (2 + d) (opt_r _ _ _ (s30_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s28_p20 Ho0 ltac:(zlia)).
    rewrite (s30_p50 Ho1 ltac:(zlia)).
    rewrite (s39_p31 Ho2 ltac:(zlia)).
    rewrite (s23_p10 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s28_p28 Ho0 ltac:(zlia)).
    rewrite (s30_p50 Ho1 ltac:(zlia)).
    rewrite (s39_p31 Ho2 ltac:(zlia)).
    rewrite (s23_p10 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c44_L (d : nat) : lmoves (s30_board 0 1 1 (2 + d) 1) = [s28_board 0 2 (2 + d) 1; s30_board 0 1 1 (1 + d) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c44_R (d : nat) : rmoves (s30_board 0 1 1 (2 + d) 1) = [s39_board 0 1 1 (2 + d) 1; strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c44_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s30_c44_p50 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s30_board 0 1 1 (2 + d) 1 -> fst (s30_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q50] in Hc |- *.
  rewrite tf_game_eq, (s30_c44_L d), (s30_c44_R d); cbn [map].
  pose proof (use_s28 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s30_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s30_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s30_c44_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c44_R2 d)).
  pose proof (use_s23 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c44_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s28_p17 Ho0 ltac:(zlia)).
    rewrite (s30_p16 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s23_p10 Ho3 ltac:(zlia)).
    rewrite (s23_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s28_p27 Ho0 ltac:(zlia)).
    rewrite (s30_p16 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s23_p10 Ho3 ltac:(zlia)).
    rewrite (s23_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c45_L (d e : nat) : lmoves (s30_board 0 1 1 (2 + d) (2 + e)) = [s28_board 0 2 (2 + d) (2 + e); s30_board 0 1 1 (1 + d) (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c45_R (d e : nat) : rmoves (s30_board 0 1 1 (2 + d) (2 + e)) = [s39_board 0 1 1 (2 + d) (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s30_c45_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s30_board 0 1 1 (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c45_L d e), (s30_c45_R d e); cbn [map].
  pose proof (use_s28 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s30_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s30_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s30_c45_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c46_L (c : nat) : lmoves (s30_board 0 1 (2 + c) 0 0) = [s28_board 0 (3 + c) 0 0; s25_board 0 1 (1 + c) 0 1].
Proof. unfold s25_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c46_R (c : nat) : rmoves (s30_board 0 1 (2 + c) 0 0) = [s8_board 0 1 (2 + c)].
Proof. unfold s30_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s30_c46_p46 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 0 0 -> fst (s30_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q46] in Hc |- *.
  rewrite tf_game_eq, (s30_c46_L c), (s30_c46_R c); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) 0 0 (opt_l _ _ _ (s30_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s30_c46_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 1 (2 + c) (opt_r _ _ _ (s30_c46_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p29 Ho0 ltac:(zlia)).
  rewrite (s25_p13 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c46_p52 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 0 0 -> fst (s30_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q52] in Hc |- *.
  rewrite tf_game_eq, (s30_c46_L c), (s30_c46_R c); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) 0 0 (opt_l _ _ _ (s30_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s30_c46_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 1 (2 + c) (opt_r _ _ _ (s30_c46_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p30 Ho0 ltac:(zlia)).
  rewrite (s25_p51 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c46_p53 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 0 0 -> fst (s30_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q53] in Hc |- *.
  rewrite tf_game_eq, (s30_c46_L c), (s30_c46_R c); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) 0 0 (opt_l _ _ _ (s30_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s30_c46_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 1 (2 + c) (opt_r _ _ _ (s30_c46_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p30 Ho0 ltac:(zlia)).
  rewrite (s25_p53 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c47_L (c : nat) : lmoves (s30_board 0 1 (2 + c) 0 1) = [s28_board 0 (3 + c) 0 1; s25_board 0 1 (1 + c) 0 2].
Proof. unfold s25_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c47_R (c : nat) : rmoves (s30_board 0 1 (2 + c) 0 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c47_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s8_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s30_c47_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 0 1 -> fst (s30_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q17] in Hc |- *.
  rewrite tf_game_eq, (s30_c47_L c), (s30_c47_R c); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) 0 1 (opt_l _ _ _ (s30_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 0 2 (opt_l _ _ _ (s30_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c47_R1 c)).
  pose proof (use_s8 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s30_c47_R c) ltac:(cbn [In]; left; reflexivity) (s30_c47_R1 c))) as Ho2.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s25_p21 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s25_p38 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s25_p52 Ho1 ltac:(zlia)).
    rewrite (s8_p2 Ho2 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c48_L (c e : nat) : lmoves (s30_board 0 1 (2 + c) 0 (2 + e)) = [s28_board 0 (3 + c) 0 (2 + e); s25_board 0 1 (1 + c) 0 (3 + e)].
Proof. unfold s25_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c48_R (c e : nat) : rmoves (s30_board 0 1 (2 + c) 0 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s30_c48_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s30_board 0 1 (2 + c) 0 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c48_L c e), (s30_c48_R c e); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) 0 (2 + e) (opt_l _ _ _ (s30_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s30_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
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
  {
    rewrite (s25_p52 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s30_c49_L (c : nat) : lmoves (s30_board 0 1 (2 + c) 1 0) = [s28_board 0 (3 + c) 1 0; s30_board 0 1 (2 + c) 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c49_R (c : nat) : rmoves (s30_board 0 1 (2 + c) 1 0) = [s23_board 0 1 (2 + c) 1].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s30_c49_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 1 0 -> fst (s30_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c49_L c), (s30_c49_R c); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) 1 0 (opt_l _ _ _ (s30_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s30_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s30_c49_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p17 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c50_L (c : nat) : lmoves (s30_board 0 1 (2 + c) 1 1) = [s28_board 0 (3 + c) 1 1; s30_board 0 1 (2 + c) 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c50_R (c : nat) : rmoves (s30_board 0 1 (2 + c) 1 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c50_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s23_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s30_c50_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 1 1 -> fst (s30_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q27] in Hc |- *.
  rewrite tf_game_eq, (s30_c50_L c), (s30_c50_R c); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s30_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) 0 2 (opt_l _ _ _ (s30_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c50_R1 c)).
  pose proof (use_s23 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s30_c50_R c) ltac:(cbn [In]; left; reflexivity) (s30_c50_R1 c))) as Ho2.
  rewrite (s28_p24 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c51_L (c e : nat) : lmoves (s30_board 0 1 (2 + c) 1 (2 + e)) = [s28_board 0 (3 + c) 1 (2 + e); s30_board 0 1 (2 + c) 0 (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c51_R (c e : nat) : rmoves (s30_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s30_c51_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s30_board 0 1 (2 + c) 1 (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c51_L c e), (s30_c51_R c e); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s30_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s30_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c52_L (c d : nat) : lmoves (s30_board 0 1 (2 + c) (2 + d) 0) = [s28_board 0 (3 + c) (2 + d) 0; s30_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c52_R (c d : nat) : rmoves (s30_board 0 1 (2 + c) (2 + d) 0) = [s23_board 0 1 (2 + c) (2 + d)].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s30_c52_p28 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s30_board 0 1 (2 + c) (2 + d) 0 -> fst (s30_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q28] in Hc |- *.
  rewrite tf_game_eq, (s30_c52_L c d), (s30_c52_R c d); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s30_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p26 Ho0 ltac:(zlia)).
  rewrite (s30_p27 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c52_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s30_board 0 1 (2 + c) (2 + d) 0 -> fst (s30_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q29] in Hc |- *.
  rewrite tf_game_eq, (s30_c52_L c d), (s30_c52_R c d); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s30_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p20 Ho0 ltac:(zlia)).
  rewrite (s30_p23 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c52_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s30_board 0 1 (2 + c) (2 + d) 0 -> fst (s30_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q31] in Hc |- *.
  rewrite tf_game_eq, (s30_c52_L c d), (s30_c52_R c d); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s30_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p28 Ho0 ltac:(zlia)).
  rewrite (s30_p30 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c53_L (c d : nat) : lmoves (s30_board 0 1 (2 + c) (2 + d) 1) = [s28_board 0 (3 + c) (2 + d) 1; s30_board 0 1 (2 + c) (1 + d) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c53_R (c d : nat) : rmoves (s30_board 0 1 (2 + c) (2 + d) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c53_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s30_c53_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s30_board 0 1 (2 + c) (2 + d) 1 -> fst (s30_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c53_L c d), (s30_c53_R c d); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c53_R1 c d)).
  pose proof (use_s23 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s30_c53_R1 c d))) as Ho2.
  rewrite (s28_p17 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c53_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s30_board 0 1 (2 + c) (2 + d) 1 -> fst (s30_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q30] in Hc |- *.
  rewrite tf_game_eq, (s30_c53_L c d), (s30_c53_R c d); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c53_R1 c d)).
  pose proof (use_s23 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s30_c53_R1 c d))) as Ho2.
  rewrite (s28_p27 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c54_L (c d e : nat) : lmoves (s30_board 0 1 (2 + c) (2 + d) (2 + e)) = [s28_board 0 (3 + c) (2 + d) (2 + e); s30_board 0 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c54_R (c d e : nat) : rmoves (s30_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s30_c54_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s30_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c54_L c d e), (s30_c54_R c d e); cbn [map].
  pose proof (use_s28 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s30_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s30_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c55_L (b : nat) : lmoves (s30_board 0 (2 + b) 0 0 0) = [s30_board 0 (1 + b) 1 0 0].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c55_R (b : nat) : rmoves (s30_board 0 (2 + b) 0 0 0) = [s33_board 0 (2 + b) 0 0; s8_board 0 (2 + b) 0].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==0 *)
Lemma s30_c55_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 0 0 -> fst (s30_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q37] in Hc |- *.
  rewrite tf_game_eq, (s30_c55_L b), (s30_c55_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 0 0 (opt_l _ _ _ (s30_c55_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s30_c55_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 (2 + b) 0 (opt_r _ _ _ (s30_c55_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s30_p61 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s33_p16 Ho1 ltac:(zlia)).
    rewrite (s8_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s8_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s8_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s30_c55_p54 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 0 0 -> fst (s30_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q54] in Hc |- *.
  rewrite tf_game_eq, (s30_c55_L b), (s30_c55_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 0 0 (opt_l _ _ _ (s30_c55_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s30_c55_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 0 (2 + b) 0 (opt_r _ _ _ (s30_c55_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s30_p43 Ho0 ltac:(zlia)).
  rewrite (s33_p12 Ho1 ltac:(zlia)).
  rewrite (s8_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c56_L (b : nat) : lmoves (s30_board 0 (2 + b) 0 0 1) = [s30_board 0 (1 + b) 1 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c56_R (b : nat) : rmoves (s30_board 0 (2 + b) 0 0 1) = [s33_board 0 (2 + b) 0 1; strip [] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c56_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s8_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==1 *)
Lemma s30_c56_p47 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 0 1 -> fst (s30_q47 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q47 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q47] in Hc |- *.
  rewrite tf_game_eq, (s30_c56_L b), (s30_c56_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 0 1 (opt_l _ _ _ (s30_c56_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s30_c56_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c56_R2 b)).
  pose proof (use_s8 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s30_c56_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c56_R2 b))) as Ho2.
  rewrite (s30_p46 Ho0 ltac:(zlia)).
  rewrite (s33_p15 Ho1 ltac:(zlia)).
  rewrite (s8_p5 Ho2 ltac:(zlia)).
  rewrite (s8_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c56_p63 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 0 0 1 -> fst (s30_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q63] in Hc |- *.
  rewrite tf_game_eq, (s30_c56_L b), (s30_c56_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 0 1 (opt_l _ _ _ (s30_c56_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s30_c56_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c56_R2 b)).
  pose proof (use_s8 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s30_c56_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c56_R2 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p21 Ho0 ltac:(zlia)).
    rewrite (s33_p17 Ho1 ltac:(zlia)).
    rewrite (s8_p7 Ho2 ltac:(zlia)).
    rewrite (s8_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s30_p74 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s33_p19 Ho1 ltac:(zlia)).
      rewrite (s8_p8 Ho2 ltac:(zlia)).
      rewrite (s8_p8_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s33_p20 Ho1 ltac:(zlia)).
      rewrite (s8_p9 Ho2 ltac:(zlia)).
      rewrite (s8_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s30_c57_L (b e : nat) : lmoves (s30_board 0 (2 + b) 0 0 (2 + e)) = [s30_board 0 (1 + b) 1 0 (2 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c57_R (b e : nat) : rmoves (s30_board 0 (2 + b) 0 0 (2 + e)) = [s33_board 0 (2 + b) 0 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e>=2 *)
Lemma s30_c57_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s30_board 0 (2 + b) 0 0 (2 + e) -> fst (s30_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c57_L b e), (s30_c57_R b e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 0 (2 + e) (opt_l _ _ _ (s30_c57_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 (2 + e) (opt_r _ _ _ (s30_c57_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

