(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s195_c6_L (c : nat) : lmoves (s195_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []].
Proof. unfold s195_board, strip. tf_options. Qed.
Lemma s195_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s50_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c6_R (c : nat) : rmoves (s195_board 0 1 (2 + c)) = [].
Proof. unfold s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==0 && b==1 && c>=2 *)
Lemma s195_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s195_board 0 1 (2 + c) -> fst (s195_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s195_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s195_q5] in Hc |- *.
  rewrite tf_game_eq, (s195_c6_L c), (s195_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s195_c6_L1 c)).
  pose proof (use_s50 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s195_c6_L c) ltac:(cbn [In]; left; reflexivity) (s195_c6_L1 c))) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s195_c7_L (b : nat) : lmoves (s195_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F; T; F]) []].
Proof. unfold s195_board, strip. tf_options. Qed.
Lemma s195_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F; T; F]) []) (s53_board 0 (1 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c7_R (b : nat) : rmoves (s195_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; F]) []].
Proof. unfold s195_board, strip. tf_options. Qed.
Lemma s195_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; F]) []) (s81_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==0 && b>=2 && c==0 *)
Lemma s195_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 0 (2 + b) 0 -> fst (s195_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s195_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q1] in Hc |- *.
  rewrite tf_game_eq, (s195_c7_L b), (s195_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s195_c7_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s195_c7_L b) ltac:(cbn [In]; left; reflexivity) (s195_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s195_c7_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s195_c7_R b) ltac:(cbn [In]; left; reflexivity) (s195_c7_R1 b))) as Ho1.
  rewrite (s53_p16 Ho0 ltac:(zlia)).
  rewrite (s81_p24 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_via _ (dyadic 1 1)); [num_cmp | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]].
Qed.

Lemma s195_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 0 (2 + b) 0 -> fst (s195_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s195_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q7] in Hc |- *.
  rewrite tf_game_eq, (s195_c7_L b), (s195_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s195_c7_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s195_c7_L b) ltac:(cbn [In]; left; reflexivity) (s195_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s195_c7_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s195_c7_R b) ltac:(cbn [In]; left; reflexivity) (s195_c7_R1 b))) as Ho1.
  rewrite (s53_p24 Ho0 ltac:(zlia)).
  rewrite (s81_p30 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s195_c7_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 0 (2 + b) 0 -> fst (s195_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s195_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q11] in Hc |- *.
  rewrite tf_game_eq, (s195_c7_L b), (s195_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s195_c7_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s195_c7_L b) ltac:(cbn [In]; left; reflexivity) (s195_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s195_c7_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s195_c7_R b) ltac:(cbn [In]; left; reflexivity) (s195_c7_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s53_p29 Ho0 ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s53_p34 Ho0 ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s195_c8_L (b : nat) : lmoves (s195_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F; T; F]) []].
Proof. unfold s195_board, strip. tf_options. Qed.
Lemma s195_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F; T; F]) []) (s53_board 0 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c8_R (b : nat) : rmoves (s195_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; E; T; F]) []].
Proof. unfold s195_board, strip. tf_options. Qed.
Lemma s195_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; E; T; F]) []) (s81_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==0 && b>=2 && c==1 *)
Lemma s195_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 0 (2 + b) 1 -> fst (s195_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s195_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q3] in Hc |- *.
  rewrite tf_game_eq, (s195_c8_L b), (s195_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s195_c8_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s195_c8_L b) ltac:(cbn [In]; left; reflexivity) (s195_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s195_c8_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s195_c8_R b) ltac:(cbn [In]; left; reflexivity) (s195_c8_R1 b))) as Ho1.
  rewrite (s53_p17 Ho0 ltac:(zlia)).
  rewrite (s81_p25 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s195_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 0 (2 + b) 1 -> fst (s195_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s195_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q10] in Hc |- *.
  rewrite tf_game_eq, (s195_c8_L b), (s195_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s195_c8_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s195_c8_L b) ltac:(cbn [In]; left; reflexivity) (s195_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s195_c8_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s195_c8_R b) ltac:(cbn [In]; left; reflexivity) (s195_c8_R1 b))) as Ho1.
  rewrite (s53_p25 Ho0 ltac:(zlia)).
  rewrite (s81_p31 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s195_c8_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 0 (2 + b) 1 -> fst (s195_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s195_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q12] in Hc |- *.
  rewrite tf_game_eq, (s195_c8_L b), (s195_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s195_c8_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s195_c8_L b) ltac:(cbn [In]; left; reflexivity) (s195_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s195_c8_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s195_c8_R b) ltac:(cbn [In]; left; reflexivity) (s195_c8_R1 b))) as Ho1.
  rewrite (s53_p30 Ho0 ltac:(zlia)).
  rewrite (s81_p35 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s195_c9_L (b c : nat) : lmoves (s195_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []].
Proof. unfold s195_board, strip. tf_options. Qed.
Lemma s195_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s53_board 0 (1 + b) 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c9_R (b c : nat) : rmoves (s195_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==0 && b>=2 && c>=2 *)
Lemma s195_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s195_board 0 (2 + b) (2 + c) -> fst (s195_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s195_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s195_q5] in Hc |- *.
  rewrite tf_game_eq, (s195_c9_L b c), (s195_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s195_c9_L1 b c)).
  pose proof (use_s53 IH 0 (1 + b) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s195_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s195_c9_L1 b c))) as Ho0.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b==0 && c==0: the board of s183 *)
Lemma s195_c10_p14 x (Hs183 : s183_claim x) :
  x = s195_board 1 0 0 -> fst (s195_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s195_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s195_q14] in Hc |- *.
  pose proof (Hs183 1 0 ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b==0 && c==1: the board of s183 *)
Lemma s195_c11_p4 x (Hs183 : s183_claim x) :
  x = s195_board 1 0 1 -> fst (s195_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s195_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s195_q4] in Hc |- *.
  pose proof (Hs183 1 1 ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b==0 && c>=2: the board of s183 *)
