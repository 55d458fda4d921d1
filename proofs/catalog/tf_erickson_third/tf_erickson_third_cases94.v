(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s129_c59_L (a : nat) : lmoves (s129_board (2 + a) 0 1 1) = [s159_board (1 + a) 1 0 1 1; strip [] (repeat T (2 + a) ++ [E; E; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c59_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; T; F; E; F]) [(1, 0)]) (s96_board (2 + a) 0 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c59_R (a : nat) : rmoves (s129_board (2 + a) 0 1 1) = [s165_board (2 + a) 0 0 1 1].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c==1 && d==1 *)
Lemma s129_c59_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s129_board (2 + a) 0 1 1 -> fst (s129_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q15] in Hc |- *.
  rewrite tf_game_eq, (s129_c59_L a), (s129_c59_R a); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s129_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c59_L2 a)).
  pose proof (use_s96 IH (2 + a) 0 1 0 (opt_norm_l _ _ _ _ _ (s129_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c59_L2 a))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s129_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p59 Ho0 ltac:(zlia)).
  rewrite (s96_p70 Ho1 ltac:(zlia)).
  rewrite (s165_p73 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s129_c59_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s129_board (2 + a) 0 1 1 -> fst (s129_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q24] in Hc |- *.
  rewrite tf_game_eq, (s129_c59_L a), (s129_c59_R a); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s129_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c59_L2 a)).
  pose proof (use_s96 IH (2 + a) 0 1 0 (opt_norm_l _ _ _ _ _ (s129_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c59_L2 a))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s129_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p74 Ho0 ltac:(zlia)).
  rewrite (s96_p82 Ho1 ltac:(zlia)).
  rewrite (s165_p73 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s129_c59_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s129_board (2 + a) 0 1 1 -> fst (s129_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q27] in Hc |- *.
  rewrite tf_game_eq, (s129_c59_L a), (s129_c59_R a); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s129_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c59_L2 a)).
  pose proof (use_s96 IH (2 + a) 0 1 0 (opt_norm_l _ _ _ _ _ (s129_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c59_L2 a))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s129_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p85 Ho0 ltac:(zlia)).
  rewrite (s96_p93 Ho1 ltac:(zlia)).
  rewrite (s165_p73 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s129_c60_L (a d : nat) : lmoves (s129_board (2 + a) 0 1 (2 + d)) = [s159_board (1 + a) 1 0 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c60_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board (2 + a) 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c60_R (a d : nat) : rmoves (s129_board (2 + a) 0 1 (2 + d)) = [s165_board (2 + a) 0 0 1 (2 + d)].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s129_c60_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s129_board (2 + a) 0 1 (2 + d) -> fst (s129_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q16] in Hc |- *.
  rewrite tf_game_eq, (s129_c60_L a d), (s129_c60_R a d); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s129_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c60_L2 a d)).
  pose proof (use_s96 IH (2 + a) 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c60_L2 a d))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s129_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p59 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s96_p61 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p71 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p72 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s129_c60_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s129_board (2 + a) 0 1 (2 + d) -> fst (s129_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q24] in Hc |- *.
  rewrite tf_game_eq, (s129_c60_L a d), (s129_c60_R a d); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s129_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c60_L2 a d)).
  pose proof (use_s96 IH (2 + a) 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c60_L2 a d))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s129_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p74 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s96_p83 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p84 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p85 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s129_c60_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s129_board (2 + a) 0 1 (2 + d) -> fst (s129_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q27] in Hc |- *.
  rewrite tf_game_eq, (s129_c60_L a d), (s129_c60_R a d); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s129_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c60_L2 a d)).
  pose proof (use_s96 IH (2 + a) 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c60_L2 a d))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s129_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p85 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 3 /\ Z.of_nat (2 + a) >= 6)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 4 /\ Z.of_nat (2 + a) >= 7)%Z \/ (Z.of_nat (2 + a) >= 8 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 9 /\ Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]].
  {
    rewrite (s96_p94 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p95 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p108 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p110 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p111 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p112 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p113 Ho1 ltac:(zlia)).
    rewrite (s165_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s97 *)
Lemma s129_c61_p9 x (Hs97 : s97_claim x) (a c : nat) :
  x = s129_board (2 + a) 0 (2 + c) 0 -> fst (s129_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q9] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c62_L (a c : nat) : lmoves (s129_board (2 + a) 0 (2 + c) 1) = [s159_board (1 + a) 1 0 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c62_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s96_board (2 + a) 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c62_R (a c : nat) : rmoves (s129_board (2 + a) 0 (2 + c) 1) = [s165_board (2 + a) 0 0 (2 + c) 1].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s129_c62_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s129_board (2 + a) 0 (2 + c) 1 -> fst (s129_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q9] in Hc |- *.
  rewrite tf_game_eq, (s129_c62_L a c), (s129_c62_R a c); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 0 (2 + c) 1 (opt_l _ _ _ (s129_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c62_L2 a c)).
  pose proof (use_s96 IH (2 + a) 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c62_L2 a c))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 (2 + c) 1 (opt_r _ _ _ (s129_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p42 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]].
  {
    rewrite (s96_p32 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p53 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p66 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p73 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p86 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p96 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s129_c63_L (a c d : nat) : lmoves (s129_board (2 + a) 0 (2 + c) (2 + d)) = [s159_board (1 + a) 1 0 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c63_L2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board (2 + a) 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c63_R (a c d : nat) : rmoves (s129_board (2 + a) 0 (2 + c) (2 + d)) = [s165_board (2 + a) 0 0 (2 + c) (2 + d)].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s129_c63_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s129_board (2 + a) 0 (2 + c) (2 + d) -> fst (s129_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q9] in Hc |- *.
  rewrite tf_game_eq, (s129_c63_L a c d), (s129_c63_R a c d); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s129_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c63_L2 a c d)).
  pose proof (use_s96 IH (2 + a) 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c63_L2 a c d))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s129_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p42 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s96_p24 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p26 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p28 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s96_p30 Ho1 ltac:(zlia)).
    rewrite (s165_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s11 *)
Lemma s129_c64_p15 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 1 0 0 -> fst (s129_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q15] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c64_p25 x (Hs11 : s11_claim x) (a : nat) :
  x = s129_board (2 + a) 1 0 0 -> fst (s129_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q25] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c==0 && d==1: the board of s58 *)
Lemma s129_c65_p19 x (Hs58 : s58_claim x) (a : nat) :
  x = s129_board (2 + a) 1 0 1 -> fst (s129_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q19] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c65_p28 x (Hs58 : s58_claim x) (a : nat) :
  x = s129_board (2 + a) 1 0 1 -> fst (s129_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q28] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c==0 && d>=2: the board of s58 *)
