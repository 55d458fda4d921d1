(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s165_c158_L (b c : nat) : lmoves (s165_board 1 (2 + b) (2 + c) 1 1) = [s165_board 0 (3 + b) (2 + c) 1 1; s165_board 1 (2 + b) (1 + c) 2 1; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c158_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]) (s131_board 1 (2 + b) (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c158_R (b c : nat) : rmoves (s165_board 1 (2 + b) (2 + c) 1 1) = [s178_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s165_c158_p45 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s165_board 1 (2 + b) (2 + c) 1 1 -> fst (s165_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q45] in Hc |- *.
  rewrite tf_game_eq, (s165_c158_L b c), (s165_c158_R b c); cbn [map].
  pose proof (use_s165 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s165_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s165_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c158_L3 b c)).
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c158_L3 b c))) as Ho2.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s165_c158_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p45 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  rewrite (s131_p118 Ho2 ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c158_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s165_board 1 (2 + b) (2 + c) 1 1 -> fst (s165_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q51] in Hc |- *.
  rewrite tf_game_eq, (s165_c158_L b c), (s165_c158_R b c); cbn [map].
  pose proof (use_s165 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s165_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s165_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c158_L3 b c)).
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c158_L3 b c))) as Ho2.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s165_c158_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p51 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  rewrite (s131_p118 Ho2 ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c159_L (b c e : nat) : lmoves (s165_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s165_board 0 (3 + b) (2 + c) 1 (2 + e); s165_board 1 (2 + b) (1 + c) 2 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c159_L3 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 (2 + b) (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c159_R (b c e : nat) : rmoves (s165_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s178_board 1 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s165_c159_p45 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s165_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s165_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q45] in Hc |- *.
  rewrite tf_game_eq, (s165_c159_L b c e), (s165_c159_R b c e); cbn [map].
  pose proof (use_s165 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s165_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c159_L3 b c e)).
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c159_L3 b c e))) as Ho2.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c159_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p45 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p120 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p122 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p124 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c159_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s165_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s165_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q51] in Hc |- *.
  rewrite tf_game_eq, (s165_c159_L b c e), (s165_c159_R b c e); cbn [map].
  pose proof (use_s165 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s165_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c159_L3 b c e)).
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c159_L3 b c e))) as Ho2.
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c159_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p51 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s131_p132 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p134 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e==0: the board of s132 *)
Lemma s165_c160_p27 x (Hs132 : s132_claim x) (b c d : nat) :
  x = s165_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s165_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 1 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c161_L (b c d : nat) : lmoves (s165_board 1 (2 + b) (2 + c) (2 + d) 1) = [s165_board 0 (3 + b) (2 + c) (2 + d) 1; s165_board 1 (2 + b) (1 + c) (3 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c161_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 1 (2 + b) (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c161_R (b c d : nat) : rmoves (s165_board 1 (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s165_c161_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s165_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s165_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c161_L b c d), (s165_c161_R b c d); cbn [map].
  pose proof (use_s165 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s165_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s165_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c161_L3 b c d)).
  pose proof (use_s131 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c161_L3 b c d))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p90 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p110 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p126 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p136 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s165_c162_L (b c d e : nat) : lmoves (s165_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s165_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s165_board 1 (2 + b) (1 + c) (3 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c162_L3 (b c d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 (2 + b) (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c162_R (b c d e : nat) : rmoves (s165_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s165_c162_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s165_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c162_L b c d e), (s165_c162_R b c d e); cbn [map].
  pose proof (use_s165 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s165_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s165_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c162_L3 b c d e)).
  pose proof (use_s131 IH 1 (2 + b) (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c162_L3 b c d e))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p74 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p79 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p83 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p87 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s132 *)
Lemma s165_c163_p10 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 0 0 0 -> fst (s165_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q10] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c163_p122 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 0 0 0 -> fst (s165_q122 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q122 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q122] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p68 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c163_p138 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 0 0 0 -> fst (s165_q138 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q138 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q138] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p78 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c163_p148 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 0 0 0 -> fst (s165_q148 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q148 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q148] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p86 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c163_p154 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 0 0 0 -> fst (s165_q154 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q154 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q154] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p92 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c163_p157 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 0 0 0 -> fst (s165_q157 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q157 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q157] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p95 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c163_p159 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 0 0 0 -> fst (s165_q159 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q159 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q159] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p97 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c164_L (a : nat) : lmoves (s165_board (2 + a) 0 0 0 1) = [s165_board (1 + a) 1 0 0 1; strip [] (repeat T (2 + a) ++ [E; F; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c164_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; F; E; F]) [(1, 0)]) (s131_board (2 + a) 0 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c164_R (a : nat) : rmoves (s165_board (2 + a) 0 0 0 1) = [s143_board (2 + a) 0 1; s124_board (2 + a) 0 0 1].
Proof. unfold s124_board, s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d==0 && e==1 *)
Lemma s165_c164_p97 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s165_board (2 + a) 0 0 0 1 -> fst (s165_q97 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q97 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q97] in Hc |- *.
  rewrite tf_game_eq, (s165_c164_L a), (s165_c164_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 0 0 1 (opt_l _ _ _ (s165_c164_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c164_L2 a)).
  pose proof (use_s131 IH (2 + a) 0 0 0 0 (opt_norm_l _ _ _ _ _ (s165_c164_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c164_L2 a))) as Ho1.
  pose proof (use_s143 IH (2 + a) 0 1 (opt_r _ _ _ (s165_c164_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_r _ _ _ (s165_c164_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p69 Ho0 ltac:(zlia)).
    rewrite (s131_p191 Ho1 ltac:(zlia)).
    rewrite (s143_p6 Ho2 ltac:(zlia)).
    rewrite (s124_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s165_p107 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s131_p42 Ho1 ltac:(zlia)).
      rewrite (s143_p8 Ho2 ltac:(zlia)).
      rewrite (s124_p25 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p354 Ho1 ltac:(zlia)).
      assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
      destruct Hp2 as [Hp2|Hp2].
      {
        rewrite (s143_p11 Ho2 ltac:(zlia)).
        rewrite (s124_p29 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
      {
        rewrite (s143_p12 Ho2 ltac:(zlia)).
        rewrite (s124_p32 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
    }
  }
Qed.

Lemma s165_c165_L (a e : nat) : lmoves (s165_board (2 + a) 0 0 0 (2 + e)) = [s165_board (1 + a) 1 0 0 (2 + e); strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c165_L2 (a e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) 0 0 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c165_R (a e : nat) : rmoves (s165_board (2 + a) 0 0 0 (2 + e)) = [s143_board (2 + a) 0 (2 + e); s124_board (2 + a) 0 0 (2 + e)].
Proof. unfold s124_board, s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d==0 && e>=2 *)
Lemma s165_c165_p97 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s165_board (2 + a) 0 0 0 (2 + e) -> fst (s165_q97 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q97 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q97] in Hc |- *.
  rewrite tf_game_eq, (s165_c165_L a e), (s165_c165_R a e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 0 0 (2 + e) (opt_l _ _ _ (s165_c165_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c165_L2 a e)).
  pose proof (use_s131 IH (2 + a) 0 0 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c165_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c165_L2 a e))) as Ho1.
  pose proof (use_s143 IH (2 + a) 0 (2 + e) (opt_r _ _ _ (s165_c165_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 0 (2 + e) (opt_r _ _ _ (s165_c165_R a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p69 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s131_p197 Ho1 ltac:(zlia)).
      rewrite (s143_p6 Ho2 ltac:(zlia)).
      rewrite (s124_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p252 Ho1 ltac:(zlia)).
      rewrite (s143_p6 Ho2 ltac:(zlia)).
      rewrite (s124_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p255 Ho1 ltac:(zlia)).
      rewrite (s143_p6 Ho2 ltac:(zlia)).
      rewrite (s124_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p107 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + a) - Z.of_nat (2 + e) <= 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + e) >= 3 /\ Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]]]].
    {
      rewrite (s131_p254 Ho1 ltac:(zlia)).
      rewrite (s143_p12 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p255 Ho1 ltac:(zlia)).
      rewrite (s143_p8 Ho2 ltac:(zlia)).
      rewrite (s124_p25 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p311 Ho1 ltac:(zlia)).
      rewrite (s143_p8 Ho2 ltac:(zlia)).
      rewrite (s124_p25 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p355 Ho1 ltac:(zlia)).
      rewrite (s143_p11 Ho2 ltac:(zlia)).
      rewrite (s124_p29 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p356 Ho1 ltac:(zlia)).
      rewrite (s143_p11 Ho2 ltac:(zlia)).
      rewrite (s124_p29 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p370 Ho1 ltac:(zlia)).
      rewrite (s143_p12 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p371 Ho1 ltac:(zlia)).
      rewrite (s143_p12 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p377 Ho1 ltac:(zlia)).
      rewrite (s143_p12 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p378 Ho1 ltac:(zlia)).
      rewrite (s143_p12 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p383 Ho1 ltac:(zlia)).
      rewrite (s143_p12 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s132 *)
Lemma s165_c166_p98 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 0 1 0 -> fst (s165_q98 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q98 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q98] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p54 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c167_L (a : nat) : lmoves (s165_board (2 + a) 0 0 1 1) = [s165_board (1 + a) 1 0 1 1; strip [] (repeat T (2 + a) ++ [E; F; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c167_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; T; F; E; F]) [(1, 0)]) (s131_board (2 + a) 0 0 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c167_R (a : nat) : rmoves (s165_board (2 + a) 0 0 1 1) = [s143_board (2 + a) 1 1; s124_board (2 + a) 0 1 1].
Proof. unfold s124_board, s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d==1 && e==1 *)
Lemma s165_c167_p73 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s165_board (2 + a) 0 0 1 1 -> fst (s165_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q73] in Hc |- *.
  rewrite tf_game_eq, (s165_c167_L a), (s165_c167_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s165_c167_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c167_L2 a)).
  pose proof (use_s131 IH (2 + a) 0 0 1 0 (opt_norm_l _ _ _ _ _ (s165_c167_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c167_L2 a))) as Ho1.
  pose proof (use_s143 IH (2 + a) 1 1 (opt_r _ _ _ (s165_c167_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 1 1 (opt_r _ _ _ (s165_c167_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s165_p33 Ho0 ltac:(zlia)).
    rewrite (s131_p256 Ho1 ltac:(zlia)).
    rewrite (s143_p6 Ho2 ltac:(zlia)).
    rewrite (s124_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s165_p109 Ho0 ltac:(zlia)).
    rewrite (s131_p312 Ho1 ltac:(zlia)).
    rewrite (s143_p8 Ho2 ltac:(zlia)).
    rewrite (s124_p25 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s165_p129 Ho0 ltac:(zlia)).
    rewrite (s131_p312 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s143_p11 Ho2 ltac:(zlia)).
      rewrite (s124_p29 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s143_p16 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s165_c168_L (a e : nat) : lmoves (s165_board (2 + a) 0 0 1 (2 + e)) = [s165_board (1 + a) 1 0 1 (2 + e); strip [] (repeat T (2 + a) ++ E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c168_L2 (a e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) 0 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c168_R (a e : nat) : rmoves (s165_board (2 + a) 0 0 1 (2 + e)) = [s143_board (2 + a) 1 (2 + e); s124_board (2 + a) 0 1 (2 + e)].
Proof. unfold s124_board, s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s165_c168_p73 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s165_board (2 + a) 0 0 1 (2 + e) -> fst (s165_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q73] in Hc |- *.
  rewrite tf_game_eq, (s165_c168_L a e), (s165_c168_R a e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 0 1 (2 + e) (opt_l _ _ _ (s165_c168_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c168_L2 a e)).
  pose proof (use_s131 IH (2 + a) 0 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c168_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c168_L2 a e))) as Ho1.
  pose proof (use_s143 IH (2 + a) 1 (2 + e) (opt_r _ _ _ (s165_c168_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 1 (2 + e) (opt_r _ _ _ (s165_c168_R a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s165_p33 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s131_p193 Ho1 ltac:(zlia)).
      rewrite (s143_p6 Ho2 ltac:(zlia)).
      rewrite (s124_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p257 Ho1 ltac:(zlia)).
      rewrite (s143_p6 Ho2 ltac:(zlia)).
      rewrite (s124_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p259 Ho1 ltac:(zlia)).
      rewrite (s143_p6 Ho2 ltac:(zlia)).
      rewrite (s124_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p109 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s131_p259 Ho1 ltac:(zlia)).
      rewrite (s143_p8 Ho2 ltac:(zlia)).
      rewrite (s124_p25 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p313 Ho1 ltac:(zlia)).
      rewrite (s143_p8 Ho2 ltac:(zlia)).
      rewrite (s124_p25 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
  {
    rewrite (s165_p129 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) = 6 /\ Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + a) - Z.of_nat (2 + e) <= 4)%Z \/ (Z.of_nat (2 + a) >= 8 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + a) >= 9 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + e) >= 5 /\ Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]].
    {
      rewrite (s131_p259 Ho1 ltac:(zlia)).
      assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z) by zlia.
      destruct Hp2 as [Hp2|Hp2].
      {
        rewrite (s143_p11 Ho2 ltac:(zlia)).
        rewrite (s124_p29 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
      {
        rewrite (s143_p16 Ho2 ltac:(zlia)).
        rewrite (s124_p32 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
    }
    {
      rewrite (s131_p357 Ho1 ltac:(zlia)).
      assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
      destruct Hp2 as [Hp2|Hp2].
      {
        rewrite (s143_p11 Ho2 ltac:(zlia)).
        rewrite (s124_p29 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
      {
        rewrite (s143_p16 Ho2 ltac:(zlia)).
        rewrite (s124_p32 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
    }
    {
      rewrite (s131_p379 Ho1 ltac:(zlia)).
      rewrite (s143_p16 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p384 Ho1 ltac:(zlia)).
      rewrite (s143_p16 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p388 Ho1 ltac:(zlia)).
      rewrite (s143_p16 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p393 Ho1 ltac:(zlia)).
      rewrite (s143_p16 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s131_p397 Ho1 ltac:(zlia)).
      rewrite (s143_p16 Ho2 ltac:(zlia)).
      rewrite (s124_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s132 *)
Lemma s165_c169_p34 x (Hs132 : s132_claim x) (a d : nat) :
  x = s165_board (2 + a) 0 0 (2 + d) 0 -> fst (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q34] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 0 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c170_L (a d : nat) : lmoves (s165_board (2 + a) 0 0 (2 + d) 1) = [s165_board (1 + a) 1 0 (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c170_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board (2 + a) 0 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c170_R (a d : nat) : rmoves (s165_board (2 + a) 0 0 (2 + d) 1) = [s143_board (2 + a) (2 + d) 1].
Proof. unfold s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s165_c170_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s165_board (2 + a) 0 0 (2 + d) 1 -> fst (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c170_L a d), (s165_c170_R a d); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 0 (2 + d) 1 (opt_l _ _ _ (s165_c170_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c170_L2 a d)).
  pose proof (use_s131 IH (2 + a) 0 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c170_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c170_L2 a d))) as Ho1.
  pose proof (use_s143 IH (2 + a) (2 + d) 1 (opt_r _ _ _ (s165_c170_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s131_p57 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p195 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p260 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p314 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p380 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c171_L (a d e : nat) : lmoves (s165_board (2 + a) 0 0 (2 + d) (2 + e)) = [s165_board (1 + a) 1 0 (2 + d) (2 + e); strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c171_L2 (a d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) 0 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c171_R (a d e : nat) : rmoves (s165_board (2 + a) 0 0 (2 + d) (2 + e)) = [s143_board (2 + a) (2 + d) (2 + e)].
Proof. unfold s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s165_c171_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s165_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c171_L a d e), (s165_c171_R a d e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 0 (2 + d) (2 + e) (opt_l _ _ _ (s165_c171_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c171_L2 a d e)).
  pose proof (use_s131 IH (2 + a) 0 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c171_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c171_L2 a d e))) as Ho1.
  pose proof (use_s143 IH (2 + a) (2 + d) (2 + e) (opt_r _ _ _ (s165_c171_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p102 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p185 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p186 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p187 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s132 *)
Lemma s165_c172_p84 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 1 0 0 -> fst (s165_q84 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q84 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q84] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p69 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c172_p99 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 1 0 0 -> fst (s165_q99 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q99 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q99] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p55 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c173_L (a : nat) : lmoves (s165_board (2 + a) 0 1 0 1) = [s165_board (1 + a) 1 1 0 1; s165_board (2 + a) 0 0 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c173_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; F; E; F]) [(1, 0)]) (s131_board (2 + a) 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c173_R (a : nat) : rmoves (s165_board (2 + a) 0 1 0 1) = [s170_board (2 + a) 1 0 1; s178_board (2 + a) 0 1 0 1].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d==0 && e==1 *)
Lemma s165_c173_p100 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s165_board (2 + a) 0 1 0 1 -> fst (s165_q100 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q100 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q100] in Hc |- *.
  rewrite tf_game_eq, (s165_c173_L a), (s165_c173_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s165_c173_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 1 1 (opt_l _ _ _ (s165_c173_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c173_L3 a)).
  pose proof (use_s131 IH (2 + a) 0 1 0 0 (opt_norm_l _ _ _ _ _ (s165_c173_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c173_L3 a))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 0 1 (opt_r _ _ _ (s165_c173_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 0 1 (opt_r _ _ _ (s165_c173_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p83 Ho0 ltac:(zlia)).
  rewrite (s165_p73 Ho1 ltac:(zlia)).
  rewrite (s131_p12 Ho2 ltac:(zlia)).
  rewrite (s170_p20 Ho3 ltac:(zlia)).
  rewrite (s178_p57 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s165_c173_p110 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s165_board (2 + a) 0 1 0 1 -> fst (s165_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q110] in Hc |- *.
  rewrite tf_game_eq, (s165_c173_L a), (s165_c173_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s165_c173_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 1 1 (opt_l _ _ _ (s165_c173_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c173_L3 a)).
  pose proof (use_s131 IH (2 + a) 0 1 0 0 (opt_norm_l _ _ _ _ _ (s165_c173_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c173_L3 a))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 0 1 (opt_r _ _ _ (s165_c173_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 0 1 (opt_r _ _ _ (s165_c173_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p72 Ho0 ltac:(zlia)).
    rewrite (s165_p73 Ho1 ltac:(zlia)).
    rewrite (s131_p315 Ho2 ltac:(zlia)).
    rewrite (s170_p39 Ho3 ltac:(zlia)).
    rewrite (s178_p73 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s165_p130 Ho0 ltac:(zlia)).
    rewrite (s165_p73 Ho1 ltac:(zlia)).
    rewrite (s131_p315 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s170_p45 Ho3 ltac:(zlia)).
      rewrite (s178_p87 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s170_p51 Ho3 ltac:(zlia)).
      rewrite (s178_p87 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s165_c174_L (a e : nat) : lmoves (s165_board (2 + a) 0 1 0 (2 + e)) = [s165_board (1 + a) 1 1 0 (2 + e); s165_board (2 + a) 0 0 1 (2 + e); strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c174_L3 (a e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) 0 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c174_R (a e : nat) : rmoves (s165_board (2 + a) 0 1 0 (2 + e)) = [s170_board (2 + a) 1 0 (2 + e); s178_board (2 + a) 0 1 0 (2 + e)].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s165_c174_p100 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s165_board (2 + a) 0 1 0 (2 + e) -> fst (s165_q100 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q100 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q100] in Hc |- *.
  rewrite tf_game_eq, (s165_c174_L a e), (s165_c174_R a e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 0 (2 + e) (opt_l _ _ _ (s165_c174_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 1 (2 + e) (opt_l _ _ _ (s165_c174_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c174_L3 a e)).
  pose proof (use_s131 IH (2 + a) 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c174_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c174_L3 a e))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 0 (2 + e) (opt_r _ _ _ (s165_c174_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 0 (2 + e) (opt_r _ _ _ (s165_c174_R a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p83 Ho0 ltac:(zlia)).
  rewrite (s165_p73 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p261 Ho2 ltac:(zlia)).
    rewrite (s170_p20 Ho3 ltac:(zlia)).
    rewrite (s178_p57 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p262 Ho2 ltac:(zlia)).
    rewrite (s170_p20 Ho3 ltac:(zlia)).
    rewrite (s178_p57 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p263 Ho2 ltac:(zlia)).
    rewrite (s170_p20 Ho3 ltac:(zlia)).
    rewrite (s178_p57 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s165_c174_p110 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s165_board (2 + a) 0 1 0 (2 + e) -> fst (s165_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q110] in Hc |- *.
  rewrite tf_game_eq, (s165_c174_L a e), (s165_c174_R a e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 0 (2 + e) (opt_l _ _ _ (s165_c174_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 1 (2 + e) (opt_l _ _ _ (s165_c174_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c174_L3 a e)).
  pose proof (use_s131 IH (2 + a) 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c174_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c174_L3 a e))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 0 (2 + e) (opt_r _ _ _ (s165_c174_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 0 (2 + e) (opt_r _ _ _ (s165_c174_R a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p72 Ho0 ltac:(zlia)).
    rewrite (s165_p73 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p261 Ho2 ltac:(zlia)).
      rewrite (s170_p39 Ho3 ltac:(zlia)).
      rewrite (s178_p73 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s131_p280 Ho2 ltac:(zlia)).
      rewrite (s170_p39 Ho3 ltac:(zlia)).
      rewrite (s178_p73 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s165_p130 Ho0 ltac:(zlia)).
    rewrite (s165_p73 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p261 Ho2 ltac:(zlia)).
      assert (Hp3 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
      destruct Hp3 as [Hp3|Hp3].
      {
        rewrite (s170_p45 Ho3 ltac:(zlia)).
        rewrite (s178_p87 Ho4 ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
      {
        rewrite (s170_p51 Ho3 ltac:(zlia)).
        rewrite (s178_p87 Ho4 ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
    }
    {
      rewrite (s131_p280 Ho2 ltac:(zlia)).
      assert (Hp3 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
      destruct Hp3 as [Hp3|Hp3].
      {
        rewrite (s170_p45 Ho3 ltac:(zlia)).
        rewrite (s178_p87 Ho4 ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
      {
        rewrite (s170_p51 Ho3 ltac:(zlia)).
        rewrite (s178_p87 Ho4 ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s132 *)
Lemma s165_c175_p101 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 1 1 0 -> fst (s165_q101 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q101 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q101] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p56 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c175_p123 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 1 1 0 -> fst (s165_q123 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q123 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q123] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p70 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c175_p139 x (Hs132 : s132_claim x) (a : nat) :
  x = s165_board (2 + a) 0 1 1 0 -> fst (s165_q139 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q139 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q139] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p79 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c176_L (a : nat) : lmoves (s165_board (2 + a) 0 1 1 1) = [s165_board (1 + a) 1 1 1 1; s165_board (2 + a) 0 0 2 1; strip [] (repeat T (2 + a) ++ [E; F; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c176_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; T; F; E; F]) [(1, 0)]) (s131_board (2 + a) 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c176_R (a : nat) : rmoves (s165_board (2 + a) 0 1 1 1) = [s170_board (2 + a) 1 1 1; s178_board (2 + a) 0 1 1 1].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d==1 && e==1 *)
Lemma s165_c176_p102 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s165_board (2 + a) 0 1 1 1 -> fst (s165_q102 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q102 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q102] in Hc |- *.
  rewrite tf_game_eq, (s165_c176_L a), (s165_c176_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s165_c176_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 2 1 (opt_l _ _ _ (s165_c176_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c176_L3 a)).
  pose proof (use_s131 IH (2 + a) 0 1 1 0 (opt_norm_l _ _ _ _ _ (s165_c176_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c176_L3 a))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 1 1 (opt_r _ _ _ (s165_c176_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s165_c176_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p31 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  rewrite (s131_p264 Ho2 ltac:(zlia)).
  rewrite (s170_p22 Ho3 ltac:(zlia)).
  rewrite (s178_p57 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s165_c176_p124 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s165_board (2 + a) 0 1 1 1 -> fst (s165_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q124] in Hc |- *.
  rewrite tf_game_eq, (s165_c176_L a), (s165_c176_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s165_c176_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 2 1 (opt_l _ _ _ (s165_c176_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c176_L3 a)).
  pose proof (use_s131 IH (2 + a) 0 1 1 0 (opt_norm_l _ _ _ _ _ (s165_c176_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c176_L3 a))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 1 1 (opt_r _ _ _ (s165_c176_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s165_c176_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p113 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  rewrite (s131_p316 Ho2 ltac:(zlia)).
  rewrite (s170_p22 Ho3 ltac:(zlia)).
  rewrite (s178_p73 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s165_c176_p140 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s165_board (2 + a) 0 1 1 1 -> fst (s165_q140 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q140 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q140] in Hc |- *.
  rewrite tf_game_eq, (s165_c176_L a), (s165_c176_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s165_c176_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 2 1 (opt_l _ _ _ (s165_c176_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c176_L3 a)).
  pose proof (use_s131 IH (2 + a) 0 1 1 0 (opt_norm_l _ _ _ _ _ (s165_c176_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c176_L3 a))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 1 1 (opt_r _ _ _ (s165_c176_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s165_c176_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p132 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  rewrite (s131_p358 Ho2 ltac:(zlia)).
  rewrite (s170_p22 Ho3 ltac:(zlia)).
  rewrite (s178_p87 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s165_c177_L (a e : nat) : lmoves (s165_board (2 + a) 0 1 1 (2 + e)) = [s165_board (1 + a) 1 1 1 (2 + e); s165_board (2 + a) 0 0 2 (2 + e); strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c177_L3 (a e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) 0 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c177_R (a e : nat) : rmoves (s165_board (2 + a) 0 1 1 (2 + e)) = [s170_board (2 + a) 1 1 (2 + e); s178_board (2 + a) 0 1 1 (2 + e)].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s165_c177_p102 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s165_board (2 + a) 0 1 1 (2 + e) -> fst (s165_q102 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q102 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q102] in Hc |- *.
  rewrite tf_game_eq, (s165_c177_L a e), (s165_c177_R a e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 1 (2 + e) (opt_l _ _ _ (s165_c177_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 2 (2 + e) (opt_l _ _ _ (s165_c177_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c177_L3 a e)).
  pose proof (use_s131 IH (2 + a) 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c177_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c177_L3 a e))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 1 (2 + e) (opt_r _ _ _ (s165_c177_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 1 (2 + e) (opt_r _ _ _ (s165_c177_R a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p31 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s131_p265 Ho2 ltac:(zlia)).
    rewrite (s170_p22 Ho3 ltac:(zlia)).
    rewrite (s178_p57 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p266 Ho2 ltac:(zlia)).
    rewrite (s170_p22 Ho3 ltac:(zlia)).
    rewrite (s178_p57 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s165_c177_p124 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s165_board (2 + a) 0 1 1 (2 + e) -> fst (s165_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q124] in Hc |- *.
  rewrite tf_game_eq, (s165_c177_L a e), (s165_c177_R a e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 1 (2 + e) (opt_l _ _ _ (s165_c177_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 2 (2 + e) (opt_l _ _ _ (s165_c177_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c177_L3 a e)).
  pose proof (use_s131 IH (2 + a) 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c177_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c177_L3 a e))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 1 (2 + e) (opt_r _ _ _ (s165_c177_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 1 (2 + e) (opt_r _ _ _ (s165_c177_R a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p113 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s131_p317 Ho2 ltac:(zlia)).
    rewrite (s170_p22 Ho3 ltac:(zlia)).
    rewrite (s178_p73 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p318 Ho2 ltac:(zlia)).
    rewrite (s170_p22 Ho3 ltac:(zlia)).
    rewrite (s178_p73 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s165_c177_p140 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s165_board (2 + a) 0 1 1 (2 + e) -> fst (s165_q140 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q140 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q140] in Hc |- *.
  rewrite tf_game_eq, (s165_c177_L a e), (s165_c177_R a e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 1 (2 + e) (opt_l _ _ _ (s165_c177_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 2 (2 + e) (opt_l _ _ _ (s165_c177_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c177_L3 a e)).
  pose proof (use_s131 IH (2 + a) 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c177_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c177_L3 a e))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 1 (2 + e) (opt_r _ _ _ (s165_c177_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH (2 + a) 0 1 1 (2 + e) (opt_r _ _ _ (s165_c177_R a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p132 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s131_p359 Ho2 ltac:(zlia)).
    rewrite (s170_p22 Ho3 ltac:(zlia)).
    rewrite (s178_p87 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p360 Ho2 ltac:(zlia)).
    rewrite (s170_p22 Ho3 ltac:(zlia)).
    rewrite (s178_p87 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s132 *)
Lemma s165_c178_p34 x (Hs132 : s132_claim x) (a d : nat) :
  x = s165_board (2 + a) 0 1 (2 + d) 0 -> fst (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q34] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 1 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c179_L (a d : nat) : lmoves (s165_board (2 + a) 0 1 (2 + d) 1) = [s165_board (1 + a) 1 1 (2 + d) 1; s165_board (2 + a) 0 0 (3 + d) 1; strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c179_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board (2 + a) 0 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c179_R (a d : nat) : rmoves (s165_board (2 + a) 0 1 (2 + d) 1) = [s170_board (2 + a) 1 (2 + d) 1].
Proof. unfold s165_board, s170_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s165_c179_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s165_board (2 + a) 0 1 (2 + d) 1 -> fst (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c179_L a d), (s165_c179_R a d); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 (2 + d) 1 (opt_l _ _ _ (s165_c179_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 (3 + d) 1 (opt_l _ _ _ (s165_c179_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c179_L3 a d)).
  pose proof (use_s131 IH (2 + a) 0 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c179_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c179_L3 a d))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 (2 + d) 1 (opt_r _ _ _ (s165_c179_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s131_p50 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p189 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p267 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p319 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p361 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c180_L (a d e : nat) : lmoves (s165_board (2 + a) 0 1 (2 + d) (2 + e)) = [s165_board (1 + a) 1 1 (2 + d) (2 + e); s165_board (2 + a) 0 0 (3 + d) (2 + e); strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c180_L3 (a d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) 0 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c180_R (a d e : nat) : rmoves (s165_board (2 + a) 0 1 (2 + d) (2 + e)) = [s170_board (2 + a) 1 (2 + d) (2 + e)].
Proof. unfold s165_board, s170_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s165_c180_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s165_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c180_L a d e), (s165_c180_R a d e); cbn [map].
  pose proof (use_s165 IH (1 + a) 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s165_c180_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 0 0 (3 + d) (2 + e) (opt_l _ _ _ (s165_c180_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c180_L3 a d e)).
  pose proof (use_s131 IH (2 + a) 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c180_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c180_L3 a d e))) as Ho2.
  pose proof (use_s170 IH (2 + a) 1 (2 + d) (2 + e) (opt_r _ _ _ (s165_c180_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p102 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p185 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p186 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p187 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s132 *)
Lemma s165_c181_p103 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q103 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q103 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q103] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p57 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]]].
Qed.

Lemma s165_c181_p105 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q105 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q105 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q105] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p58 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]]].
Qed.

Lemma s165_c181_p125 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q125 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q125 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q125] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p71 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]]].
Qed.

Lemma s165_c181_p127 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q127 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q127 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q127] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p72 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]]].
Qed.

Lemma s165_c181_p141 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q141 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q141 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q141] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p80 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]].
Qed.

Lemma s165_c181_p143 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q143 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q143 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q143] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p81 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s165_c181_p149 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q149 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q149 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q149] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p87 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]].
Qed.

Lemma s165_c181_p150 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q150 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q150 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q150] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p88 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s165_c181_p151 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q151 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q151 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q151] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p89 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s165_c181_p152 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q152 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q152 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q152] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p90 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s165_c181_p155 x (Hs132 : s132_claim x) (a c : nat) :
  x = s165_board (2 + a) 0 (2 + c) 0 0 -> fst (s165_q155 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q155 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q155] in Hc |- *.
  pose proof (Hs132 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p93 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]].
Qed.