Lemma s195_c12_p5 x (Hs183 : s183_claim x) (c : nat) :
  x = s195_board 1 0 (2 + c) -> fst (s195_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s195_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s195_q5] in Hc |- *.
  pose proof (Hs183 1 (2 + c) ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s195_c13_L : lmoves (s195_board 1 1 0) = [strip [(1, 1)] ([T; T; E; E; F; T; F]) []; s184_board 1 1 0].
Proof. unfold s184_board, s195_board, strip. tf_options. Qed.
Lemma s195_c13_L1 : tf_norm (strip [(1, 1)] ([T; T; E; E; F; T; F]) []) (s52_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c13_R : rmoves (s195_board 1 1 0) = [s171_board 1 1 0 0].
Proof. unfold s171_board, s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b==1 && c==0 *)
Lemma s195_c13_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s195_board 1 1 0 -> fst (s195_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s195_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q6] in Hc |- *.
  rewrite tf_game_eq, (s195_c13_L), (s195_c13_R); cbn [map].
  rewrite (tf_norm_game (s195_c13_L1)).
  pose proof (use_s52 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s195_c13_L) ltac:(cbn [In]; left; reflexivity) (s195_c13_L1))) as Ho0.
  pose proof (use_s184 IH 1 1 0 (opt_l _ _ _ (s195_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH 1 1 0 0 (opt_r _ _ _ (s195_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p6 Ho0 ltac:(zlia)).
  rewrite (s52_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p1 Ho1 ltac:(zlia)).
  rewrite (s171_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s195_c14_L : lmoves (s195_board 1 1 1) = [strip [(1, 1)] ([T; T; E; E; T; F; T; F]) []; s184_board 1 1 1].
Proof. unfold s184_board, s195_board, strip. tf_options. Qed.
Lemma s195_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; E; E; T; F; T; F]) []) (s52_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c14_R : rmoves (s195_board 1 1 1) = [s171_board 1 1 0 1].
Proof. unfold s171_board, s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b==1 && c==1 *)
Lemma s195_c14_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s195_board 1 1 1 -> fst (s195_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s195_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q9] in Hc |- *.
  rewrite tf_game_eq, (s195_c14_L), (s195_c14_R); cbn [map].
  rewrite (tf_norm_game (s195_c14_L1)).
  pose proof (use_s52 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s195_c14_L) ltac:(cbn [In]; left; reflexivity) (s195_c14_L1))) as Ho0.
  pose proof (use_s184 IH 1 1 1 (opt_l _ _ _ (s195_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH 1 1 0 1 (opt_r _ _ _ (s195_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p3 Ho0 ltac:(zlia)).
  rewrite (s52_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p9 Ho1 ltac:(zlia)).
  rewrite (s171_p30 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s195_c15_L (c : nat) : lmoves (s195_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: E :: E :: repeat T (2 + c) ++ [F; T; F]) []; s184_board 1 1 (2 + c)].
Proof. unfold s184_board, s195_board, strip. tf_options. Qed.
Lemma s195_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s52_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c15_R (c : nat) : rmoves (s195_board 1 1 (2 + c)) = [].
Proof. unfold s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b==1 && c>=2 *)
Lemma s195_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s195_board 1 1 (2 + c) -> fst (s195_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s195_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s195_q5] in Hc |- *.
  rewrite tf_game_eq, (s195_c15_L c), (s195_c15_R c); cbn [map].
  rewrite (tf_norm_game (s195_c15_L1 c)).
  pose proof (use_s52 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s195_c15_L c) ltac:(cbn [In]; left; reflexivity) (s195_c15_L1 c))) as Ho0.
  pose proof (use_s184 IH 1 1 (2 + c) (opt_l _ _ _ (s195_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s195_c16_L (b : nat) : lmoves (s195_board 1 (2 + b) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; E; F; T; F]) []; s196_board 1 (1 + b) 1 0].
Proof. unfold s195_board, s196_board, strip. tf_options. Qed.
Lemma s195_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; E; F; T; F]) []) (s52_board 0 (3 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c16_R (b : nat) : rmoves (s195_board 1 (2 + b) 0) = [s171_board 1 (2 + b) 0 0].
Proof. unfold s171_board, s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b>=2 && c==0 *)
Lemma s195_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 1 (2 + b) 0 -> fst (s195_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s195_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q7] in Hc |- *.
  rewrite tf_game_eq, (s195_c16_L b), (s195_c16_R b); cbn [map].
  rewrite (tf_norm_game (s195_c16_L1 b)).
  pose proof (use_s52 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s195_c16_L b) ltac:(cbn [In]; left; reflexivity) (s195_c16_L1 b))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s195_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s195_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  rewrite (s52_p7_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p19 Ho1 ltac:(zlia)).
  rewrite (s171_p31 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s195_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 1 (2 + b) 0 -> fst (s195_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s195_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q11] in Hc |- *.
  rewrite tf_game_eq, (s195_c16_L b), (s195_c16_R b); cbn [map].
  rewrite (tf_norm_game (s195_c16_L1 b)).
  pose proof (use_s52 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s195_c16_L b) ltac:(cbn [In]; left; reflexivity) (s195_c16_L1 b))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s195_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s195_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p10 Ho0 ltac:(zlia)).
  rewrite (s52_p10_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s196_p32 Ho1 ltac:(zlia)).
    rewrite (s171_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s196_p40 Ho1 ltac:(zlia)).
    rewrite (s171_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s195_c17_L (b : nat) : lmoves (s195_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F; T; F]) []; s196_board 1 (1 + b) 1 1].
Proof. unfold s195_board, s196_board, strip. tf_options. Qed.
Lemma s195_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F; T; F]) []) (s52_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c17_R (b : nat) : rmoves (s195_board 1 (2 + b) 1) = [s171_board 1 (2 + b) 0 1].
Proof. unfold s171_board, s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b>=2 && c==1 *)
Lemma s195_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 1 (2 + b) 1 -> fst (s195_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s195_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q10] in Hc |- *.
  rewrite tf_game_eq, (s195_c17_L b), (s195_c17_R b); cbn [map].
  rewrite (tf_norm_game (s195_c17_L1 b)).
  pose proof (use_s52 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s195_c17_L b) ltac:(cbn [In]; left; reflexivity) (s195_c17_L1 b))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s195_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s195_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p9 Ho0 ltac:(zlia)).
  rewrite (s52_p9_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p27 Ho1 ltac:(zlia)).
  rewrite (s171_p32 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s195_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s195_board 1 (2 + b) 1 -> fst (s195_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s195_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q12] in Hc |- *.
  rewrite tf_game_eq, (s195_c17_L b), (s195_c17_R b); cbn [map].
  rewrite (tf_norm_game (s195_c17_L1 b)).
  pose proof (use_s52 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s195_c17_L b) ltac:(cbn [In]; left; reflexivity) (s195_c17_L1 b))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s195_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s195_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  rewrite (s52_p11_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p33 Ho1 ltac:(zlia)).
  rewrite (s171_p37 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s195_c18_L (b c : nat) : lmoves (s195_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F; T; F]) []; s196_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s195_board, s196_board, strip. tf_options. Qed.