Lemma s129_c66_p19 x (Hs58 : s58_claim x) (a d : nat) :
  x = s129_board (2 + a) 1 0 (2 + d) -> fst (s129_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q19] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c66_p28 x (Hs58 : s58_claim x) (a d : nat) :
  x = s129_board (2 + a) 1 0 (2 + d) -> fst (s129_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q28] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c==1 && d==0: the board of s97 *)
Lemma s129_c67_p20 x (Hs97 : s97_claim x) (a : nat) :
  x = s129_board (2 + a) 1 1 0 -> fst (s129_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q20] in Hc |- *.
  pose proof (Hs97 (2 + a) 1 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c68_L (a : nat) : lmoves (s129_board (2 + a) 1 1 1) = [s159_board (1 + a) 1 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c68_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; E; F]) [(1, 0)]) (s96_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c68_R (a : nat) : rmoves (s129_board (2 + a) 1 1 1) = [s165_board (2 + a) 0 1 1 1].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s129_c68_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s129_board (2 + a) 1 1 1 -> fst (s129_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q20] in Hc |- *.
  rewrite tf_game_eq, (s129_c68_L a), (s129_c68_R a); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s129_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c68_L2 a)).
  pose proof (use_s96 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s129_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c68_L2 a))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s129_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s159_p35 Ho0 ltac:(zlia)).
    rewrite (s96_p56 Ho1 ltac:(zlia)).
    rewrite (s165_p102 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s159_p78 Ho0 ltac:(zlia)).
    rewrite (s96_p56 Ho1 ltac:(zlia)).
    rewrite (s165_p124 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s159_p88 Ho0 ltac:(zlia)).
    rewrite (s96_p56 Ho1 ltac:(zlia)).
    rewrite (s165_p140 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s129_c69_L (a d : nat) : lmoves (s129_board (2 + a) 1 1 (2 + d)) = [s159_board (1 + a) 1 1 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c69_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board (2 + a) 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c69_R (a d : nat) : rmoves (s129_board (2 + a) 1 1 (2 + d)) = [s165_board (2 + a) 0 1 1 (2 + d)].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s129_c69_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s129_board (2 + a) 1 1 (2 + d) -> fst (s129_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q20] in Hc |- *.
  rewrite tf_game_eq, (s129_c69_L a d), (s129_c69_R a d); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s129_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c69_L2 a d)).
  pose proof (use_s96 IH (2 + a) 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c69_L2 a d))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 1 1 (2 + d) (opt_r _ _ _ (s129_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s159_p35 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s96_p59 Ho1 ltac:(zlia)).
      rewrite (s165_p102 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s96_p60 Ho1 ltac:(zlia)).
      rewrite (s165_p102 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s96_p76 Ho1 ltac:(zlia)).
      rewrite (s165_p102 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s159_p78 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s96_p59 Ho1 ltac:(zlia)).
      rewrite (s165_p124 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s96_p60 Ho1 ltac:(zlia)).
      rewrite (s165_p124 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s96_p76 Ho1 ltac:(zlia)).
      rewrite (s165_p124 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s159_p88 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s96_p59 Ho1 ltac:(zlia)).
      rewrite (s165_p140 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s96_p60 Ho1 ltac:(zlia)).
      rewrite (s165_p140 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s96_p76 Ho1 ltac:(zlia)).
      rewrite (s165_p140 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c>=2 && d==0: the board of s97 *)
Lemma s129_c70_p17 x (Hs97 : s97_claim x) (a c : nat) :
  x = s129_board (2 + a) 1 (2 + c) 0 -> fst (s129_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q17] in Hc |- *.
  pose proof (Hs97 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c71_L (a c : nat) : lmoves (s129_board (2 + a) 1 (2 + c) 1) = [s159_board (1 + a) 1 1 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c71_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s96_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c71_R (a c : nat) : rmoves (s129_board (2 + a) 1 (2 + c) 1) = [s165_board (2 + a) 0 1 (2 + c) 1].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s129_c71_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s129_board (2 + a) 1 (2 + c) 1 -> fst (s129_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q17] in Hc |- *.
  rewrite tf_game_eq, (s129_c71_L a c), (s129_c71_R a c); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s129_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c71_L2 a c)).
  pose proof (use_s96 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c71_L2 a c))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 1 (2 + c) 1 (opt_r _ _ _ (s129_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s159_p50 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s96_p40 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p77 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p78 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s159_p62 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s96_p40 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p77 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p78 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s129_c72_L (a c d : nat) : lmoves (s129_board (2 + a) 1 (2 + c) (2 + d)) = [s159_board (1 + a) 1 1 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c72_L2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board (2 + a) 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c72_R (a c d : nat) : rmoves (s129_board (2 + a) 1 (2 + c) (2 + d)) = [s165_board (2 + a) 0 1 (2 + c) (2 + d)].
Proof. unfold s129_board, s165_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s129_c72_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s129_board (2 + a) 1 (2 + c) (2 + d) -> fst (s129_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q17] in Hc |- *.
  rewrite tf_game_eq, (s129_c72_L a c d), (s129_c72_R a c d); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s129_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c72_L2 a c d)).
  pose proof (use_s96 IH (2 + a) 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c72_L2 a c d))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s129_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s159_p50 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s96_p62 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p63 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p64 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p65 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s159_p62 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s96_p62 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p63 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p64 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s96_p65 Ho1 ltac:(zlia)).
      rewrite (s165_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s11 *)
Lemma s129_c73_p10 x (Hs11 : s11_claim x) (a b : nat) :
  x = s129_board (2 + a) (2 + b) 0 0 -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s129_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c==0 && d==1: the board of s58 *)
Lemma s129_c74_p10 x (Hs58 : s58_claim x) (a b : nat) :
  x = s129_board (2 + a) (2 + b) 0 1 -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs58 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c==0 && d>=2: the board of s58 *)
Lemma s129_c75_p10 x (Hs58 : s58_claim x) (a b d : nat) :
  x = s129_board (2 + a) (2 + b) 0 (2 + d) -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs58 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s129_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c==1 && d==0: the board of s97 *)
Lemma s129_c76_p10 x (Hs97 : s97_claim x) (a b : nat) :
  x = s129_board (2 + a) (2 + b) 1 0 -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs97 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c77_L (a b : nat) : lmoves (s129_board (2 + a) (2 + b) 1 1) = [s159_board (1 + a) 1 (2 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c77_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]) (s96_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c77_R (a b : nat) : rmoves (s129_board (2 + a) (2 + b) 1 1) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s129_c77_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s129_board (2 + a) (2 + b) 1 1 -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c77_L a b), (s129_c77_R a b); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s129_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c77_L2 a b)).
  pose proof (use_s96 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s129_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c77_L2 a b))) as Ho1.
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

Lemma s129_c78_L (a b d : nat) : lmoves (s129_board (2 + a) (2 + b) 1 (2 + d)) = [s159_board (1 + a) 1 (2 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c78_L2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board (2 + a) (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c78_R (a b d : nat) : rmoves (s129_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s129_c78_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s129_board (2 + a) (2 + b) 1 (2 + d) -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c78_L a b d), (s129_c78_R a b d); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s129_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c78_L2 a b d)).
  pose proof (use_s96 IH (2 + a) (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s129_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c78_L2 a b d))) as Ho1.
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

