(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s167_c59_L (b : nat) : lmoves (s167_board 0 (2 + b) 0 1 1) = [s160_board 0 (1 + b) 0 2 1; strip [] (E :: repeat T (2 + b) ++ [F; E; T; F; E; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c59_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; T; F; E; T; T; F]) []) (s113_board 0 (2 + b) 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c59_R (b : nat) : rmoves (s167_board 0 (2 + b) 0 1 1) = [s125_board 0 (2 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [F; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c59_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; T; F; T; F]) [(1, 1)]) (s165_board 0 (2 + b) 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s167_c59_p54 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 0 (2 + b) 0 1 1 -> fst (s167_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q54] in Hc |- *.
  rewrite tf_game_eq, (s167_c59_L b), (s167_c59_R b); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 0 2 1 (opt_l _ _ _ (s167_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c59_L2 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s167_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c59_L2 b))) as Ho1.
  pose proof (use_s125 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s167_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c59_R2 b)).
  pose proof (use_s165 IH 0 (2 + b) 0 1 1 (opt_norm_r _ _ _ _ _ (s167_c59_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c59_R2 b))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s160_p39 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s125_p18 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p61 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s125_p18 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p93 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s125_p18 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p114 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s125_p18 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s167_c60_L (b e : nat) : lmoves (s167_board 0 (2 + b) 0 1 (2 + e)) = [s160_board 0 (1 + b) 0 2 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c60_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 (2 + b) 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c60_R (b e : nat) : rmoves (s167_board 0 (2 + b) 0 1 (2 + e)) = [s125_board 0 (2 + b) 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c60_R2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 (2 + b) 0 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s167_c60_p57 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 0 (2 + b) 0 1 (2 + e) -> fst (s167_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q57] in Hc |- *.
  rewrite tf_game_eq, (s167_c60_L b e), (s167_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 0 2 (2 + e) (opt_l _ _ _ (s167_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c60_L2 b e)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s167_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c60_L2 b e))) as Ho1.
  pose proof (use_s125 IH 0 (2 + b) 1 (2 + e) (opt_r _ _ _ (s167_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c60_R2 b e)).
  pose proof (use_s165 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c60_R2 b e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s160_p42 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p66 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p89 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p115 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c60_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 0 (2 + b) 0 1 (2 + e) -> fst (s167_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q61] in Hc |- *.
  rewrite tf_game_eq, (s167_c60_L b e), (s167_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 0 2 (2 + e) (opt_l _ _ _ (s167_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c60_L2 b e)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s167_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c60_L2 b e))) as Ho1.
  pose proof (use_s125 IH 0 (2 + b) 1 (2 + e) (opt_r _ _ _ (s167_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c60_R2 b e)).
  pose proof (use_s165 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c60_R2 b e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) >= 5 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 0)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]]]].
  {
    rewrite (s160_p44 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p67 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p94 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p95 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p116 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p117 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p118 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p124 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p14 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c61_L (b d : nat) : lmoves (s167_board 0 (2 + b) 0 (2 + d) 0) = [s160_board 0 (1 + b) 0 (3 + d) 0; strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c61_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 0 (2 + b) 0 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c61_R (b d : nat) : rmoves (s167_board 0 (2 + b) 0 (2 + d) 0) = [strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c61_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s167_c61_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s167_board 0 (2 + b) 0 (2 + d) 0 -> fst (s167_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q50] in Hc |- *.
  rewrite tf_game_eq, (s167_c61_L b d), (s167_c61_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 0 (3 + d) 0 (opt_l _ _ _ (s167_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c61_L2 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s167_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c61_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s167_c61_R1 b d)).
  pose proof (use_s132 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s167_c61_R b d) ltac:(cbn [In]; left; reflexivity) (s167_c61_R1 b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s160_p21 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s79_p8 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p13 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s160_p65 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p8 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s160_p92 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p25 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s160_p113 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p26 Ho1 ltac:(zlia)).
      rewrite (s132_p12 Ho2 ltac:(zlia)).
      rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s167_c62_L (b d : nat) : lmoves (s167_board 0 (2 + b) 0 (2 + d) 1) = [s160_board 0 (1 + b) 0 (3 + d) 1; strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c62_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 0 (2 + b) 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c62_R (b d : nat) : rmoves (s167_board 0 (2 + b) 0 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c62_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 0 (2 + b) 0 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s167_c62_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s167_board 0 (2 + b) 0 (2 + d) 1 -> fst (s167_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q53] in Hc |- *.
  rewrite tf_game_eq, (s167_c62_L b d), (s167_c62_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 0 (3 + d) 1 (opt_l _ _ _ (s167_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c62_L2 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c62_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s167_c62_R1 b d)).
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c62_R b d) ltac:(cbn [In]; left; reflexivity) (s167_c62_R1 b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s160_p39 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s160_p61 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s160_p93 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s160_p114 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s167_c63_L (b d e : nat) : lmoves (s167_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s160_board 0 (1 + b) 0 (3 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c63_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 (2 + b) 0 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c63_R (b d e : nat) : rmoves (s167_board 0 (2 + b) 0 (2 + d) (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c63_R1 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 (2 + b) 0 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s167_c63_p57 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s167_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s167_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q57] in Hc |- *.
  rewrite tf_game_eq, (s167_c63_L b d e), (s167_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c63_L2 b d e)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c63_L2 b d e))) as Ho1.
  rewrite (tf_norm_game (s167_c63_R1 b d e)).
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c63_R b d e) ltac:(cbn [In]; left; reflexivity) (s167_c63_R1 b d e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s160_p42 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p66 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p89 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p115 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c63_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s167_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s167_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q61] in Hc |- *.
  rewrite tf_game_eq, (s167_c63_L b d e), (s167_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c63_L2 b d e)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c63_L2 b d e))) as Ho1.
  rewrite (tf_norm_game (s167_c63_R1 b d e)).
  pose proof (use_s165 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c63_R b d e) ltac:(cbn [In]; left; reflexivity) (s167_c63_R1 b d e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) >= 5 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 0)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]]]].
  {
    rewrite (s160_p44 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p67 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p94 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p95 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p116 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p117 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p118 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p124 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c64_L (b : nat) : lmoves (s167_board 0 (2 + b) 1 0 0) = [s167_board 0 (2 + b) 0 1 0].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c64_R (b : nat) : rmoves (s167_board 0 (2 + b) 1 0 0) = [s152_board 0 (2 + b) 1 0; strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, strip. tf_options. Qed.
Lemma s167_c64_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; F]) [(1, 1)]) (s132_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e==0 *)
Lemma s167_c64_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 0 (2 + b) 1 0 0 -> fst (s167_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q25] in Hc |- *.
  rewrite tf_game_eq, (s167_c64_L b), (s167_c64_R b); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 1 0 (opt_l _ _ _ (s167_c64_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s167_c64_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c64_R2 b)).
  pose proof (use_s132 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s167_c64_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c64_R2 b))) as Ho2.
  rewrite (s167_p51 Ho0 ltac:(zlia)).
  rewrite (s152_p23 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s132_p29 Ho2 ltac:(zlia)).
    rewrite (s132_p29_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s132_p31 Ho2 ltac:(zlia)).
    rewrite (s132_p31_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s132_p33 Ho2 ltac:(zlia)).
    rewrite (s132_p33_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c65_L (b : nat) : lmoves (s167_board 0 (2 + b) 1 0 1) = [s167_board 0 (2 + b) 0 1 1; strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c65_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; E; T; T; F]) []) (s113_board 0 (2 + b) 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c65_R (b : nat) : rmoves (s167_board 0 (2 + b) 1 0 1) = [s182_board 0 (2 + b) 1 0 1; strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c65_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; T; F]) [(1, 1)]) (s165_board 0 (2 + b) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s167_c65_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 0 (2 + b) 1 0 1 -> fst (s167_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q51] in Hc |- *.
  rewrite tf_game_eq, (s167_c65_L b), (s167_c65_R b); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 1 1 (opt_l _ _ _ (s167_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c65_L2 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s167_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c65_L2 b))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) 1 0 1 (opt_r _ _ _ (s167_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c65_R2 b)).
  pose proof (use_s165 IH 0 (2 + b) 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c65_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c65_R2 b))) as Ho3.
  rewrite (s167_p54 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s182_p17 Ho2 ltac:(zlia)).
  rewrite (s165_p18 Ho3 ltac:(zlia)).
  rewrite (s165_p18_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c66_L (b e : nat) : lmoves (s167_board 0 (2 + b) 1 0 (2 + e)) = [s167_board 0 (2 + b) 0 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c66_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 (2 + b) 1 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c66_R (b e : nat) : rmoves (s167_board 0 (2 + b) 1 0 (2 + e)) = [s182_board 0 (2 + b) 1 0 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c66_R2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 (2 + b) 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s167_c66_p64 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 0 (2 + b) 1 0 (2 + e) -> fst (s167_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q64] in Hc |- *.
  rewrite tf_game_eq, (s167_c66_L b e), (s167_c66_R b e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c66_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c66_L2 b e)).
  pose proof (use_s113 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s167_c66_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c66_L2 b e))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) 1 0 (2 + e) (opt_r _ _ _ (s167_c66_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c66_R2 b e)).
  pose proof (use_s165 IH 0 (2 + b) 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c66_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c66_R2 b e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p57 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s182_p25 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    rewrite (s165_p18_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p61 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s182_p25 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    rewrite (s165_p18_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c67_L (b : nat) : lmoves (s167_board 0 (2 + b) 1 1 0) = [s167_board 0 (2 + b) 0 2 0; strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c67_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; F; T; T; F]) []) (s32_board 0 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c67_R (b : nat) : rmoves (s167_board 0 (2 + b) 1 1 0) = [s152_board 0 (2 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, strip. tf_options. Qed.
Lemma s167_c67_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; F]) [(1, 1)]) (s132_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s167_c67_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 0 (2 + b) 1 1 0 -> fst (s167_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q15] in Hc |- *.
  rewrite tf_game_eq, (s167_c67_L b), (s167_c67_R b); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 2 0 (opt_l _ _ _ (s167_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c67_L2 b)).
  pose proof (use_s32 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s167_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c67_L2 b))) as Ho1.
  pose proof (use_s152 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s167_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c67_R2 b)).
  pose proof (use_s132 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s167_c67_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c67_R2 b))) as Ho3.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s152_p12 Ho2 ltac:(zlia)).
  rewrite (s132_p15 Ho3 ltac:(zlia)).
  rewrite (s132_p15_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c68_L (b : nat) : lmoves (s167_board 0 (2 + b) 1 1 1) = [s167_board 0 (2 + b) 0 2 1; strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c68_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E; T; T; F]) []) (s113_board 0 (2 + b) 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c68_R (b : nat) : rmoves (s167_board 0 (2 + b) 1 1 1) = [s182_board 0 (2 + b) 1 1 1; strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c68_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; T; F]) [(1, 1)]) (s165_board 0 (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s167_c68_p66 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 0 (2 + b) 1 1 1 -> fst (s167_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q66] in Hc |- *.
  rewrite tf_game_eq, (s167_c68_L b), (s167_c68_R b); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 2 1 (opt_l _ _ _ (s167_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c68_L2 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s167_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c68_L2 b))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s167_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c68_R2 b)).
  pose proof (use_s165 IH 0 (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c68_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c68_R2 b))) as Ho3.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p36 Ho3 ltac:(zlia)).
  rewrite (s165_p36_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s167_c69_L (b e : nat) : lmoves (s167_board 0 (2 + b) 1 1 (2 + e)) = [s167_board 0 (2 + b) 0 2 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c69_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 (2 + b) 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c69_R (b e : nat) : rmoves (s167_board 0 (2 + b) 1 1 (2 + e)) = [s182_board 0 (2 + b) 1 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c69_R2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s167_c69_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 0 (2 + b) 1 1 (2 + e) -> fst (s167_q68 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q68 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q68] in Hc |- *.
  rewrite tf_game_eq, (s167_c69_L b e), (s167_c69_R b e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 2 (2 + e) (opt_l _ _ _ (s167_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c69_L2 b e)).
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s167_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c69_L2 b e))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s167_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c69_R2 b e)).
  pose proof (use_s165 IH 0 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c69_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c69_R2 b e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p57 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s182_p25 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    rewrite (s165_p36_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p61 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s182_p25 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    rewrite (s165_p36_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c70_L (b d : nat) : lmoves (s167_board 0 (2 + b) 1 (2 + d) 0) = [s167_board 0 (2 + b) 0 (3 + d) 0; strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c70_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 0 (2 + b) 1 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c70_R (b d : nat) : rmoves (s167_board 0 (2 + b) 1 (2 + d) 0) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c70_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s167_c70_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s167_board 0 (2 + b) 1 (2 + d) 0 -> fst (s167_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q50] in Hc |- *.
  rewrite tf_game_eq, (s167_c70_L b d), (s167_c70_R b d); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 (3 + d) 0 (opt_l _ _ _ (s167_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c70_L2 b d)).
  pose proof (use_s79 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s167_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c70_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s167_c70_R1 b d)).
  pose proof (use_s132 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s167_c70_R b d) ltac:(cbn [In]; left; reflexivity) (s167_c70_R1 b d))) as Ho2.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s132_p17 Ho2 ltac:(zlia)).
    rewrite (s132_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s132_p17 Ho2 ltac:(zlia)).
    rewrite (s132_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s167_c71_L (b d : nat) : lmoves (s167_board 0 (2 + b) 1 (2 + d) 1) = [s167_board 0 (2 + b) 0 (3 + d) 1; strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c71_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 0 (2 + b) 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c71_R (b d : nat) : rmoves (s167_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 0 (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s167_c71_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s167_board 0 (2 + b) 1 (2 + d) 1 -> fst (s167_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q53] in Hc |- *.
  rewrite tf_game_eq, (s167_c71_L b d), (s167_c71_R b d); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 (3 + d) 1 (opt_l _ _ _ (s167_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c71_L2 b d)).
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c71_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s167_c71_R1 b d)).
  pose proof (use_s165 IH 0 (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s167_c71_R1 b d))) as Ho2.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s165_p27 Ho2 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s167_c72_L (b d e : nat) : lmoves (s167_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s167_board 0 (2 + b) 0 (3 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c72_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 (2 + b) 1 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c72_R (b d e : nat) : rmoves (s167_board 0 (2 + b) 1 (2 + d) (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c72_R1 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s167_c72_p57 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s167_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s167_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q57] in Hc |- *.
  rewrite tf_game_eq, (s167_c72_L b d e), (s167_c72_R b d e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c72_L2 b d e)).
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c72_L2 b d e))) as Ho1.
  rewrite (tf_norm_game (s167_c72_R1 b d e)).
  pose proof (use_s165 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c72_R b d e) ltac:(cbn [In]; left; reflexivity) (s167_c72_R1 b d e))) as Ho2.
  rewrite (s167_p57 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s165_p27 Ho2 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c72_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s167_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s167_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q61] in Hc |- *.
  rewrite tf_game_eq, (s167_c72_L b d e), (s167_c72_R b d e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c72_L2 b d e)).
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c72_L2 b d e))) as Ho1.
  rewrite (tf_norm_game (s167_c72_R1 b d e)).
  pose proof (use_s165 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c72_R b d e) ltac:(cbn [In]; left; reflexivity) (s167_c72_R1 b d e))) as Ho2.
  rewrite (s167_p61 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s165_p27 Ho2 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c73_L (b c : nat) : lmoves (s167_board 0 (2 + b) (2 + c) 0 0) = [s167_board 0 (2 + b) (1 + c) 1 0].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c73_R (b c : nat) : rmoves (s167_board 0 (2 + b) (2 + c) 0 0) = [s152_board 0 (2 + b) (2 + c) 0; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, strip. tf_options. Qed.
Lemma s167_c73_R2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]) (s132_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s167_c73_p70 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s167_board 0 (2 + b) (2 + c) 0 0 -> fst (s167_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q70] in Hc |- *.
  rewrite tf_game_eq, (s167_c73_L b c), (s167_c73_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s167_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s167_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c73_R2 b c)).
  pose proof (use_s132 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s167_c73_R b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c73_R2 b c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s167_p15 Ho0 ltac:(zlia)).
    rewrite (s152_p15 Ho1 ltac:(zlia)).
    rewrite (s132_p18 Ho2 ltac:(zlia)).
    rewrite (s132_p18_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p29 Ho0 ltac:(zlia)).
    rewrite (s152_p17 Ho1 ltac:(zlia)).
    rewrite (s132_p22 Ho2 ltac:(zlia)).
    rewrite (s132_p22_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s167_p80 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s152_p19 Ho1 ltac:(zlia)).
      rewrite (s132_p24 Ho2 ltac:(zlia)).
      rewrite (s132_p24_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s152_p21 Ho1 ltac:(zlia)).
      rewrite (s132_p26 Ho2 ltac:(zlia)).
      rewrite (s132_p26_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s167_c74_L (b c : nat) : lmoves (s167_board 0 (2 + b) (2 + c) 0 1) = [s167_board 0 (2 + b) (1 + c) 1 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c74_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []) (s113_board 0 (2 + b) (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c74_R (b c : nat) : rmoves (s167_board 0 (2 + b) (2 + c) 0 1) = [s182_board 0 (2 + b) (2 + c) 0 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c74_R2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]) (s165_board 0 (2 + b) (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s167_c74_p72 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s167_board 0 (2 + b) (2 + c) 0 1 -> fst (s167_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q72] in Hc |- *.
  rewrite tf_game_eq, (s167_c74_L b c), (s167_c74_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s167_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c74_L2 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c74_L2 b c))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s167_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c74_R2 b c)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c74_R b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c74_R2 b c))) as Ho3.
  rewrite (s167_p66 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p40 Ho3 ltac:(zlia)).
  rewrite (s165_p40_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c74_p78 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s167_board 0 (2 + b) (2 + c) 0 1 -> fst (s167_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q78] in Hc |- *.
  rewrite tf_game_eq, (s167_c74_L b c), (s167_c74_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s167_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c74_L2 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c74_L2 b c))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s167_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c74_R2 b c)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c74_R b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c74_R2 b c))) as Ho3.
  rewrite (s167_p74 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p49 Ho3 ltac:(zlia)).
  rewrite (s165_p49_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c74_p84 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s167_board 0 (2 + b) (2 + c) 0 1 -> fst (s167_q84 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q84 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q84] in Hc |- *.
  rewrite tf_game_eq, (s167_c74_L b c), (s167_c74_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s167_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c74_L2 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c74_L2 b c))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s167_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c74_R2 b c)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c74_R b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c74_R2 b c))) as Ho3.
  rewrite (s167_p82 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p55 Ho3 ltac:(zlia)).
  rewrite (s165_p55_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c75_L (b c e : nat) : lmoves (s167_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s167_board 0 (2 + b) (1 + c) 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c75_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 (2 + b) (2 + c) 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c75_R (b c e : nat) : rmoves (s167_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s182_board 0 (2 + b) (2 + c) 0 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c75_R2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 (2 + b) (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s167_c75_p72 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s167_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s167_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q72] in Hc |- *.
  rewrite tf_game_eq, (s167_c75_L b c e), (s167_c75_R b c e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s167_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c75_L2 b c e)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c75_L2 b c e))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c75_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c75_R2 b c e)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c75_R b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c75_R2 b c e))) as Ho3.
  rewrite (s167_p68 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p40 Ho3 ltac:(zlia)).
  rewrite (s165_p40_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c75_p78 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s167_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s167_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q78] in Hc |- *.
  rewrite tf_game_eq, (s167_c75_L b c e), (s167_c75_R b c e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s167_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c75_L2 b c e)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c75_L2 b c e))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c75_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c75_R2 b c e)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c75_R b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c75_R2 b c e))) as Ho3.
  rewrite (s167_p76 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p49 Ho3 ltac:(zlia)).
  rewrite (s165_p49_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c75_p84 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s167_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s167_q84 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q84 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q84] in Hc |- *.
  rewrite tf_game_eq, (s167_c75_L b c e), (s167_c75_R b c e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s167_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c75_L2 b c e)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c75_L2 b c e))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c75_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c75_R2 b c e)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c75_R b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c75_R2 b c e))) as Ho3.
  rewrite (s167_p82 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p55 Ho3 ltac:(zlia)).
  rewrite (s165_p55_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c76_L (b c : nat) : lmoves (s167_board 0 (2 + b) (2 + c) 1 0) = [s167_board 0 (2 + b) (1 + c) 2 0; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c76_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []) (s32_board 0 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c76_R (b c : nat) : rmoves (s167_board 0 (2 + b) (2 + c) 1 0) = [s152_board 0 (2 + b) (2 + c) 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, strip. tf_options. Qed.
Lemma s167_c76_R2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]) (s132_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s167_c76_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s167_board 0 (2 + b) (2 + c) 1 0 -> fst (s167_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q29] in Hc |- *.
  rewrite tf_game_eq, (s167_c76_L b c), (s167_c76_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s167_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c76_L2 b c)).
  pose proof (use_s32 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s167_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c76_L2 b c))) as Ho1.
  pose proof (use_s152 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s167_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c76_R2 b c)).
  pose proof (use_s132 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s167_c76_R b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c76_R2 b c))) as Ho3.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s152_p12 Ho2 ltac:(zlia)).
  rewrite (s132_p20 Ho3 ltac:(zlia)).
  rewrite (s132_p20_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c76_p80 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s167_board 0 (2 + b) (2 + c) 1 0 -> fst (s167_q80 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q80 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q80] in Hc |- *.
  rewrite tf_game_eq, (s167_c76_L b c), (s167_c76_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s167_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c76_L2 b c)).
  pose proof (use_s32 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s167_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c76_L2 b c))) as Ho1.
  pose proof (use_s152 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s167_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c76_R2 b c)).
  pose proof (use_s132 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s167_c76_R b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c76_R2 b c))) as Ho3.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s152_p12 Ho2 ltac:(zlia)).
  rewrite (s132_p20 Ho3 ltac:(zlia)).
  rewrite (s132_p20_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c77_L (b c : nat) : lmoves (s167_board 0 (2 + b) (2 + c) 1 1) = [s167_board 0 (2 + b) (1 + c) 2 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c77_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []) (s113_board 0 (2 + b) (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c77_R (b c : nat) : rmoves (s167_board 0 (2 + b) (2 + c) 1 1) = [s182_board 0 (2 + b) (2 + c) 1 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c77_R2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]) (s165_board 0 (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s167_c77_p74 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s167_board 0 (2 + b) (2 + c) 1 1 -> fst (s167_q74 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q74 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q74] in Hc |- *.
  rewrite tf_game_eq, (s167_c77_L b c), (s167_c77_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s167_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c77_L2 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c77_L2 b c))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s167_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c77_R2 b c)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c77_R b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c77_R2 b c))) as Ho3.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p45 Ho3 ltac:(zlia)).
  rewrite (s165_p45_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c77_p82 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s167_board 0 (2 + b) (2 + c) 1 1 -> fst (s167_q82 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q82 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q82] in Hc |- *.
  rewrite tf_game_eq, (s167_c77_L b c), (s167_c77_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s167_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c77_L2 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c77_L2 b c))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s167_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c77_R2 b c)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c77_R b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c77_R2 b c))) as Ho3.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s182_p25 Ho2 ltac:(zlia)).
  rewrite (s165_p51 Ho3 ltac:(zlia)).
  rewrite (s165_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c78_L (b c e : nat) : lmoves (s167_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s167_board 0 (2 + b) (1 + c) 2 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c78_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 (2 + b) (2 + c) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c78_R (b c e : nat) : rmoves (s167_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s182_board 0 (2 + b) (2 + c) 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c78_R2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s167_c78_p76 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s167_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s167_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q76] in Hc |- *.
  rewrite tf_game_eq, (s167_c78_L b c e), (s167_c78_R b c e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s167_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c78_L2 b c e)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c78_L2 b c e))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s167_c78_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c78_R2 b c e)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c78_R b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c78_R2 b c e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p57 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s182_p25 Ho2 ltac:(zlia)).
    rewrite (s165_p45 Ho3 ltac:(zlia)).
    rewrite (s165_p45_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p61 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s182_p25 Ho2 ltac:(zlia)).
    rewrite (s165_p45 Ho3 ltac:(zlia)).
    rewrite (s165_p45_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c78_p82 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s167_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s167_q82 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q82 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q82] in Hc |- *.
  rewrite tf_game_eq, (s167_c78_L b c e), (s167_c78_R b c e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s167_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c78_L2 b c e)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c78_L2 b c e))) as Ho1.
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s167_c78_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c78_R2 b c e)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c78_R b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c78_R2 b c e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p58 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s182_p25 Ho2 ltac:(zlia)).
    rewrite (s165_p51 Ho3 ltac:(zlia)).
    rewrite (s165_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p62 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s182_p25 Ho2 ltac:(zlia)).
    rewrite (s165_p51 Ho3 ltac:(zlia)).
    rewrite (s165_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c79_L (b c d : nat) : lmoves (s167_board 0 (2 + b) (2 + c) (2 + d) 0) = [s167_board 0 (2 + b) (1 + c) (3 + d) 0; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c79_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c79_R (b c d : nat) : rmoves (s167_board 0 (2 + b) (2 + c) (2 + d) 0) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c79_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s167_c79_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s167_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s167_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q50] in Hc |- *.
  rewrite tf_game_eq, (s167_c79_L b c d), (s167_c79_R b c d); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s167_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c79_L2 b c d)).
  pose proof (use_s79 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s167_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c79_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s167_c79_R1 b c d)).
  pose proof (use_s132 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s167_c79_R b c d) ltac:(cbn [In]; left; reflexivity) (s167_c79_R1 b c d))) as Ho2.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s132_p17 Ho2 ltac:(zlia)).
    rewrite (s132_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s132_p17 Ho2 ltac:(zlia)).
    rewrite (s132_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s167_c80_L (b c d : nat) : lmoves (s167_board 0 (2 + b) (2 + c) (2 + d) 1) = [s167_board 0 (2 + b) (1 + c) (3 + d) 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c80_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 0 (2 + b) (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c80_R (b c d : nat) : rmoves (s167_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 0 (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s167_c80_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s167_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s167_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q53] in Hc |- *.
  rewrite tf_game_eq, (s167_c80_L b c d), (s167_c80_R b c d); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s167_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c80_L2 b c d)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c80_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s167_c80_R1 b c d)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s167_c80_R1 b c d))) as Ho2.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s165_p27 Ho2 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s167_c81_L (b c d e : nat) : lmoves (s167_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s167_board 0 (2 + b) (1 + c) (3 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c81_L2 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 (2 + b) (2 + c) (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c81_R (b c d e : nat) : rmoves (s167_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c81_R1 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s167_c81_p58 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s167_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s167_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q58] in Hc |- *.
  rewrite tf_game_eq, (s167_c81_L b c d e), (s167_c81_R b c d e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s167_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c81_L2 b c d e)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c81_L2 b c d e))) as Ho1.
  rewrite (tf_norm_game (s167_c81_R1 b c d e)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c81_R b c d e) ltac:(cbn [In]; left; reflexivity) (s167_c81_R1 b c d e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p57 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p58 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c81_p62 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s167_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s167_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q62] in Hc |- *.
  rewrite tf_game_eq, (s167_c81_L b c d e), (s167_c81_R b c d e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s167_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c81_L2 b c d e)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c81_L2 b c d e))) as Ho1.
  rewrite (tf_norm_game (s167_c81_R1 b c d e)).
  pose proof (use_s165 IH 0 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c81_R b c d e) ltac:(cbn [In]; left; reflexivity) (s167_c81_R1 b c d e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p61 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p62 Ho0 ltac:(zlia)).
    rewrite (s113_p6 Ho1 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c82_L : lmoves (s167_board 1 0 0 0 0) = [s167_board 0 1 0 0 0].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c82_R : rmoves (s167_board 1 0 0 0 0) = [s144_board 1 0 0; s92_board 1 0 0; strip [] ([T; E; F; E; F; F]) [(1, 1)]].
Proof. unfold s144_board, s167_board, s92_board, strip. tf_options. Qed.
Lemma s167_c82_R3 : tf_norm (strip [] ([T; E; F; E; F; F]) [(1, 1)]) (s132_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d==0 && e==0 *)
Lemma s167_c82_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 0 0 0 0 -> fst (s167_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q4] in Hc |- *.
  rewrite tf_game_eq, (s167_c82_L), (s167_c82_R); cbn [map].
  pose proof (use_s167 IH 0 1 0 0 0 (opt_l _ _ _ (s167_c82_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH 1 0 0 (opt_r _ _ _ (s167_c82_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 0 0 (opt_r _ _ _ (s167_c82_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c82_R3)).
  pose proof (use_s132 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s167_c82_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c82_R3))) as Ho3.
  rewrite (s167_p43 Ho0 ltac:(zlia)).
  rewrite (s144_p1 Ho1 ltac:(zlia)).
  rewrite (s92_p7 Ho2 ltac:(zlia)).
  rewrite (s132_p4 Ho3 ltac:(zlia)).
  rewrite (s132_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c83_L : lmoves (s167_board 1 0 0 0 1) = [s167_board 0 1 0 0 1; strip [] ([T; E; F; E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c83_L2 : tf_norm (strip [] ([T; E; F; E; F; E; T; T; F]) []) (s113_board 1 0 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c83_R : rmoves (s167_board 1 0 0 0 1) = [s144_board 1 0 1; s125_board 1 0 0 1; strip [] ([T; E; F; E; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s144_board, s167_board, strip. tf_options. Qed.
Lemma s167_c83_R3 : tf_norm (strip [] ([T; E; F; E; F; T; F]) [(1, 1)]) (s165_board 1 0 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d==0 && e==1 *)
Lemma s167_c83_p103 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 0 0 0 1 -> fst (s167_q103 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q103 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q103] in Hc |- *.
  rewrite tf_game_eq, (s167_c83_L), (s167_c83_R); cbn [map].
  pose proof (use_s167 IH 0 1 0 0 1 (opt_l _ _ _ (s167_c83_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c83_L2)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s167_c83_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c83_L2))) as Ho1.
  pose proof (use_s144 IH 1 0 1 (opt_r _ _ _ (s167_c83_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s125 IH 1 0 0 1 (opt_r _ _ _ (s167_c83_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c83_R3)).
  pose proof (use_s165 IH 1 0 0 0 1 (opt_norm_r _ _ _ _ _ (s167_c83_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c83_R3))) as Ho4.
  rewrite (s167_p44 Ho0 ltac:(zlia)).
  rewrite (s113_p14 Ho1 ltac:(zlia)).
  rewrite (s144_p10 Ho2 ltac:(zlia)).
  rewrite (s125_p21 Ho3 ltac:(zlia)).
  rewrite (s165_p68 Ho4 ltac:(zlia)).
  rewrite (s165_p68_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c84_L (e : nat) : lmoves (s167_board 1 0 0 0 (2 + e)) = [s167_board 0 1 0 0 (2 + e); strip [] (T :: E :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c84_L2 (e : nat) : tf_norm (strip [] (T :: E :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 0 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c84_R (e : nat) : rmoves (s167_board 1 0 0 0 (2 + e)) = [s144_board 1 0 (2 + e); s125_board 1 0 0 (2 + e); strip [] (T :: E :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s144_board, s167_board, strip. tf_options. Qed.
Lemma s167_c84_R3 (e : nat) : tf_norm (strip [] (T :: E :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 0 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d==0 && e>=2 *)
Lemma s167_c84_p104 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 0 0 0 (2 + e) -> fst (s167_q104 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q104 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q104] in Hc |- *.
  rewrite tf_game_eq, (s167_c84_L e), (s167_c84_R e); cbn [map].
  pose proof (use_s167 IH 0 1 0 0 (2 + e) (opt_l _ _ _ (s167_c84_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c84_L2 e)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s167_c84_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c84_L2 e))) as Ho1.
  pose proof (use_s144 IH 1 0 (2 + e) (opt_r _ _ _ (s167_c84_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s125 IH 1 0 0 (2 + e) (opt_r _ _ _ (s167_c84_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c84_R3 e)).
  pose proof (use_s165 IH 1 0 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c84_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c84_R3 e))) as Ho4.
  rewrite (s167_p45 Ho0 ltac:(zlia)).
  rewrite (s113_p14 Ho1 ltac:(zlia)).
  rewrite (s113_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p3 Ho2 ltac:(zlia)).
  rewrite (s125_p22 Ho3 ltac:(zlia)).
  rewrite (s165_p68 Ho4 ltac:(zlia)).
  rewrite (s165_p68_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c84_p106 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 0 0 0 (2 + e) -> fst (s167_q106 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q106 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q106] in Hc |- *.
  rewrite tf_game_eq, (s167_c84_L e), (s167_c84_R e); cbn [map].
  pose proof (use_s167 IH 0 1 0 0 (2 + e) (opt_l _ _ _ (s167_c84_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c84_L2 e)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s167_c84_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c84_L2 e))) as Ho1.
  pose proof (use_s144 IH 1 0 (2 + e) (opt_r _ _ _ (s167_c84_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s125 IH 1 0 0 (2 + e) (opt_r _ _ _ (s167_c84_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c84_R3 e)).
  pose proof (use_s165 IH 1 0 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c84_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c84_R3 e))) as Ho4.
  rewrite (s167_p47 Ho0 ltac:(zlia)).
  rewrite (s113_p14 Ho1 ltac:(zlia)).
  rewrite (s113_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p4 Ho2 ltac:(zlia)).
  rewrite (s125_p23 Ho3 ltac:(zlia)).
  rewrite (s165_p68 Ho4 ltac:(zlia)).
  rewrite (s165_p68_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c85_L : lmoves (s167_board 1 0 0 1 0) = [s167_board 0 1 0 1 0; strip [] ([T; E; F; E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c85_L2 : tf_norm (strip [] ([T; E; F; E; E; F; T; T; F]) []) (s32_board 1 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c85_R : rmoves (s167_board 1 0 0 1 0) = [s144_board 1 1 0; s92_board 1 0 1; strip [] ([T; E; F; E; T; F; F]) [(1, 1)]].
Proof. unfold s144_board, s167_board, s92_board, strip. tf_options. Qed.
Lemma s167_c85_R3 : tf_norm (strip [] ([T; E; F; E; T; F; F]) [(1, 1)]) (s132_board 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d==1 && e==0 *)
Lemma s167_c85_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 0 0 1 0 -> fst (s167_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q16] in Hc |- *.
  rewrite tf_game_eq, (s167_c85_L), (s167_c85_R); cbn [map].
  pose proof (use_s167 IH 0 1 0 1 0 (opt_l _ _ _ (s167_c85_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c85_L2)).
  pose proof (use_s32 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s167_c85_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c85_L2))) as Ho1.
  pose proof (use_s144 IH 1 1 0 (opt_r _ _ _ (s167_c85_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s92 IH 1 0 1 (opt_r _ _ _ (s167_c85_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c85_R3)).
  pose proof (use_s132 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s167_c85_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c85_R3))) as Ho4.
  rewrite (s167_p48 Ho0 ltac:(zlia)).
  rewrite (s32_p1 Ho1 ltac:(zlia)).
  rewrite (s144_p11 Ho2 ltac:(zlia)).
  rewrite (s92_p8 Ho3 ltac:(zlia)).
  rewrite (s132_p14 Ho4 ltac:(zlia)).
  rewrite (s132_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c86_L : lmoves (s167_board 1 0 0 1 1) = [s167_board 0 1 0 1 1; strip [] ([T; E; F; E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c86_L2 : tf_norm (strip [] ([T; E; F; E; T; F; E; T; T; F]) []) (s113_board 1 0 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c86_R : rmoves (s167_board 1 0 0 1 1) = [s144_board 1 1 1; s125_board 1 0 1 1; strip [] ([T; E; F; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s144_board, s167_board, strip. tf_options. Qed.
Lemma s167_c86_R3 : tf_norm (strip [] ([T; E; F; E; T; F; T; F]) [(1, 1)]) (s165_board 1 0 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d==1 && e==1 *)
Lemma s167_c86_p48 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 0 0 1 1 -> fst (s167_q48 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q48 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q48] in Hc |- *.
  rewrite tf_game_eq, (s167_c86_L), (s167_c86_R); cbn [map].
  pose proof (use_s167 IH 0 1 0 1 1 (opt_l _ _ _ (s167_c86_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c86_L2)).
  pose proof (use_s113 IH 1 0 0 1 (opt_norm_l _ _ _ _ _ (s167_c86_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c86_L2))) as Ho1.
  pose proof (use_s144 IH 1 1 1 (opt_r _ _ _ (s167_c86_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s125 IH 1 0 1 1 (opt_r _ _ _ (s167_c86_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c86_R3)).
  pose proof (use_s165 IH 1 0 0 1 1 (opt_norm_r _ _ _ _ _ (s167_c86_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c86_R3))) as Ho4.
  rewrite (s167_p52 Ho0 ltac:(zlia)).
  rewrite (s113_p7 Ho1 ltac:(zlia)).
  rewrite (s144_p5 Ho2 ltac:(zlia)).
  rewrite (s125_p25 Ho3 ltac:(zlia)).
  rewrite (s165_p69 Ho4 ltac:(zlia)).
  rewrite (s165_p69_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c87_L (e : nat) : lmoves (s167_board 1 0 0 1 (2 + e)) = [s167_board 0 1 0 1 (2 + e); strip [] (T :: E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c87_L2 (e : nat) : tf_norm (strip [] (T :: E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c87_R (e : nat) : rmoves (s167_board 1 0 0 1 (2 + e)) = [s144_board 1 1 (2 + e); s125_board 1 0 1 (2 + e); strip [] (T :: E :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s144_board, s167_board, strip. tf_options. Qed.
Lemma s167_c87_R3 (e : nat) : tf_norm (strip [] (T :: E :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 0 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s167_c87_p107 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 0 0 1 (2 + e) -> fst (s167_q107 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q107 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q107] in Hc |- *.
  rewrite tf_game_eq, (s167_c87_L e), (s167_c87_R e); cbn [map].
  pose proof (use_s167 IH 0 1 0 1 (2 + e) (opt_l _ _ _ (s167_c87_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c87_L2 e)).
  pose proof (use_s113 IH 1 0 0 1 (opt_norm_l _ _ _ _ _ (s167_c87_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c87_L2 e))) as Ho1.
  pose proof (use_s144 IH 1 1 (2 + e) (opt_r _ _ _ (s167_c87_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s125 IH 1 0 1 (2 + e) (opt_r _ _ _ (s167_c87_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c87_R3 e)).
  pose proof (use_s165 IH 1 0 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c87_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c87_R3 e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p57 Ho0 ltac:(zlia)).
    rewrite (s113_p7 Ho1 ltac:(zlia)).
    rewrite (s113_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s144_p4 Ho2 ltac:(zlia)).
    rewrite (s125_p23 Ho3 ltac:(zlia)).
    rewrite (s165_p69 Ho4 ltac:(zlia)).
    rewrite (s165_p69_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p61 Ho0 ltac:(zlia)).
    rewrite (s113_p7 Ho1 ltac:(zlia)).
    rewrite (s113_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s144_p4 Ho2 ltac:(zlia)).
    rewrite (s125_p23 Ho3 ltac:(zlia)).
    rewrite (s165_p69 Ho4 ltac:(zlia)).
    rewrite (s165_p69_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c88_L (d : nat) : lmoves (s167_board 1 0 0 (2 + d) 0) = [s167_board 0 1 0 (2 + d) 0; strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c88_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 1 0 0 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c88_R (d : nat) : rmoves (s167_board 1 0 0 (2 + d) 0) = [s144_board 1 (2 + d) 0; strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s167_c88_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 1 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e==0 *)
Lemma s167_c88_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 1 0 0 (2 + d) 0 -> fst (s167_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q13] in Hc |- *.
  rewrite tf_game_eq, (s167_c88_L d), (s167_c88_R d); cbn [map].
  pose proof (use_s167 IH 0 1 0 (2 + d) 0 (opt_l _ _ _ (s167_c88_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c88_L2 d)).
  pose proof (use_s79 IH 1 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s167_c88_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c88_L2 d))) as Ho1.
  pose proof (use_s144 IH 1 (2 + d) 0 (opt_r _ _ _ (s167_c88_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c88_R2 d)).
  pose proof (use_s132 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s167_c88_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c88_R2 d))) as Ho3.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s79_p29 Ho1 ltac:(zlia)).
    rewrite (s144_p8 Ho2 ltac:(zlia)).
    rewrite (s132_p34 Ho3 ltac:(zlia)).
    rewrite (s132_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p30 Ho1 ltac:(zlia)).
    rewrite (s144_p8 Ho2 ltac:(zlia)).
    rewrite (s132_p34 Ho3 ltac:(zlia)).
    rewrite (s132_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p31 Ho1 ltac:(zlia)).
    rewrite (s144_p8 Ho2 ltac:(zlia)).
    rewrite (s132_p34 Ho3 ltac:(zlia)).
    rewrite (s132_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