Lemma s195_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s52_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s195_c18_R (b c : nat) : rmoves (s195_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a==1 && b>=2 && c>=2 *)
Lemma s195_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s195_board 1 (2 + b) (2 + c) -> fst (s195_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s195_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s195_q5] in Hc |- *.
  rewrite tf_game_eq, (s195_c18_L b c), (s195_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s195_c18_L1 b c)).
  pose proof (use_s52 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s195_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s195_c18_L1 b c))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s195_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b==0 && c==0: the board of s183 *)
Lemma s195_c19_p2 x (Hs183 : s183_claim x) (a : nat) :
  x = s195_board (2 + a) 0 0 -> fst (s195_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s195_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s195_q2] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s195_c19_p7 x (Hs183 : s183_claim x) (a : nat) :
  x = s195_board (2 + a) 0 0 -> fst (s195_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s195_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s195_q7] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s195_c19_p15 x (Hs183 : s183_claim x) (a : nat) :
  x = s195_board (2 + a) 0 0 -> fst (s195_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s195_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s195_q15] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s195_c19_p16 x (Hs183 : s183_claim x) (a : nat) :
  x = s195_board (2 + a) 0 0 -> fst (s195_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s195_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s195_q16] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b==0 && c==1: the board of s183 *)
Lemma s195_c20_p8 x (Hs183 : s183_claim x) (a : nat) :
  x = s195_board (2 + a) 0 1 -> fst (s195_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s195_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s195_q8] in Hc |- *.
  pose proof (Hs183 (2 + a) 1 ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b==0 && c>=2: the board of s183 *)