(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d==0: the board of s97 *)
Lemma s129_c79_p10 x (Hs97 : s97_claim x) (a b c : nat) :
  x = s129_board (2 + a) (2 + b) (2 + c) 0 -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s129_q10] in Hc |- *.
  pose proof (Hs97 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s129_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s129_c80_L (a b c : nat) : lmoves (s129_board (2 + a) (2 + b) (2 + c) 1) = [s159_board (1 + a) 1 (2 + b) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c80_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s96_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c80_R (a b c : nat) : rmoves (s129_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s129_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s129_board (2 + a) (2 + b) (2 + c) 1 -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c80_L a b c), (s129_c80_R a b c); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s129_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c80_L2 a b c)).
  pose proof (use_s96 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s129_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c80_L2 a b c))) as Ho1.
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

Lemma s129_c81_L (a b c d : nat) : lmoves (s129_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s159_board (1 + a) 1 (2 + b) (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s129_c81_L2 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s96_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s96_board; strip_board_eq | strip_offset]. Qed.
Lemma s129_c81_R (a b c d : nat) : rmoves (s129_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s129_board. tf_options. Qed.
(* s129 = T^a _^2 T^b F T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s129_c81_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s129_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s129_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s129_q10] in Hc |- *.
  rewrite tf_game_eq, (s129_c81_L a b c d), (s129_c81_R a b c d); cbn [map].
  pose proof (use_s159 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s129_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s129_c81_L2 a b c d)).
  pose proof (use_s96 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s129_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s129_c81_L2 a b c d))) as Ho1.
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

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c==0 && d==0: the board of s59 *)
Lemma s130_c1_p1 x (Hs59 : s59_claim x) :
  x = s130_board 0 0 0 0 -> fst (s130_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q1] in Hc |- *.
  pose proof (Hs59 0 0 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c==0 && d==1: the board of s59 *)
Lemma s130_c2_p2 x (Hs59 : s59_claim x) :
  x = s130_board 0 0 0 1 -> fst (s130_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q2] in Hc |- *.
  pose proof (Hs59 0 0 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c==0 && d>=2: the board of s59 *)