Lemma s195_c21_p5 x (Hs183 : s183_claim x) (a c : nat) :
  x = s195_board (2 + a) 0 (2 + c) -> fst (s195_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s195_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s195_q5] in Hc |- *.
  pose proof (Hs183 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s195_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s195_c22_L (a : nat) : lmoves (s195_board (2 + a) 1 0) = [s193_board (1 + a) 0 2 0; s184_board (2 + a) 1 0].
Proof. unfold s184_board, s193_board, s195_board. tf_options. Qed.
Lemma s195_c22_R (a : nat) : rmoves (s195_board (2 + a) 1 0) = [s171_board (2 + a) 1 0 0].
Proof. unfold s171_board, s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b==1 && c==0 *)
Lemma s195_c22_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s195_board (2 + a) 1 0 -> fst (s195_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s195_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q7] in Hc |- *.
  rewrite tf_game_eq, (s195_c22_L a), (s195_c22_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 2 0 (opt_l _ _ _ (s195_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 1 0 (opt_l _ _ _ (s195_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH (2 + a) 1 0 0 (opt_r _ _ _ (s195_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p32 Ho0 ltac:(zlia)).
  rewrite (s184_p10 Ho1 ltac:(zlia)).
  rewrite (s171_p31 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s195_c22_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s195_board (2 + a) 1 0 -> fst (s195_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s195_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q11] in Hc |- *.
  rewrite tf_game_eq, (s195_c22_L a), (s195_c22_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 2 0 (opt_l _ _ _ (s195_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 1 0 (opt_l _ _ _ (s195_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH (2 + a) 1 0 0 (opt_r _ _ _ (s195_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s193_p47 Ho0 ltac:(zlia)).
    rewrite (s184_p11 Ho1 ltac:(zlia)).
    rewrite (s171_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s193_p56 Ho0 ltac:(zlia)).
    rewrite (s184_p11 Ho1 ltac:(zlia)).
    rewrite (s171_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s193_p64 Ho0 ltac:(zlia)).
    rewrite (s184_p11 Ho1 ltac:(zlia)).
    rewrite (s171_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s195_c23_L (a : nat) : lmoves (s195_board (2 + a) 1 1) = [s193_board (1 + a) 0 2 1; s184_board (2 + a) 1 1].
Proof. unfold s184_board, s193_board, s195_board. tf_options. Qed.
Lemma s195_c23_R (a : nat) : rmoves (s195_board (2 + a) 1 1) = [s171_board (2 + a) 1 0 1].
Proof. unfold s171_board, s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b==1 && c==1 *)
Lemma s195_c23_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s195_board (2 + a) 1 1 -> fst (s195_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s195_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q8] in Hc |- *.
  rewrite tf_game_eq, (s195_c23_L a), (s195_c23_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 2 1 (opt_l _ _ _ (s195_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 1 1 (opt_l _ _ _ (s195_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH (2 + a) 1 0 1 (opt_r _ _ _ (s195_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s184_p16 Ho1 ltac:(zlia)).
    rewrite (s171_p58 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s184_p18 Ho1 ltac:(zlia)).
    rewrite (s171_p62 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s184_p20 Ho1 ltac:(zlia)).
    rewrite (s171_p66 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s195_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s195_board (2 + a) 1 1 -> fst (s195_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s195_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q10] in Hc |- *.
  rewrite tf_game_eq, (s195_c23_L a), (s195_c23_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 2 1 (opt_l _ _ _ (s195_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 1 1 (opt_l _ _ _ (s195_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH (2 + a) 1 0 1 (opt_r _ _ _ (s195_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  rewrite (s184_p14 Ho1 ltac:(zlia)).
  rewrite (s171_p32 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s195_c24_L (a c : nat) : lmoves (s195_board (2 + a) 1 (2 + c)) = [s193_board (1 + a) 0 2 (2 + c); s184_board (2 + a) 1 (2 + c)].
Proof. unfold s184_board, s193_board, s195_board. tf_options. Qed.
Lemma s195_c24_R (a c : nat) : rmoves (s195_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b==1 && c>=2 *)
Lemma s195_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s195_board (2 + a) 1 (2 + c) -> fst (s195_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s195_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s195_q5] in Hc |- *.
  rewrite tf_game_eq, (s195_c24_L a c), (s195_c24_R a c); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s195_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s195_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s195_c25_L (a b : nat) : lmoves (s195_board (2 + a) (2 + b) 0) = [s193_board (1 + a) 0 (3 + b) 0; s196_board (2 + a) (1 + b) 1 0].
Proof. unfold s193_board, s195_board, s196_board. tf_options. Qed.
Lemma s195_c25_R (a b : nat) : rmoves (s195_board (2 + a) (2 + b) 0) = [s171_board (2 + a) (2 + b) 0 0].
Proof. unfold s171_board, s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b>=2 && c==0 *)
Lemma s195_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s195_board (2 + a) (2 + b) 0 -> fst (s195_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s195_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s195_q11] in Hc |- *.
  rewrite tf_game_eq, (s195_c25_L a b), (s195_c25_R a b); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s195_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s195_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s195_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s193_p34 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s196_p32 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s196_p40 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s196_p41 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s193_p47 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s196_p18 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s196_p40 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s196_p41 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s193_p56 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) <= 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s196_p18 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s196_p40 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s193_p64 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) <= 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s196_p18 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s196_p40 Ho1 ltac:(zlia)).
      rewrite (s171_p31 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s195_c26_L (a b : nat) : lmoves (s195_board (2 + a) (2 + b) 1) = [s193_board (1 + a) 0 (3 + b) 1; s196_board (2 + a) (1 + b) 1 1].
Proof. unfold s193_board, s195_board, s196_board. tf_options. Qed.
Lemma s195_c26_R (a b : nat) : rmoves (s195_board (2 + a) (2 + b) 1) = [s171_board (2 + a) (2 + b) 0 1].
Proof. unfold s171_board, s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b>=2 && c==1 *)
Lemma s195_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s195_board (2 + a) (2 + b) 1 -> fst (s195_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s195_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q8] in Hc |- *.
  rewrite tf_game_eq, (s195_c26_L a b), (s195_c26_R a b); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s195_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s195_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s195_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  rewrite (s196_p52 Ho1 ltac:(zlia)).
  assert (Hp2 : ((Z.of_nat (2 + a)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 0)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s171_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s171_p43 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s195_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s195_board (2 + a) (2 + b) 1 -> fst (s195_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s195_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q12] in Hc |- *.
  rewrite tf_game_eq, (s195_c26_L a b), (s195_c26_R a b); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s195_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s195_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s195_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  rewrite (s196_p33 Ho1 ltac:(zlia)).
  rewrite (s171_p37 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s195_c26_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s195_board (2 + a) (2 + b) 1 -> fst (s195_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s195_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s195_q13] in Hc |- *.
  rewrite tf_game_eq, (s195_c26_L a b), (s195_c26_R a b); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s195_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s195_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s195_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  rewrite (s196_p34 Ho1 ltac:(zlia)).
  rewrite (s171_p38 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s195_c27_L (a b c : nat) : lmoves (s195_board (2 + a) (2 + b) (2 + c)) = [s193_board (1 + a) 0 (3 + b) (2 + c); s196_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s193_board, s195_board, s196_board. tf_options. Qed.
Lemma s195_c27_R (a b c : nat) : rmoves (s195_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s195_board. tf_options. Qed.
(* s195 = T^a F _ T^b _^2 T^c F T F on a>=2 && b>=2 && c>=2 *)
Lemma s195_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s195_board (2 + a) (2 + b) (2 + c) -> fst (s195_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s195_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s195_q5] in Hc |- *.
  rewrite tf_game_eq, (s195_c27_L a b c), (s195_c27_R a b c); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s195_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s195_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  rewrite (s196_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d==0: the board of s183 *)
Lemma s196_c1_p1 x (Hs183 : s183_claim x) :
  x = s196_board 0 0 0 0 -> fst (s196_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q1] in Hc |- *.
  pose proof (Hs183 0 0 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d==1: the board of s183 *)
Lemma s196_c2_p2 x (Hs183 : s183_claim x) :
  x = s196_board 0 0 0 1 -> fst (s196_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q2] in Hc |- *.
  pose proof (Hs183 0 1 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d>=2: the board of s183 *)
Lemma s196_c3_p3 x (Hs183 : s183_claim x) (d : nat) :
  x = s196_board 0 0 0 (2 + d) -> fst (s196_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q3] in Hc |- *.
  pose proof (Hs183 0 (2 + d) ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d==0: the board of s184 *)
Lemma s196_c4_p4 x (Hs184 : s184_claim x) :
  x = s196_board 0 0 1 0 -> fst (s196_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q4] in Hc |- *.
  pose proof (Hs184 0 1 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d==1: the board of s184 *)
Lemma s196_c5_p5 x (Hs184 : s184_claim x) :
  x = s196_board 0 0 1 1 -> fst (s196_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q5] in Hc |- *.
  pose proof (Hs184 0 1 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d>=2: the board of s184 *)
Lemma s196_c6_p6 x (Hs184 : s184_claim x) (d : nat) :
  x = s196_board 0 0 1 (2 + d) -> fst (s196_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs184 0 1 (2 + d) ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d==0: the board of s184 *)
Lemma s196_c7_p7 x (Hs184 : s184_claim x) (c : nat) :
  x = s196_board 0 0 (2 + c) 0 -> fst (s196_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q7] in Hc |- *.
  pose proof (Hs184 0 (2 + c) 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c7_p12 x (Hs184 : s184_claim x) (c : nat) :
  x = s196_board 0 0 (2 + c) 0 -> fst (s196_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q12] in Hc |- *.
  pose proof (Hs184 0 (2 + c) 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d==1: the board of s184 *)
Lemma s196_c8_p10 x (Hs184 : s184_claim x) (c : nat) :
  x = s196_board 0 0 (2 + c) 1 -> fst (s196_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q10] in Hc |- *.
  pose proof (Hs184 0 (2 + c) 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d>=2: the board of s184 *)
Lemma s196_c9_p6 x (Hs184 : s184_claim x) (c d : nat) :
  x = s196_board 0 0 (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs184 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d==0: the board of s195 *)
Lemma s196_c10_p13 x (Hs195 : s195_claim x) :
  x = s196_board 0 1 0 0 -> fst (s196_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q13] in Hc |- *.
  pose proof (Hs195 0 1 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d==1: the board of s195 *)
Lemma s196_c11_p15 x (Hs195 : s195_claim x) :
  x = s196_board 0 1 0 1 -> fst (s196_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q15] in Hc |- *.
  pose proof (Hs195 0 1 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d>=2: the board of s195 *)
Lemma s196_c12_p16 x (Hs195 : s195_claim x) (d : nat) :
  x = s196_board 0 1 0 (2 + d) -> fst (s196_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q16] in Hc |- *.
  pose proof (Hs195 0 1 (2 + d) ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s196_c13_L : lmoves (s196_board 0 1 1 0) = [strip [(0, 1)] ([E; E; T; T; E; F; T; F]) []; strip [(0, 1)] ([E; T; E; E; T; F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c13_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; E; F; T; F]) []) (s50_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c13_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F; T; F]) []) (s52_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c13_R : rmoves (s196_board 0 1 1 0) = [strip [(0, 1)] ([E; T; E; T; F; E; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c13_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E; T; F]) []) (s81_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s196_c13_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s196_board 0 1 1 0 -> fst (s196_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q19] in Hc |- *.
  rewrite tf_game_eq, (s196_c13_L), (s196_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s196_c13_L1)).
  pose proof (use_s50 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s196_c13_L) ltac:(cbn [In]; left; reflexivity) (s196_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s196_c13_L2)).
  pose proof (use_s52 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s196_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s196_c13_R1)).
  pose proof (use_s81 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s196_c13_R) ltac:(cbn [In]; left; reflexivity) (s196_c13_R1))) as Ho2.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  rewrite (s52_p7 Ho1 ltac:(zlia)).
  rewrite (s81_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s196_c14_L : lmoves (s196_board 0 1 1 1) = [strip [(0, 1)] ([E; E; T; T; E; T; F; T; F]) []; strip [(0, 1)] ([E; T; E; E; T; T; F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c14_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; E; T; F; T; F]) []) (s50_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c14_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; T; F; T; F]) []) (s52_board 0 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c14_R : rmoves (s196_board 0 1 1 1) = [strip [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []) (s81_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s196_c14_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s196_board 0 1 1 1 -> fst (s196_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q20] in Hc |- *.
  rewrite tf_game_eq, (s196_c14_L), (s196_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s196_c14_L1)).
  pose proof (use_s50 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s196_c14_L) ltac:(cbn [In]; left; reflexivity) (s196_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s196_c14_L2)).
  pose proof (use_s52 IH 0 1 2 (opt_norm_l _ _ _ _ _ (s196_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s196_c14_R1)).
  pose proof (use_s81 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s196_c14_R) ltac:(cbn [In]; left; reflexivity) (s196_c14_R1))) as Ho2.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s81_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c15_L (d : nat) : lmoves (s196_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (E :: T :: E :: E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s50_board 0 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: E :: repeat T (3 + d) ++ [F; T; F]) []) (s52_board 0 1 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c15_R (d : nat) : rmoves (s196_board 0 1 1 (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s196_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s196_board 0 1 1 (2 + d) -> fst (s196_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c15_L d), (s196_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s196_c15_L1 d)).
  pose proof (use_s50 IH 0 2 (2 + d) (opt_norm_l _ _ _ _ _ (s196_c15_L d) ltac:(cbn [In]; left; reflexivity) (s196_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s196_c15_L2 d)).
  pose proof (use_s52 IH 0 1 (3 + d) (opt_norm_l _ _ _ _ _ (s196_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c15_L2 d))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s196_c16_L (c : nat) : lmoves (s196_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F; T; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F; T; F]) []) (s50_board 0 (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c16_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F; T; F]) []) (s53_board 0 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c16_R (c : nat) : rmoves (s196_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s196_c16_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s196_board 0 1 (2 + c) 0 -> fst (s196_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q21] in Hc |- *.
  rewrite tf_game_eq, (s196_c16_L c), (s196_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s196_c16_L1 c)).
  pose proof (use_s50 IH 0 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c16_L c) ltac:(cbn [In]; left; reflexivity) (s196_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s196_c16_L2 c)).
  pose proof (use_s53 IH 0 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s196_c16_R1 c)).
  pose proof (use_s81 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s196_c16_R c) ltac:(cbn [In]; left; reflexivity) (s196_c16_R1 c))) as Ho2.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s53_p17 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c16_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s196_board 0 1 (2 + c) 0 -> fst (s196_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q23] in Hc |- *.
  rewrite tf_game_eq, (s196_c16_L c), (s196_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s196_c16_L1 c)).
  pose proof (use_s50 IH 0 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c16_L c) ltac:(cbn [In]; left; reflexivity) (s196_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s196_c16_L2 c)).
  pose proof (use_s53 IH 0 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s196_c16_R1 c)).
  pose proof (use_s81 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s196_c16_R c) ltac:(cbn [In]; left; reflexivity) (s196_c16_R1 c))) as Ho2.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s53_p19 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c17_L (c : nat) : lmoves (s196_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F; T; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F; T; F]) []) (s50_board 0 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []) (s53_board 0 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c17_R (c : nat) : rmoves (s196_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 0 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s196_c17_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s196_board 0 1 (2 + c) 1 -> fst (s196_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q22] in Hc |- *.
  rewrite tf_game_eq, (s196_c17_L c), (s196_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s196_c17_L1 c)).
  pose proof (use_s50 IH 0 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c17_L c) ltac:(cbn [In]; left; reflexivity) (s196_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s196_c17_L2 c)).
  pose proof (use_s53 IH 0 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s196_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s196_c17_R1 c)).
  pose proof (use_s81 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s196_c17_R c) ltac:(cbn [In]; left; reflexivity) (s196_c17_R1 c))) as Ho2.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s81_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c18_L (c d : nat) : lmoves (s196_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s50_board 0 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []) (s53_board 0 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c18_R (c d : nat) : rmoves (s196_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s196_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s196_board 0 1 (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c18_L c d), (s196_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s196_c18_L1 c d)).
  pose proof (use_s50 IH 0 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s196_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s196_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s196_c18_L2 c d)).
  pose proof (use_s53 IH 0 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s196_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c18_L2 c d))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d==0: the board of s195 *)
Lemma s196_c19_p24 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 0 (2 + b) 0 0 -> fst (s196_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q24] in Hc |- *.
  pose proof (Hs195 0 (2 + b) 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s196_c19_p29 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 0 (2 + b) 0 0 -> fst (s196_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q29] in Hc |- *.
  pose proof (Hs195 0 (2 + b) 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c19_p37 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 0 (2 + b) 0 0 -> fst (s196_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q37] in Hc |- *.
  pose proof (Hs195 0 (2 + b) 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d==1: the board of s195 *)
Lemma s196_c20_p25 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 0 (2 + b) 0 1 -> fst (s196_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q25] in Hc |- *.
  pose proof (Hs195 0 (2 + b) 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s196_c20_p31 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 0 (2 + b) 0 1 -> fst (s196_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q31] in Hc |- *.
  pose proof (Hs195 0 (2 + b) 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s196_c20_p38 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 0 (2 + b) 0 1 -> fst (s196_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q38] in Hc |- *.
  pose proof (Hs195 0 (2 + b) 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d>=2: the board of s195 *)
Lemma s196_c21_p16 x (Hs195 : s195_claim x) (b d : nat) :
  x = s196_board 0 (2 + b) 0 (2 + d) -> fst (s196_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q16] in Hc |- *.
  pose proof (Hs195 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s196_c22_L (b : nat) : lmoves (s196_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F; T; F]) []) (s53_board 0 (1 + b) 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c22_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F; T; F]) []) (s52_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c22_R (b : nat) : rmoves (s196_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []) (s81_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s196_c22_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s196_board 0 (2 + b) 1 0 -> fst (s196_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q26] in Hc |- *.
  rewrite tf_game_eq, (s196_c22_L b), (s196_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s196_c22_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s196_c22_L b) ltac:(cbn [In]; left; reflexivity) (s196_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s196_c22_L2 b)).
  pose proof (use_s52 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s196_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s196_c22_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s196_c22_R b) ltac:(cbn [In]; left; reflexivity) (s196_c22_R1 b))) as Ho2.
  rewrite (s53_p18 Ho0 ltac:(zlia)).
  rewrite (s52_p3 Ho1 ltac:(zlia)).
  rewrite (s81_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s196_c22_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s196_board 0 (2 + b) 1 0 -> fst (s196_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q32] in Hc |- *.
  rewrite tf_game_eq, (s196_c22_L b), (s196_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s196_c22_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s196_c22_L b) ltac:(cbn [In]; left; reflexivity) (s196_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s196_c22_L2 b)).
  pose proof (use_s52 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s196_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s196_c22_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s196_c22_R b) ltac:(cbn [In]; left; reflexivity) (s196_c22_R1 b))) as Ho2.
  rewrite (s53_p26 Ho0 ltac:(zlia)).
  rewrite (s52_p9 Ho1 ltac:(zlia)).
  rewrite (s81_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s196_c22_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s196_board 0 (2 + b) 1 0 -> fst (s196_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q40] in Hc |- *.
  rewrite tf_game_eq, (s196_c22_L b), (s196_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s196_c22_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s196_c22_L b) ltac:(cbn [In]; left; reflexivity) (s196_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s196_c22_L2 b)).
  pose proof (use_s52 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s196_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s196_c22_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s196_c22_R b) ltac:(cbn [In]; left; reflexivity) (s196_c22_R1 b))) as Ho2.
  rewrite (s53_p31 Ho0 ltac:(zlia)).
  rewrite (s52_p11 Ho1 ltac:(zlia)).
  rewrite (s81_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s196_c23_L (b : nat) : lmoves (s196_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F; T; F]) []) (s53_board 0 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F; T; F]) []) (s52_board 0 (2 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c23_R (b : nat) : rmoves (s196_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; E; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; E; T; F]) []) (s81_board 0 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s196_c23_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s196_board 0 (2 + b) 1 1 -> fst (s196_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q27] in Hc |- *.
  rewrite tf_game_eq, (s196_c23_L b), (s196_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s196_c23_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s196_c23_L b) ltac:(cbn [In]; left; reflexivity) (s196_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s196_c23_L2 b)).
  pose proof (use_s52 IH 0 (2 + b) 2 (opt_norm_l _ _ _ _ _ (s196_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s196_c23_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s196_c23_R b) ltac:(cbn [In]; left; reflexivity) (s196_c23_R1 b))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s81_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s196_c23_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s196_board 0 (2 + b) 1 1 -> fst (s196_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q33] in Hc |- *.
  rewrite tf_game_eq, (s196_c23_L b), (s196_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s196_c23_L1 b)).
  pose proof (use_s53 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s196_c23_L b) ltac:(cbn [In]; left; reflexivity) (s196_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s196_c23_L2 b)).
  pose proof (use_s52 IH 0 (2 + b) 2 (opt_norm_l _ _ _ _ _ (s196_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s196_c23_R1 b)).
  pose proof (use_s81 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s196_c23_R b) ltac:(cbn [In]; left; reflexivity) (s196_c23_R1 b))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s81_p34 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s196_c24_L (b d : nat) : lmoves (s196_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 (1 + b) 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F; T; F]) []) (s52_board 0 (2 + b) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c24_R (b d : nat) : rmoves (s196_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s196_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s196_board 0 (2 + b) 1 (2 + d) -> fst (s196_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c24_L b d), (s196_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s196_c24_L1 b d)).
  pose proof (use_s53 IH 0 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s196_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s196_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s196_c24_L2 b d)).
  pose proof (use_s52 IH 0 (2 + b) (3 + d) (opt_norm_l _ _ _ _ _ (s196_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c24_L2 b d))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s196_c25_L (b c : nat) : lmoves (s196_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c25_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; T; F]) []) (s53_board 0 (1 + b) (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c25_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; T; F]) []) (s53_board 0 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c25_R (b c : nat) : rmoves (s196_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c25_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s196_c25_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s196_board 0 (2 + b) (2 + c) 0 -> fst (s196_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q23] in Hc |- *.
  rewrite tf_game_eq, (s196_c25_L b c), (s196_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s196_c25_L1 b c)).
  pose proof (use_s53 IH 0 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s196_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s196_c25_L2 b c)).
  pose proof (use_s53 IH 0 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s196_c25_R1 b c)).
  pose proof (use_s81 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s196_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s196_c25_R1 b c))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p19 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c25_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s196_board 0 (2 + b) (2 + c) 0 -> fst (s196_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q28] in Hc |- *.
  rewrite tf_game_eq, (s196_c25_L b c), (s196_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s196_c25_L1 b c)).
  pose proof (use_s53 IH 0 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s196_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s196_c25_L2 b c)).
  pose proof (use_s53 IH 0 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s196_c25_R1 b c)).
  pose proof (use_s81 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s196_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s196_c25_R1 b c))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p25 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c25_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s196_board 0 (2 + b) (2 + c) 0 -> fst (s196_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q35] in Hc |- *.
  rewrite tf_game_eq, (s196_c25_L b c), (s196_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s196_c25_L1 b c)).
  pose proof (use_s53 IH 0 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s196_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s196_c25_L2 b c)).
  pose proof (use_s53 IH 0 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s196_c25_R1 b c)).
  pose proof (use_s81 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s196_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s196_c25_R1 b c))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p30 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c26_L (b c : nat) : lmoves (s196_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; T; F]) []) (s53_board 0 (1 + b) (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []) (s53_board 0 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c26_R (b c : nat) : rmoves (s196_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 0 (2 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s196_c26_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s196_board 0 (2 + b) (2 + c) 1 -> fst (s196_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q22] in Hc |- *.
  rewrite tf_game_eq, (s196_c26_L b c), (s196_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s196_c26_L1 b c)).
  pose proof (use_s53 IH 0 (1 + b) (3 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s196_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s196_c26_L2 b c)).
  pose proof (use_s53 IH 0 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s196_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s196_c26_R1 b c)).
  pose proof (use_s81 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s196_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s196_c26_R1 b c))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s81_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c27_L (b c d : nat) : lmoves (s196_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 (1 + b) (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []) (s53_board 0 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c27_R (b c d : nat) : rmoves (s196_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s196_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s196_board 0 (2 + b) (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c27_L b c d), (s196_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s196_c27_L1 b c d)).
  pose proof (use_s53 IH 0 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s196_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s196_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s196_c27_L2 b c d)).
  pose proof (use_s53 IH 0 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s196_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s196_c27_L2 b c d))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d==0: the board of s183 *)
Lemma s196_c28_p42 x (Hs183 : s183_claim x) :
  x = s196_board 1 0 0 0 -> fst (s196_q42 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q42 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q42] in Hc |- *.
  pose proof (Hs183 1 0 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d==1: the board of s183 *)
Lemma s196_c29_p13 x (Hs183 : s183_claim x) :
  x = s196_board 1 0 0 1 -> fst (s196_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q13] in Hc |- *.
  pose proof (Hs183 1 1 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d>=2: the board of s183 *)
Lemma s196_c30_p43 x (Hs183 : s183_claim x) (d : nat) :
  x = s196_board 1 0 0 (2 + d) -> fst (s196_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q43] in Hc |- *.
  pose proof (Hs183 1 (2 + d) ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d==0: the board of s184 *)
Lemma s196_c31_p44 x (Hs184 : s184_claim x) :
  x = s196_board 1 0 1 0 -> fst (s196_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q44] in Hc |- *.
  pose proof (Hs184 1 1 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d==1: the board of s184 *)
Lemma s196_c32_p45 x (Hs184 : s184_claim x) :
  x = s196_board 1 0 1 1 -> fst (s196_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q45] in Hc |- *.
  pose proof (Hs184 1 1 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d>=2: the board of s184 *)
Lemma s196_c33_p6 x (Hs184 : s184_claim x) (d : nat) :
  x = s196_board 1 0 1 (2 + d) -> fst (s196_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs184 1 1 (2 + d) ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d==0: the board of s184 *)