Lemma s130_c3_p3 x (Hs59 : s59_claim x) (d : nat) :
  x = s130_board 0 0 0 (2 + d) -> fst (s130_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q3] in Hc |- *.
  pose proof (Hs59 0 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c3_p4 x (Hs59 : s59_claim x) (d : nat) :
  x = s130_board 0 0 0 (2 + d) -> fst (s130_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q4] in Hc |- *.
  pose proof (Hs59 0 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c4_L : lmoves (s130_board 0 0 1 0) = [strip [(2, 1); (1, 1)] ([T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c4_L1 : tf_norm (strip [(2, 1); (1, 1)] ([T; T; F]) []) (repeat E 3) (-5).
Proof.
  pose proof (tf_norm_strip [(2, 1); (1, 1)] ([T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s130_c4_R : rmoves (s130_board 0 0 1 0) = [strip [(1, 1)] ([E; T; F; E; T; F]) []; strip [(2, 1)] ([T; F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c4_R1 : tf_norm (strip [(1, 1)] ([E; T; F; E; T; F]) []) (s54_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c4_R2 : tf_norm (strip [(2, 1)] ([T; F; F]) [(1, 1)]) (s30_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c==1 && d==0 *)
Lemma s130_c4_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s130_board 0 0 1 0 -> fst (s130_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q5] in Hc |- *.
  rewrite tf_game_eq, (s130_c4_L), (s130_c4_R); cbn [map].
  rewrite (tf_norm_blank (s130_c4_L1)).
  rewrite (tf_norm_game (s130_c4_R1)).
  pose proof (use_s54 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s130_c4_R) ltac:(cbn [In]; left; reflexivity) (s130_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s130_c4_R2)).
  pose proof (use_s30 IH 0 1 (opt_norm_r _ _ _ _ _ (s130_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c4_R2))) as Ho2.
  rewrite (s54_p1 Ho1 ltac:(zlia)).
  rewrite (s54_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c5_L : lmoves (s130_board 0 0 1 1) = [strip [(2, 1)] ([T; F; E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c5_L1 : tf_norm (strip [(2, 1)] ([T; F; E; T; T; F]) []) (s63_board 0 1) (-2).
Proof.
  pose proof (tf_norm_strip [(2, 1)] ([T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c5_R : rmoves (s130_board 0 0 1 1) = [strip [(1, 1)] ([E; T; F; T; E; T; F]) []; strip [(2, 1)] ([T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c5_R1 : tf_norm (strip [(1, 1)] ([E; T; F; T; E; T; F]) []) (s54_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c5_R2 : tf_norm (strip [(2, 1)] ([T; F; T; F]) [(1, 1)]) (s55_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c==1 && d==1 *)
Lemma s130_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s130_board 0 0 1 1 -> fst (s130_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q6] in Hc |- *.
  rewrite tf_game_eq, (s130_c5_L), (s130_c5_R); cbn [map].
  rewrite (tf_norm_game (s130_c5_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s130_c5_L) ltac:(cbn [In]; left; reflexivity) (s130_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s130_c5_R1)).
  pose proof (use_s54 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s130_c5_R) ltac:(cbn [In]; left; reflexivity) (s130_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s130_c5_R2)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s130_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c5_R2))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p6 Ho1 ltac:(zlia)).
  rewrite (s54_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c6_L (d : nat) : lmoves (s130_board 0 0 1 (2 + d)) = [strip [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c6_L1 (d : nat) : tf_norm (strip [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s63_board 0 1) (Z.of_nat (2 + d) - 3).
Proof.
  pose proof (tf_norm_strip [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c6_R (d : nat) : rmoves (s130_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(2, 1)] (T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c6_R1 (d : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s54_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c6_R2 (d : nat) : tf_norm (strip [(2, 1)] (T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s55_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s130_c6_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s130_board 0 0 1 (2 + d) -> fst (s130_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q7] in Hc |- *.
  rewrite tf_game_eq, (s130_c6_L d), (s130_c6_R d); cbn [map].
  rewrite (tf_norm_game (s130_c6_L1 d)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s130_c6_L d) ltac:(cbn [In]; left; reflexivity) (s130_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s130_c6_R1 d)).
  pose proof (use_s54 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c6_R d) ltac:(cbn [In]; left; reflexivity) (s130_c6_R1 d))) as Ho1.
  rewrite (tf_norm_game (s130_c6_R2 d)).
  pose proof (use_s55 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c6_R2 d))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p5 Ho1 ltac:(zlia)).
  rewrite (s54_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c7_L (c : nat) : lmoves (s130_board 0 0 (2 + c) 0) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c7_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; F; T; T; F]) []) (s37_board 0 (1 + c)) (-2).
Proof.
  pose proof (tf_norm_strip [(2, 1)] (repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c7_R (c : nat) : rmoves (s130_board 0 0 (2 + c) 0) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; E; T; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c7_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s54_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c7_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s30_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c>=2 && d==0 *)
Lemma s130_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s130_board 0 0 (2 + c) 0 -> fst (s130_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q9] in Hc |- *.
  rewrite tf_game_eq, (s130_c7_L c), (s130_c7_R c); cbn [map].
  rewrite (tf_norm_game (s130_c7_L1 c)).
  pose proof (use_s37 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s130_c7_L c) ltac:(cbn [In]; left; reflexivity) (s130_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s130_c7_R1 c)).
  pose proof (use_s54 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s130_c7_R c) ltac:(cbn [In]; left; reflexivity) (s130_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s130_c7_R2 c)).
  pose proof (use_s30 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s130_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c7_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s54_p8 Ho1 ltac:(zlia)).
    rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s54_p8 Ho1 ltac:(zlia)).
    rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s54_p8 Ho1 ltac:(zlia)).
    rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s54_p8 Ho1 ltac:(zlia)).
    rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s130_c8_L (c : nat) : lmoves (s130_board 0 0 (2 + c) 1) = [strip [(2, 1)] (repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c8_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; E; T; T; F]) []) (s63_board 0 (2 + c)) (-2).
Proof.
  pose proof (tf_norm_strip [(2, 1)] (repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c8_R (c : nat) : rmoves (s130_board 0 0 (2 + c) 1) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c8_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s54_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c8_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s55_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s130_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s130_board 0 0 (2 + c) 1 -> fst (s130_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q10] in Hc |- *.
  rewrite tf_game_eq, (s130_c8_L c), (s130_c8_R c); cbn [map].
  rewrite (tf_norm_game (s130_c8_L1 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c8_L c) ltac:(cbn [In]; left; reflexivity) (s130_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s130_c8_R1 c)).
  pose proof (use_s54 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c8_R c) ltac:(cbn [In]; left; reflexivity) (s130_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s130_c8_R2 c)).
  pose proof (use_s55 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c8_R2 c))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c9_L (c d : nat) : lmoves (s130_board 0 0 (2 + c) (2 + d)) = [strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c9_L1 (c d : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s63_board 0 (2 + c)) (Z.of_nat (2 + d) - 3).
Proof.
  pose proof (tf_norm_strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c9_R (c d : nat) : rmoves (s130_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c9_R1 (c d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s54_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c9_R2 (c d : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s55_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s130_c9_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s130_board 0 0 (2 + c) (2 + d) -> fst (s130_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q13] in Hc |- *.
  rewrite tf_game_eq, (s130_c9_L c d), (s130_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s130_c9_L1 c d)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s130_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s130_c9_R1 c d)).
  pose proof (use_s54 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s130_c9_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s130_c9_R2 c d)).
  pose proof (use_s55 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c9_R2 c d))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p7 Ho1 ltac:(zlia)).
  rewrite (s54_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c9_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s130_board 0 0 (2 + c) (2 + d) -> fst (s130_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q15] in Hc |- *.
  rewrite tf_game_eq, (s130_c9_L c d), (s130_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s130_c9_L1 c d)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s130_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s130_c9_R1 c d)).
  pose proof (use_s54 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s130_c9_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s130_c9_R2 c d)).
  pose proof (use_s55 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c9_R2 c d))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p9 Ho1 ltac:(zlia)).
  rewrite (s54_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c==0 && d==0: the board of s59 *)
Lemma s130_c10_p8 x (Hs59 : s59_claim x) :
  x = s130_board 0 1 0 0 -> fst (s130_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q8] in Hc |- *.
  pose proof (Hs59 0 1 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c==0 && d==1: the board of s59 *)
Lemma s130_c11_p14 x (Hs59 : s59_claim x) :
  x = s130_board 0 1 0 1 -> fst (s130_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q14] in Hc |- *.
  pose proof (Hs59 0 1 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c==0 && d>=2: the board of s59 *)
Lemma s130_c12_p16 x (Hs59 : s59_claim x) (d : nat) :
  x = s130_board 0 1 0 (2 + d) -> fst (s130_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q16] in Hc |- *.
  pose proof (Hs59 0 1 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c13_L : lmoves (s130_board 0 1 1 0) = [strip [] ([E; E; T; F; E; F; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c13_L1 : tf_norm (strip [] ([E; E; T; F; E; F; T; T; F]) []) (s33_board 0 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; E; T; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c13_R : rmoves (s130_board 0 1 1 0) = [strip [(1, 1)] ([T; E; T; F; E; T; F]) []; strip [] ([E; E; T; F; T; F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c13_R1 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; T; F]) []) (s81_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c13_R2 : tf_norm (strip [] ([E; E; T; F; T; F; F]) [(1, 1)]) (s97_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s130_c13_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s130_board 0 1 1 0 -> fst (s130_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q18] in Hc |- *.
  rewrite tf_game_eq, (s130_c13_L), (s130_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s130_c13_L1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s130_c13_L) ltac:(cbn [In]; left; reflexivity) (s130_c13_L1))) as Ho0.
  rewrite (tf_norm_game (s130_c13_R1)).
  pose proof (use_s81 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s130_c13_R) ltac:(cbn [In]; left; reflexivity) (s130_c13_R1))) as Ho1.
  rewrite (tf_norm_game (s130_c13_R2)).
  pose proof (use_s97 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s130_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c13_R2))) as Ho2.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s81_p16 Ho1 ltac:(zlia)).
  rewrite (s81_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s97_p2 Ho2 ltac:(zlia)).
  rewrite (s97_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c14_L : lmoves (s130_board 0 1 1 1) = [strip [] ([E; E; T; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c14_L1 : tf_norm (strip [] ([E; E; T; F; T; F; E; T; T; F]) []) (s55_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; E; T; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c14_R : rmoves (s130_board 0 1 1 1) = [strip [(1, 1)] ([T; E; T; F; T; E; T; F]) []; strip [] ([E; E; T; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c14_R1 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; E; T; F]) []) (s81_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c14_R2 : tf_norm (strip [] ([E; E; T; F; T; F; T; F]) [(1, 1)]) (s129_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s130_c14_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s130_board 0 1 1 1 -> fst (s130_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q20] in Hc |- *.
  rewrite tf_game_eq, (s130_c14_L), (s130_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s130_c14_L1)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s130_c14_L) ltac:(cbn [In]; left; reflexivity) (s130_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s130_c14_R1)).
  pose proof (use_s81 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s130_c14_R) ltac:(cbn [In]; left; reflexivity) (s130_c14_R1))) as Ho1.
  rewrite (tf_norm_game (s130_c14_R2)).
  pose proof (use_s129 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s130_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c14_R2))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s81_p17 Ho1 ltac:(zlia)).
  rewrite (s81_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  rewrite (s129_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c15_L (d : nat) : lmoves (s130_board 0 1 1 (2 + d)) = [strip [] (E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c15_L1 (d : nat) : tf_norm (strip [] (E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 0 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c15_R (d : nat) : rmoves (s130_board 0 1 1 (2 + d)) = [strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c15_R1 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 1 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c15_R2 (d : nat) : tf_norm (strip [] (E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s130_c15_p24 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s130_board 0 1 1 (2 + d) -> fst (s130_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q24] in Hc |- *.
  rewrite tf_game_eq, (s130_c15_L d), (s130_c15_R d); cbn [map].
  rewrite (tf_norm_game (s130_c15_L1 d)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s130_c15_L d) ltac:(cbn [In]; left; reflexivity) (s130_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game (s130_c15_R1 d)).
  pose proof (use_s81 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c15_R d) ltac:(cbn [In]; left; reflexivity) (s130_c15_R1 d))) as Ho1.
  rewrite (tf_norm_game (s130_c15_R2 d)).
  pose proof (use_s129 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c15_R2 d))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p18 Ho1 ltac:(zlia)).
  rewrite (s81_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  rewrite (s129_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c15_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s130_board 0 1 1 (2 + d) -> fst (s130_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q26] in Hc |- *.
  rewrite tf_game_eq, (s130_c15_L d), (s130_c15_R d); cbn [map].
  rewrite (tf_norm_game (s130_c15_L1 d)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s130_c15_L d) ltac:(cbn [In]; left; reflexivity) (s130_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game (s130_c15_R1 d)).
  pose proof (use_s81 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c15_R d) ltac:(cbn [In]; left; reflexivity) (s130_c15_R1 d))) as Ho1.
  rewrite (tf_norm_game (s130_c15_R2 d)).
  pose proof (use_s129 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c15_R2 d))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p18 Ho1 ltac:(zlia)).
  rewrite (s81_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  rewrite (s129_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c16_L (c : nat) : lmoves (s130_board 0 1 (2 + c) 0) = [strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c16_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s33_board 0 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c16_R (c : nat) : rmoves (s130_board 0 1 (2 + c) 0) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []; strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c16_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 0 1 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c16_R2 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s97_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s130_c16_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s130_board 0 1 (2 + c) 0 -> fst (s130_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q18] in Hc |- *.
  rewrite tf_game_eq, (s130_c16_L c), (s130_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s130_c16_L1 c)).
  pose proof (use_s33 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s130_c16_L c) ltac:(cbn [In]; left; reflexivity) (s130_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game (s130_c16_R1 c)).
  pose proof (use_s81 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s130_c16_R c) ltac:(cbn [In]; left; reflexivity) (s130_c16_R1 c))) as Ho1.
  rewrite (tf_norm_game (s130_c16_R2 c)).
  pose proof (use_s97 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s130_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c16_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p6 Ho0 ltac:(zlia)).
    rewrite (s81_p19 Ho1 ltac:(zlia)).
    rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s97_p3 Ho2 ltac:(zlia)).
    rewrite (s97_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p7 Ho0 ltac:(zlia)).
    rewrite (s81_p19 Ho1 ltac:(zlia)).
    rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s97_p3 Ho2 ltac:(zlia)).
    rewrite (s97_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p8 Ho0 ltac:(zlia)).
    rewrite (s81_p19 Ho1 ltac:(zlia)).
    rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s97_p3 Ho2 ltac:(zlia)).
    rewrite (s97_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s130_c17_L (c : nat) : lmoves (s130_board 0 1 (2 + c) 1) = [strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c17_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s55_board 0 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c17_R (c : nat) : rmoves (s130_board 0 1 (2 + c) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []; strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c17_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 0 1 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c17_R2 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s129_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s130_c17_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s130_board 0 1 (2 + c) 1 -> fst (s130_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q20] in Hc |- *.
  rewrite tf_game_eq, (s130_c17_L c), (s130_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s130_c17_L1 c)).
  pose proof (use_s55 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c17_L c) ltac:(cbn [In]; left; reflexivity) (s130_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game (s130_c17_R1 c)).
  pose proof (use_s81 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c17_R c) ltac:(cbn [In]; left; reflexivity) (s130_c17_R1 c))) as Ho1.
  rewrite (tf_norm_game (s130_c17_R2 c)).
  pose proof (use_s129 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c17_R2 c))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s81_p20 Ho1 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  rewrite (s129_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c18_L (c d : nat) : lmoves (s130_board 0 1 (2 + c) (2 + d)) = [strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c18_L1 (c d : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 0 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c18_R (c d : nat) : rmoves (s130_board 0 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c18_R1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 1 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s130_c18_R2 (c d : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s130_c18_p24 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s130_board 0 1 (2 + c) (2 + d) -> fst (s130_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q24] in Hc |- *.
  rewrite tf_game_eq, (s130_c18_L c d), (s130_c18_R c d); cbn [map].
  rewrite (tf_norm_game (s130_c18_L1 c d)).
  pose proof (use_s55 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s130_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s130_c18_R1 c d)).
  pose proof (use_s81 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s130_c18_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s130_c18_R2 c d)).
  pose proof (use_s129 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c18_R2 c d))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p22 Ho1 ltac:(zlia)).
  rewrite (s81_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  rewrite (s129_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c18_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s130_board 0 1 (2 + c) (2 + d) -> fst (s130_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q26] in Hc |- *.
  rewrite tf_game_eq, (s130_c18_L c d), (s130_c18_R c d); cbn [map].
  rewrite (tf_norm_game (s130_c18_L1 c d)).
  pose proof (use_s55 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s130_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s130_c18_R1 c d)).
  pose proof (use_s81 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s130_c18_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s130_c18_R2 c d)).
  pose proof (use_s129 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c18_R2 c d))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p23 Ho1 ltac:(zlia)).
  rewrite (s81_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  rewrite (s129_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c==0 && d==0: the board of s59 *)
Lemma s130_c19_p28 x (Hs59 : s59_claim x) (b : nat) :
  x = s130_board 0 (2 + b) 0 0 -> fst (s130_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q28] in Hc |- *.
  pose proof (Hs59 0 (2 + b) 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c==0 && d==1: the board of s59 *)
Lemma s130_c20_p29 x (Hs59 : s59_claim x) (b : nat) :
  x = s130_board 0 (2 + b) 0 1 -> fst (s130_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q29] in Hc |- *.
  pose proof (Hs59 0 (2 + b) 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c==0 && d>=2: the board of s59 *)
Lemma s130_c21_p30 x (Hs59 : s59_claim x) (b d : nat) :
  x = s130_board 0 (2 + b) 0 (2 + d) -> fst (s130_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q30] in Hc |- *.
  pose proof (Hs59 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c21_p31 x (Hs59 : s59_claim x) (b d : nat) :
  x = s130_board 0 (2 + b) 0 (2 + d) -> fst (s130_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q31] in Hc |- *.
  pose proof (Hs59 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c22_L (b : nat) : lmoves (s130_board 0 (2 + b) 1 0) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c22_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []) (s33_board 0 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c22_R (b : nat) : rmoves (s130_board 0 (2 + b) 1 0) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c22_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]) (s97_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s130_c22_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s130_board 0 (2 + b) 1 0 -> fst (s130_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q28] in Hc |- *.
  rewrite tf_game_eq, (s130_c22_L b), (s130_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s130_c22_L1 b)).
  pose proof (use_s33 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s130_c22_L b) ltac:(cbn [In]; left; reflexivity) (s130_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game (s130_c22_R1 b)).
  pose proof (use_s97 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s130_c22_R b) ltac:(cbn [In]; left; reflexivity) (s130_c22_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p10 Ho0 ltac:(zlia)).
    rewrite (s97_p4 Ho1 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p15 Ho0 ltac:(zlia)).
    rewrite (s97_p4 Ho1 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p16 Ho0 ltac:(zlia)).
    rewrite (s97_p4 Ho1 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s130_c23_L (b : nat) : lmoves (s130_board 0 (2 + b) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c23_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []) (s55_board 0 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c23_R (b : nat) : rmoves (s130_board 0 (2 + b) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c23_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]) (s129_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s130_c23_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s130_board 0 (2 + b) 1 1 -> fst (s130_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q29] in Hc |- *.
  rewrite tf_game_eq, (s130_c23_L b), (s130_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s130_c23_L1 b)).
  pose proof (use_s55 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c23_L b) ltac:(cbn [In]; left; reflexivity) (s130_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game (s130_c23_R1 b)).
  pose proof (use_s129 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s130_c23_R b) ltac:(cbn [In]; left; reflexivity) (s130_c23_R1 b))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s130_c24_L (b d : nat) : lmoves (s130_board 0 (2 + b) 1 (2 + d)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c24_L1 (b d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 0 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c24_R (b d : nat) : rmoves (s130_board 0 (2 + b) 1 (2 + d)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c24_R1 (b d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s130_c24_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s130_board 0 (2 + b) 1 (2 + d) -> fst (s130_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q30] in Hc |- *.
  rewrite tf_game_eq, (s130_c24_L b d), (s130_c24_R b d); cbn [map].
  rewrite (tf_norm_game (s130_c24_L1 b d)).
  pose proof (use_s55 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s130_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s130_c24_R1 b d)).
  pose proof (use_s129 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s130_c24_R1 b d))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c24_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s130_board 0 (2 + b) 1 (2 + d) -> fst (s130_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q31] in Hc |- *.
  rewrite tf_game_eq, (s130_c24_L b d), (s130_c24_R b d); cbn [map].
  rewrite (tf_norm_game (s130_c24_L1 b d)).
  pose proof (use_s55 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s130_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s130_c24_R1 b d)).
  pose proof (use_s129 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s130_c24_R1 b d))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c25_L (b c : nat) : lmoves (s130_board 0 (2 + b) (2 + c) 0) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c25_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s33_board 0 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c25_R (b c : nat) : rmoves (s130_board 0 (2 + b) (2 + c) 0) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c25_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s97_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s130_c25_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s130_board 0 (2 + b) (2 + c) 0 -> fst (s130_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q28] in Hc |- *.
  rewrite tf_game_eq, (s130_c25_L b c), (s130_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s130_c25_L1 b c)).
  pose proof (use_s33 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s130_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s130_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s130_c25_R1 b c)).
  pose proof (use_s97 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s130_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s130_c25_R1 b c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s33_p9 Ho0 ltac:(zlia)).
    rewrite (s97_p4 Ho1 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p12 Ho0 ltac:(zlia)).
    rewrite (s97_p4 Ho1 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p13 Ho0 ltac:(zlia)).
    rewrite (s97_p4 Ho1 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p14 Ho0 ltac:(zlia)).
    rewrite (s97_p4 Ho1 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s130_c26_L (b c : nat) : lmoves (s130_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c26_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s55_board 0 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c26_R (b c : nat) : rmoves (s130_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c26_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s129_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s130_c26_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s130_board 0 (2 + b) (2 + c) 1 -> fst (s130_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q29] in Hc |- *.
  rewrite tf_game_eq, (s130_c26_L b c), (s130_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s130_c26_L1 b c)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s130_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s130_c26_R1 b c)).
  pose proof (use_s129 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s130_c26_R1 b c))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s130_c27_L (b c d : nat) : lmoves (s130_board 0 (2 + b) (2 + c) (2 + d)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c27_L1 (b c d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 0 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c27_R (b c d : nat) : rmoves (s130_board 0 (2 + b) (2 + c) (2 + d)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c27_R1 (b c d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s130_c27_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s130_board 0 (2 + b) (2 + c) (2 + d) -> fst (s130_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q30] in Hc |- *.
  rewrite tf_game_eq, (s130_c27_L b c d), (s130_c27_R b c d); cbn [map].
  rewrite (tf_norm_game (s130_c27_L1 b c d)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s130_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game (s130_c27_R1 b c d)).
  pose proof (use_s129 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s130_c27_R1 b c d))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c27_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s130_board 0 (2 + b) (2 + c) (2 + d) -> fst (s130_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q31] in Hc |- *.
  rewrite tf_game_eq, (s130_c27_L b c d), (s130_c27_R b c d); cbn [map].
  rewrite (tf_norm_game (s130_c27_L1 b c d)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s130_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game (s130_c27_R1 b c d)).
  pose proof (use_s129 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s130_c27_R1 b c d))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c==0 && d==0: the board of s59 *)
Lemma s130_c28_p8 x (Hs59 : s59_claim x) :
  x = s130_board 1 0 0 0 -> fst (s130_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q8] in Hc |- *.
  pose proof (Hs59 1 0 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c==0 && d==1: the board of s59 *)
Lemma s130_c29_p11 x (Hs59 : s59_claim x) :
  x = s130_board 1 0 0 1 -> fst (s130_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q11] in Hc |- *.
  pose proof (Hs59 1 0 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c==0 && d>=2: the board of s59 *)
Lemma s130_c30_p33 x (Hs59 : s59_claim x) (d : nat) :
  x = s130_board 1 0 0 (2 + d) -> fst (s130_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q33] in Hc |- *.
  pose proof (Hs59 1 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c30_p34 x (Hs59 : s59_claim x) (d : nat) :
  x = s130_board 1 0 0 (2 + d) -> fst (s130_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q34] in Hc |- *.
  pose proof (Hs59 1 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c31_L : lmoves (s130_board 1 0 1 0) = [s160_board 0 1 0 1 0; strip [] ([T; E; E; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c31_L2 : tf_norm (strip [] ([T; E; E; F; E; F; T; T; F]) []) (s33_board 1 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c31_R : rmoves (s130_board 1 0 1 0) = [s167_board 1 0 0 1 0; strip [] ([T; E; E; F; T; F; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c31_R2 : tf_norm (strip [] ([T; E; E; F; T; F; F]) [(1, 1)]) (s97_board 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c==1 && d==0 *)
Lemma s130_c31_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s130_board 1 0 1 0 -> fst (s130_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q17] in Hc |- *.
  rewrite tf_game_eq, (s130_c31_L), (s130_c31_R); cbn [map].
  pose proof (use_s160 IH 0 1 0 1 0 (opt_l _ _ _ (s130_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c31_L2)).
  pose proof (use_s33 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s130_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c31_L2))) as Ho1.
  pose proof (use_s167 IH 1 0 0 1 0 (opt_r _ _ _ (s130_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c31_R2)).
  pose proof (use_s97 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s130_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c31_R2))) as Ho3.
  rewrite (s160_p21 Ho0 ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  rewrite (s167_p16 Ho2 ltac:(zlia)).
  rewrite (s97_p5 Ho3 ltac:(zlia)).
  rewrite (s97_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s130_c32_L : lmoves (s130_board 1 0 1 1) = [s160_board 0 1 0 1 1; strip [] ([T; E; E; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c32_L2 : tf_norm (strip [] ([T; E; E; F; T; F; E; T; T; F]) []) (s55_board 1 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c32_R : rmoves (s130_board 1 0 1 1) = [s167_board 1 0 0 1 1; strip [] ([T; E; E; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c32_R2 : tf_norm (strip [] ([T; E; E; F; T; F; T; F]) [(1, 1)]) (s129_board 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c==1 && d==1 *)
Lemma s130_c32_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s130_board 1 0 1 1 -> fst (s130_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q21] in Hc |- *.
  rewrite tf_game_eq, (s130_c32_L), (s130_c32_R); cbn [map].
  pose proof (use_s160 IH 0 1 0 1 1 (opt_l _ _ _ (s130_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c32_L2)).
  pose proof (use_s55 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s130_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c32_L2))) as Ho1.
  pose proof (use_s167 IH 1 0 0 1 1 (opt_r _ _ _ (s130_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c32_R2)).
  pose proof (use_s129 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s130_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c32_R2))) as Ho3.
  rewrite (s160_p39 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p48 Ho2 ltac:(zlia)).
  rewrite (s129_p8 Ho3 ltac:(zlia)).
  rewrite (s129_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c33_L (d : nat) : lmoves (s130_board 1 0 1 (2 + d)) = [s160_board 0 1 0 1 (2 + d); strip [] (T :: E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c33_L2 (d : nat) : tf_norm (strip [] (T :: E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 1 0 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c33_R (d : nat) : rmoves (s130_board 1 0 1 (2 + d)) = [s167_board 1 0 0 1 (2 + d); strip [] (T :: E :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c33_R2 (d : nat) : tf_norm (strip [] (T :: E :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 1 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s130_c33_p24 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s130_board 1 0 1 (2 + d) -> fst (s130_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q24] in Hc |- *.
  rewrite tf_game_eq, (s130_c33_L d), (s130_c33_R d); cbn [map].
  pose proof (use_s160 IH 0 1 0 1 (2 + d) (opt_l _ _ _ (s130_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c33_L2 d)).
  pose proof (use_s55 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s130_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c33_L2 d))) as Ho1.
  pose proof (use_s167 IH 1 0 0 1 (2 + d) (opt_r _ _ _ (s130_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c33_R2 d)).
  pose proof (use_s129 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c33_R2 d))) as Ho3.
  rewrite (s160_p42 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p107 Ho2 ltac:(zlia)).
  rewrite (s129_p8 Ho3 ltac:(zlia)).
  rewrite (s129_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c33_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s130_board 1 0 1 (2 + d) -> fst (s130_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q26] in Hc |- *.
  rewrite tf_game_eq, (s130_c33_L d), (s130_c33_R d); cbn [map].
  pose proof (use_s160 IH 0 1 0 1 (2 + d) (opt_l _ _ _ (s130_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c33_L2 d)).
  pose proof (use_s55 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s130_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c33_L2 d))) as Ho1.
  pose proof (use_s167 IH 1 0 0 1 (2 + d) (opt_r _ _ _ (s130_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c33_R2 d)).
  pose proof (use_s129 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c33_R2 d))) as Ho3.
  rewrite (s160_p44 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p107 Ho2 ltac:(zlia)).
  rewrite (s129_p8 Ho3 ltac:(zlia)).
  rewrite (s129_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c34_L (c : nat) : lmoves (s130_board 1 0 (2 + c) 0) = [s160_board 0 1 0 (2 + c) 0; strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c34_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s33_board 1 0 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c34_R (c : nat) : rmoves (s130_board 1 0 (2 + c) 0) = [s167_board 1 0 0 (2 + c) 0; strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c34_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s97_board 1 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c>=2 && d==0 *)
Lemma s130_c34_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s130_board 1 0 (2 + c) 0 -> fst (s130_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q19] in Hc |- *.
  rewrite tf_game_eq, (s130_c34_L c), (s130_c34_R c); cbn [map].
  pose proof (use_s160 IH 0 1 0 (2 + c) 0 (opt_l _ _ _ (s130_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c34_L2 c)).
  pose proof (use_s33 IH 1 0 (1 + c) (opt_norm_l _ _ _ _ _ (s130_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c34_L2 c))) as Ho1.
  pose proof (use_s167 IH 1 0 0 (2 + c) 0 (opt_r _ _ _ (s130_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c34_R2 c)).
  pose proof (use_s97 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s130_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c34_R2 c))) as Ho3.
  rewrite (s160_p21 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s33_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p5 Ho3 ltac:(zlia)).
    rewrite (s97_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p5 Ho3 ltac:(zlia)).
    rewrite (s97_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p17 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p5 Ho3 ltac:(zlia)).
    rewrite (s97_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p5 Ho3 ltac:(zlia)).
    rewrite (s97_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s130_c35_L (c : nat) : lmoves (s130_board 1 0 (2 + c) 1) = [s160_board 0 1 0 (2 + c) 1; strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c35_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s55_board 1 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c35_R (c : nat) : rmoves (s130_board 1 0 (2 + c) 1) = [s167_board 1 0 0 (2 + c) 1; strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s129_board 1 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s130_c35_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s130_board 1 0 (2 + c) 1 -> fst (s130_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q22] in Hc |- *.
  rewrite tf_game_eq, (s130_c35_L c), (s130_c35_R c); cbn [map].
  pose proof (use_s160 IH 0 1 0 (2 + c) 1 (opt_l _ _ _ (s130_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c35_L2 c)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c35_L2 c))) as Ho1.
  pose proof (use_s167 IH 1 0 0 (2 + c) 1 (opt_r _ _ _ (s130_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c35_R2 c)).
  pose proof (use_s129 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c35_R2 c))) as Ho3.
  rewrite (s160_p39 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p49 Ho2 ltac:(zlia)).
  rewrite (s129_p9 Ho3 ltac:(zlia)).
  rewrite (s129_p9_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c36_L (c d : nat) : lmoves (s130_board 1 0 (2 + c) (2 + d)) = [s160_board 0 1 0 (2 + c) (2 + d); strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c36_L2 (c d : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 1 0 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c36_R (c d : nat) : rmoves (s130_board 1 0 (2 + c) (2 + d)) = [s167_board 1 0 0 (2 + c) (2 + d); strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c36_R2 (c d : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 1 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s130_c36_p24 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s130_board 1 0 (2 + c) (2 + d) -> fst (s130_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q24] in Hc |- *.
  rewrite tf_game_eq, (s130_c36_L c d), (s130_c36_R c d); cbn [map].
  pose proof (use_s160 IH 0 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s130_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c36_L2 c d)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c36_L2 c d))) as Ho1.
  pose proof (use_s167 IH 1 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s130_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c36_R2 c d)).
  pose proof (use_s129 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c36_R2 c d))) as Ho3.
  rewrite (s160_p42 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p108 Ho2 ltac:(zlia)).
  rewrite (s129_p9 Ho3 ltac:(zlia)).
  rewrite (s129_p9_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c36_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s130_board 1 0 (2 + c) (2 + d) -> fst (s130_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q26] in Hc |- *.
  rewrite tf_game_eq, (s130_c36_L c d), (s130_c36_R c d); cbn [map].
  pose proof (use_s160 IH 0 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s130_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c36_L2 c d)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c36_L2 c d))) as Ho1.
  pose proof (use_s167 IH 1 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s130_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c36_R2 c d)).
  pose proof (use_s129 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c36_R2 c d))) as Ho3.
  rewrite (s160_p44 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p109 Ho2 ltac:(zlia)).
  rewrite (s129_p9 Ho3 ltac:(zlia)).
  rewrite (s129_p9_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c==0 && d==0: the board of s59 *)
Lemma s130_c37_p32 x (Hs59 : s59_claim x) :
  x = s130_board 1 1 0 0 -> fst (s130_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q32] in Hc |- *.
  pose proof (Hs59 1 1 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c==0 && d==1: the board of s59 *)
Lemma s130_c38_p35 x (Hs59 : s59_claim x) :
  x = s130_board 1 1 0 1 -> fst (s130_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q35] in Hc |- *.
  pose proof (Hs59 1 1 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c==0 && d>=2: the board of s59 *)
Lemma s130_c39_p37 x (Hs59 : s59_claim x) (d : nat) :
  x = s130_board 1 1 0 (2 + d) -> fst (s130_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q37] in Hc |- *.
  pose proof (Hs59 1 1 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s130_c40_L : lmoves (s130_board 1 1 1 0) = [s160_board 0 1 1 1 0; strip [] ([T; E; E; T; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c40_L2 : tf_norm (strip [] ([T; E; E; T; F; E; F; T; T; F]) []) (s33_board 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; T; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c40_R : rmoves (s130_board 1 1 1 0) = [s167_board 1 0 1 1 0; strip [] ([T; E; E; T; F; T; F; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c40_R2 : tf_norm (strip [] ([T; E; E; T; F; T; F; F]) [(1, 1)]) (s97_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s130_c40_p23 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s130_board 1 1 1 0 -> fst (s130_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q23] in Hc |- *.
  rewrite tf_game_eq, (s130_c40_L), (s130_c40_R); cbn [map].
  pose proof (use_s160 IH 0 1 1 1 0 (opt_l _ _ _ (s130_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c40_L2)).
  pose proof (use_s33 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s130_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c40_L2))) as Ho1.
  pose proof (use_s167 IH 1 0 1 1 0 (opt_r _ _ _ (s130_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c40_R2)).
  pose proof (use_s97 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s130_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c40_R2))) as Ho3.
  rewrite (s160_p48 Ho0 ltac:(zlia)).
  rewrite (s33_p19 Ho1 ltac:(zlia)).
  rewrite (s167_p111 Ho2 ltac:(zlia)).
  rewrite (s97_p9 Ho3 ltac:(zlia)).
  rewrite (s97_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c41_L : lmoves (s130_board 1 1 1 1) = [s160_board 0 1 1 1 1; strip [] ([T; E; E; T; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c41_L2 : tf_norm (strip [] ([T; E; E; T; F; T; F; E; T; T; F]) []) (s55_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; T; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c41_R : rmoves (s130_board 1 1 1 1) = [s167_board 1 0 1 1 1; strip [] ([T; E; E; T; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c41_R2 : tf_norm (strip [] ([T; E; E; T; F; T; F; T; F]) [(1, 1)]) (s129_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s130_c41_p38 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s130_board 1 1 1 1 -> fst (s130_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q38] in Hc |- *.
  rewrite tf_game_eq, (s130_c41_L), (s130_c41_R); cbn [map].
  pose proof (use_s160 IH 0 1 1 1 1 (opt_l _ _ _ (s130_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c41_L2)).
  pose proof (use_s55 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s130_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c41_L2))) as Ho1.
  pose proof (use_s167 IH 1 0 1 1 1 (opt_r _ _ _ (s130_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c41_R2)).
  pose proof (use_s129 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s130_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c41_R2))) as Ho3.
  rewrite (s160_p34 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p112 Ho2 ltac:(zlia)).
  rewrite (s129_p14 Ho3 ltac:(zlia)).
  rewrite (s129_p14_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c42_L (d : nat) : lmoves (s130_board 1 1 1 (2 + d)) = [s160_board 0 1 1 1 (2 + d); strip [] (T :: E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c42_L2 (d : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 1 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c42_R (d : nat) : rmoves (s130_board 1 1 1 (2 + d)) = [s167_board 1 0 1 1 (2 + d); strip [] (T :: E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c42_R2 (d : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s130_c42_p39 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s130_board 1 1 1 (2 + d) -> fst (s130_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q39] in Hc |- *.
  rewrite tf_game_eq, (s130_c42_L d), (s130_c42_R d); cbn [map].
  pose proof (use_s160 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s130_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c42_L2 d)).
  pose proof (use_s55 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s130_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c42_L2 d))) as Ho1.
  pose proof (use_s167 IH 1 0 1 1 (2 + d) (opt_r _ _ _ (s130_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c42_R2 d)).
  pose proof (use_s129 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c42_R2 d))) as Ho3.
  rewrite (s160_p50 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p113 Ho2 ltac:(zlia)).
  rewrite (s129_p14 Ho3 ltac:(zlia)).
  rewrite (s129_p14_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