Lemma s196_c34_p7 x (Hs184 : s184_claim x) (c : nat) :
  x = s196_board 1 0 (2 + c) 0 -> fst (s196_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q7] in Hc |- *.
  pose proof (Hs184 1 (2 + c) 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c34_p12 x (Hs184 : s184_claim x) (c : nat) :
  x = s196_board 1 0 (2 + c) 0 -> fst (s196_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q12] in Hc |- *.
  pose proof (Hs184 1 (2 + c) 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d==1: the board of s184 *)
Lemma s196_c35_p10 x (Hs184 : s184_claim x) (c : nat) :
  x = s196_board 1 0 (2 + c) 1 -> fst (s196_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q10] in Hc |- *.
  pose proof (Hs184 1 (2 + c) 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d>=2: the board of s184 *)
Lemma s196_c36_p6 x (Hs184 : s184_claim x) (c d : nat) :
  x = s196_board 1 0 (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs184 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d==0: the board of s195 *)
Lemma s196_c37_p46 x (Hs195 : s195_claim x) :
  x = s196_board 1 1 0 0 -> fst (s196_q46 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q46 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q46] in Hc |- *.
  pose proof (Hs195 1 1 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d==1: the board of s195 *)
Lemma s196_c38_p15 x (Hs195 : s195_claim x) :
  x = s196_board 1 1 0 1 -> fst (s196_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q15] in Hc |- *.
  pose proof (Hs195 1 1 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d>=2: the board of s195 *)
Lemma s196_c39_p6 x (Hs195 : s195_claim x) (d : nat) :
  x = s196_board 1 1 0 (2 + d) -> fst (s196_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs195 1 1 (2 + d) ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s196_c40_L : lmoves (s196_board 1 1 1 0) = [strip [(1, 1)] ([T; T; E; T; E; F; T; F]) []; s184_board 1 2 0; s195_board 1 1 1].
Proof. unfold s184_board, s195_board, s196_board, strip. tf_options. Qed.
Lemma s196_c40_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; E; F; T; F]) []) (s53_board 0 2 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c40_R : rmoves (s196_board 1 1 1 0) = [s171_board 1 1 1 0].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s196_c40_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s196_board 1 1 1 0 -> fst (s196_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q19] in Hc |- *.
  rewrite tf_game_eq, (s196_c40_L), (s196_c40_R); cbn [map].
  rewrite (tf_norm_game (s196_c40_L1)).
  pose proof (use_s53 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s196_c40_L) ltac:(cbn [In]; left; reflexivity) (s196_c40_L1))) as Ho0.
  pose proof (use_s184 IH 1 2 0 (opt_l _ _ _ (s196_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 1 1 (opt_l _ _ _ (s196_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 1 1 0 (opt_r _ _ _ (s196_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p24 Ho0 ltac:(zlia)).
  rewrite (s53_p24_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p4 Ho1 ltac:(zlia)).
  rewrite (s195_p9 Ho2 ltac:(zlia)).
  rewrite (s171_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c41_L : lmoves (s196_board 1 1 1 1) = [strip [(1, 1)] ([T; T; E; T; E; T; F; T; F]) []; s184_board 1 2 1; s195_board 1 1 2].
Proof. unfold s184_board, s195_board, s196_board, strip. tf_options. Qed.
Lemma s196_c41_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; E; T; F; T; F]) []) (s53_board 0 2 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c41_R : rmoves (s196_board 1 1 1 1) = [s171_board 1 1 1 1].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s196_c41_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s196_board 1 1 1 1 -> fst (s196_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q27] in Hc |- *.
  rewrite tf_game_eq, (s196_c41_L), (s196_c41_R); cbn [map].
  rewrite (tf_norm_game (s196_c41_L1)).
  pose proof (use_s53 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s196_c41_L) ltac:(cbn [In]; left; reflexivity) (s196_c41_L1))) as Ho0.
  pose proof (use_s184 IH 1 2 1 (opt_l _ _ _ (s196_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 1 2 (opt_l _ _ _ (s196_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 1 1 1 (opt_r _ _ _ (s196_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p25 Ho0 ltac:(zlia)).
  rewrite (s53_p25_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p6 Ho1 ltac:(zlia)).
  rewrite (s195_p5 Ho2 ltac:(zlia)).
  rewrite (s171_p28 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s196_c42_L (d : nat) : lmoves (s196_board 1 1 1 (2 + d)) = [strip [(1, 1)] (T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []; s184_board 1 2 (2 + d); s195_board 1 1 (3 + d)].
Proof. unfold s184_board, s195_board, s196_board, strip. tf_options. Qed.
Lemma s196_c42_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 2 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c42_R (d : nat) : rmoves (s196_board 1 1 1 (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s196_c42_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s196_board 1 1 1 (2 + d) -> fst (s196_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c42_L d), (s196_c42_R d); cbn [map].
  rewrite (tf_norm_game (s196_c42_L1 d)).
  pose proof (use_s53 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s196_c42_L d) ltac:(cbn [In]; left; reflexivity) (s196_c42_L1 d))) as Ho0.
  pose proof (use_s184 IH 1 2 (2 + d) (opt_l _ _ _ (s196_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 1 (3 + d) (opt_l _ _ _ (s196_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  rewrite (s195_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s196_c43_L (c : nat) : lmoves (s196_board 1 1 (2 + c) 0) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []; s184_board 1 (3 + c) 0; s196_board 1 1 (1 + c) 1].
Proof. unfold s184_board, s196_board, strip. tf_options. Qed.
Lemma s196_c43_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []) (s53_board 0 2 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c43_R (c : nat) : rmoves (s196_board 1 1 (2 + c) 0) = [s171_board 1 1 (2 + c) 0].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s196_c43_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s196_board 1 1 (2 + c) 0 -> fst (s196_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q11] in Hc |- *.
  rewrite tf_game_eq, (s196_c43_L c), (s196_c43_R c); cbn [map].
  rewrite (tf_norm_game (s196_c43_L1 c)).
  pose proof (use_s53 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c43_L c) ltac:(cbn [In]; left; reflexivity) (s196_c43_L1 c))) as Ho0.
  pose proof (use_s184 IH 1 (3 + c) 0 (opt_l _ _ _ (s196_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s196_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s196_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p20_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p7 Ho1 ltac:(zlia)).
  rewrite (s196_p9 Ho2 ltac:(zlia)).
  rewrite (s171_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c43_p28 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s196_board 1 1 (2 + c) 0 -> fst (s196_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q28] in Hc |- *.
  rewrite tf_game_eq, (s196_c43_L c), (s196_c43_R c); cbn [map].
  rewrite (tf_norm_game (s196_c43_L1 c)).
  pose proof (use_s53 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c43_L c) ltac:(cbn [In]; left; reflexivity) (s196_c43_L1 c))) as Ho0.
  pose proof (use_s184 IH 1 (3 + c) 0 (opt_l _ _ _ (s196_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s196_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s196_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p26 Ho0 ltac:(zlia)).
  rewrite (s53_p26_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p7 Ho1 ltac:(zlia)).
  rewrite (s196_p27 Ho2 ltac:(zlia)).
  rewrite (s171_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c44_L (c : nat) : lmoves (s196_board 1 1 (2 + c) 1) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []; s184_board 1 (3 + c) 1; s196_board 1 1 (1 + c) 2].
Proof. unfold s184_board, s196_board, strip. tf_options. Qed.
Lemma s196_c44_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []) (s53_board 0 2 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c44_R (c : nat) : rmoves (s196_board 1 1 (2 + c) 1) = [s171_board 1 1 (2 + c) 1].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s196_c44_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s196_board 1 1 (2 + c) 1 -> fst (s196_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q9] in Hc |- *.
  rewrite tf_game_eq, (s196_c44_L c), (s196_c44_R c); cbn [map].
  rewrite (tf_norm_game (s196_c44_L1 c)).
  pose proof (use_s53 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c44_L c) ltac:(cbn [In]; left; reflexivity) (s196_c44_L1 c))) as Ho0.
  pose proof (use_s184 IH 1 (3 + c) 1 (opt_l _ _ _ (s196_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s196_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s196_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p6 Ho1 ltac:(zlia)).
  rewrite (s196_p6 Ho2 ltac:(zlia)).
  rewrite (s171_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c45_L (c d : nat) : lmoves (s196_board 1 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []; s184_board 1 (3 + c) (2 + d); s196_board 1 1 (1 + c) (3 + d)].
Proof. unfold s184_board, s196_board, strip. tf_options. Qed.
Lemma s196_c45_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 2 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c45_R (c d : nat) : rmoves (s196_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s196_c45_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s196_board 1 1 (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c45_L c d), (s196_c45_R c d); cbn [map].
  rewrite (tf_norm_game (s196_c45_L1 c d)).
  pose proof (use_s53 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s196_c45_L c d) ltac:(cbn [In]; left; reflexivity) (s196_c45_L1 c d))) as Ho0.
  pose proof (use_s184 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s196_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s196_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  rewrite (s196_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d==0: the board of s195 *)
Lemma s196_c46_p37 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 1 (2 + b) 0 0 -> fst (s196_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q37] in Hc |- *.
  pose proof (Hs195 1 (2 + b) 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c46_p48 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 1 (2 + b) 0 0 -> fst (s196_q48 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q48 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q48] in Hc |- *.
  pose proof (Hs195 1 (2 + b) 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d==1: the board of s195 *)
Lemma s196_c47_p31 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 1 (2 + b) 0 1 -> fst (s196_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q31] in Hc |- *.
  pose proof (Hs195 1 (2 + b) 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s196_c47_p38 x (Hs195 : s195_claim x) (b : nat) :
  x = s196_board 1 (2 + b) 0 1 -> fst (s196_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q38] in Hc |- *.
  pose proof (Hs195 1 (2 + b) 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d>=2: the board of s195 *)
Lemma s196_c48_p6 x (Hs195 : s195_claim x) (b d : nat) :
  x = s196_board 1 (2 + b) 0 (2 + d) -> fst (s196_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs195 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

