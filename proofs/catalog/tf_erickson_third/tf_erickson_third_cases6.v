(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s32_c5_L : lmoves (s32_board 0 1 1) = [s79_board 0 1 0 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c5_R : rmoves (s32_board 0 1 1) = [strip [(0, 1)] ([T; E; T; E; E; F]) []; s113_board 0 1 1 0].
Proof. unfold s113_board, s32_board, strip. tf_options. Qed.
Lemma s32_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; F]) []) (s28_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b==1 && c==1 *)
Lemma s32_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 0 1 1 -> fst (s32_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c5_L), (s32_c5_R); cbn [map].
  pose proof (use_s79 IH 0 1 0 1 (opt_l _ _ _ (s32_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s32_c5_R1)).
  pose proof (use_s28 IH 1 1 (opt_norm_r _ _ _ _ _ (s32_c5_R) ltac:(cbn [In]; left; reflexivity) (s32_c5_R1))) as Ho1.
  pose proof (use_s113 IH 0 1 1 0 (opt_r _ _ _ (s32_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s79_p12 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c6_L (c : nat) : lmoves (s32_board 0 1 (2 + c)) = [s79_board 0 1 (1 + c) 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c6_R (c : nat) : rmoves (s32_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []; s113_board 0 1 (2 + c) 0].
Proof. unfold s113_board, s32_board, strip. tf_options. Qed.
Lemma s32_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s28_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b==1 && c>=2 *)
Lemma s32_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 0 1 (2 + c) -> fst (s32_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c6_L c), (s32_c6_R c); cbn [map].
  pose proof (use_s79 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s32_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s32_c6_R1 c)).
  pose proof (use_s28 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s32_c6_R c) ltac:(cbn [In]; left; reflexivity) (s32_c6_R1 c))) as Ho1.
  pose proof (use_s113 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s32_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c7_L (b : nat) : lmoves (s32_board 0 (2 + b) 0) = [s48_board 0 (1 + b) 0 1].
Proof. unfold s32_board, s48_board. tf_options. Qed.
Lemma s32_c7_R (b : nat) : rmoves (s32_board 0 (2 + b) 0) = [s113_board 0 (2 + b) 0 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b>=2 && c==0 *)
Lemma s32_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 0 (2 + b) 0 -> fst (s32_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q6] in Hc |- *.
  rewrite tf_game_eq, (s32_c7_L b), (s32_c7_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s32_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s32_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s48_p19 Ho0 ltac:(zlia)).
  rewrite (s113_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 0 (2 + b) 0 -> fst (s32_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q7] in Hc |- *.
  rewrite tf_game_eq, (s32_c7_L b), (s32_c7_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s32_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s32_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s48_p36 Ho0 ltac:(zlia)).
  rewrite (s113_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s32_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 0 (2 + b) 0 -> fst (s32_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c7_L b), (s32_c7_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s32_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s32_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s48_p46 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s113_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s113_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s32_c8_L (b : nat) : lmoves (s32_board 0 (2 + b) 1) = [s79_board 0 (2 + b) 0 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c8_R (b : nat) : rmoves (s32_board 0 (2 + b) 1) = [s113_board 0 (2 + b) 1 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b>=2 && c==1 *)
Lemma s32_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 0 (2 + b) 1 -> fst (s32_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s32_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c8_L b), (s32_c8_R b); cbn [map].
  pose proof (use_s79 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s32_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s32_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s79_p8 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p13 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p25 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p26 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s32_c9_L (b c : nat) : lmoves (s32_board 0 (2 + b) (2 + c)) = [s79_board 0 (2 + b) (1 + c) 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c9_R (b c : nat) : rmoves (s32_board 0 (2 + b) (2 + c)) = [s113_board 0 (2 + b) (2 + c) 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==0 && b>=2 && c>=2 *)
Lemma s32_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s32_board 0 (2 + b) (2 + c) -> fst (s32_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c9_L b c), (s32_c9_R b c); cbn [map].
  pose proof (use_s79 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s32_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s32_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c10_L : lmoves (s32_board 1 0 0) = [s32_board 0 1 0].
Proof. unfold s32_board. tf_options. Qed.
Lemma s32_c10_R : rmoves (s32_board 1 0 0) = [s18_board 1; s113_board 1 0 0 0].
Proof. unfold s113_board, s18_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b==0 && c==0 *)
Lemma s32_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 1 0 0 -> fst (s32_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q1] in Hc |- *.
  rewrite tf_game_eq, (s32_c10_L), (s32_c10_R); cbn [map].
  pose proof (use_s32 IH 0 1 0 (opt_l _ _ _ (s32_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH 1 (opt_r _ _ _ (s32_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 0 0 0 (opt_r _ _ _ (s32_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s32_p3 Ho0 ltac:(zlia)).
  rewrite (s18_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c11_L : lmoves (s32_board 1 0 1) = [s32_board 0 1 1; s79_board 1 0 0 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c11_R : rmoves (s32_board 1 0 1) = [s46_board 1 1; s113_board 1 0 1 0].
Proof. unfold s113_board, s32_board, s46_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b==0 && c==1 *)
Lemma s32_c11_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 1 0 1 -> fst (s32_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q9] in Hc |- *.
  rewrite tf_game_eq, (s32_c11_L), (s32_c11_R); cbn [map].
  pose proof (use_s32 IH 0 1 1 (opt_l _ _ _ (s32_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH 1 0 0 1 (opt_l _ _ _ (s32_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s46 IH 1 1 (opt_r _ _ _ (s32_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH 1 0 1 0 (opt_r _ _ _ (s32_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p29 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c12_L (c : nat) : lmoves (s32_board 1 0 (2 + c)) = [s32_board 0 1 (2 + c); s79_board 1 0 (1 + c) 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c12_R (c : nat) : rmoves (s32_board 1 0 (2 + c)) = [s46_board 1 (2 + c); s113_board 1 0 (2 + c) 0].
Proof. unfold s113_board, s32_board, s46_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b==0 && c>=2 *)
Lemma s32_c12_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 1 0 (2 + c) -> fst (s32_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q9] in Hc |- *.
  rewrite tf_game_eq, (s32_c12_L c), (s32_c12_R c); cbn [map].
  pose proof (use_s32 IH 0 1 (2 + c) (opt_l _ _ _ (s32_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s32_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s46 IH 1 (2 + c) (opt_r _ _ _ (s32_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s32_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p34 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c13_L : lmoves (s32_board 1 1 0) = [s32_board 0 2 0; s33_board 1 0 1].
Proof. unfold s32_board, s33_board. tf_options. Qed.
Lemma s32_c13_R : rmoves (s32_board 1 1 0) = [s29_board 1; s113_board 1 1 0 0].
Proof. unfold s113_board, s29_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b==1 && c==0 *)
Lemma s32_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 1 1 0 -> fst (s32_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q4] in Hc |- *.
  rewrite tf_game_eq, (s32_c13_L), (s32_c13_R); cbn [map].
  pose proof (use_s32 IH 0 2 0 (opt_l _ _ _ (s32_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 1 (opt_l _ _ _ (s32_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 (opt_r _ _ _ (s32_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH 1 1 0 0 (opt_r _ _ _ (s32_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p17 Ho1 ltac:(zlia)).
  rewrite (s29_p1 Ho2 I).
  rewrite (s113_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s32_c14_L : lmoves (s32_board 1 1 1) = [s32_board 0 2 1; s79_board 1 1 0 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c14_R : rmoves (s32_board 1 1 1) = [s51_board 1 1; s113_board 1 1 1 0].
Proof. unfold s113_board, s32_board, s51_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b==1 && c==1 *)
Lemma s32_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 1 1 1 -> fst (s32_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c14_L), (s32_c14_R); cbn [map].
  pose proof (use_s32 IH 0 2 1 (opt_l _ _ _ (s32_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH 1 1 0 1 (opt_l _ _ _ (s32_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s51 IH 1 1 (opt_r _ _ _ (s32_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH 1 1 1 0 (opt_r _ _ _ (s32_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p22 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c15_L (c : nat) : lmoves (s32_board 1 1 (2 + c)) = [s32_board 0 2 (2 + c); s79_board 1 1 (1 + c) 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c15_R (c : nat) : rmoves (s32_board 1 1 (2 + c)) = [s51_board 1 (2 + c); s113_board 1 1 (2 + c) 0].
Proof. unfold s113_board, s32_board, s51_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b==1 && c>=2 *)
Lemma s32_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 1 1 (2 + c) -> fst (s32_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c15_L c), (s32_c15_R c); cbn [map].
  pose proof (use_s32 IH 0 2 (2 + c) (opt_l _ _ _ (s32_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s32_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s51 IH 1 (2 + c) (opt_r _ _ _ (s32_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s32_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p23 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c16_L (b : nat) : lmoves (s32_board 1 (2 + b) 0) = [s32_board 0 (3 + b) 0; s48_board 1 (1 + b) 0 1].
Proof. unfold s32_board, s48_board. tf_options. Qed.
Lemma s32_c16_R (b : nat) : rmoves (s32_board 1 (2 + b) 0) = [s113_board 1 (2 + b) 0 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b>=2 && c==0 *)
Lemma s32_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 1 (2 + b) 0 -> fst (s32_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c16_L b), (s32_c16_R b); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) 0 (opt_l _ _ _ (s32_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s32_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s32_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s48_p46 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s113_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s113_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s32_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 1 (2 + b) 0 -> fst (s32_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q11] in Hc |- *.
  rewrite tf_game_eq, (s32_c16_L b), (s32_c16_R b); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) 0 (opt_l _ _ _ (s32_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s32_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s32_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s48_p45 Ho1 ltac:(zlia)).
  rewrite (s113_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s32_c17_L (b : nat) : lmoves (s32_board 1 (2 + b) 1) = [s32_board 0 (3 + b) 1; s79_board 1 (2 + b) 0 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c17_R (b : nat) : rmoves (s32_board 1 (2 + b) 1) = [s113_board 1 (2 + b) 1 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b>=2 && c==1 *)
Lemma s32_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 1 (2 + b) 1 -> fst (s32_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s32_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c17_L b), (s32_c17_R b); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) 1 (opt_l _ _ _ (s32_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s32_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s32_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s79_p8 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p26 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p35 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s32_c18_L (b c : nat) : lmoves (s32_board 1 (2 + b) (2 + c)) = [s32_board 0 (3 + b) (2 + c); s79_board 1 (2 + b) (1 + c) 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c18_R (b c : nat) : rmoves (s32_board 1 (2 + b) (2 + c)) = [s113_board 1 (2 + b) (2 + c) 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a==1 && b>=2 && c>=2 *)
Lemma s32_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s32_board 1 (2 + b) (2 + c) -> fst (s32_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c18_L b c), (s32_c18_R b c); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s32_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s32_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s32_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p23 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c19_L (a : nat) : lmoves (s32_board (2 + a) 0 0) = [s32_board (1 + a) 1 0].
Proof. unfold s32_board. tf_options. Qed.
Lemma s32_c19_R (a : nat) : rmoves (s32_board (2 + a) 0 0) = [s18_board (2 + a); s113_board (2 + a) 0 0 0].
Proof. unfold s113_board, s18_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b==0 && c==0 *)
Lemma s32_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 0 0 -> fst (s32_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q10] in Hc |- *.
  rewrite tf_game_eq, (s32_c19_L a), (s32_c19_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 0 (opt_l _ _ _ (s32_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (opt_r _ _ _ (s32_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_r _ _ _ (s32_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c19_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 0 0 -> fst (s32_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q12] in Hc |- *.
  rewrite tf_game_eq, (s32_c19_L a), (s32_c19_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 0 (opt_l _ _ _ (s32_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (opt_r _ _ _ (s32_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_r _ _ _ (s32_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c19_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 0 0 -> fst (s32_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q13] in Hc |- *.
  rewrite tf_game_eq, (s32_c19_L a), (s32_c19_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 0 (opt_l _ _ _ (s32_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (opt_r _ _ _ (s32_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_r _ _ _ (s32_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s32_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 0 0 -> fst (s32_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q14] in Hc |- *.
  rewrite tf_game_eq, (s32_c19_L a), (s32_c19_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 0 (opt_l _ _ _ (s32_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (opt_r _ _ _ (s32_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_r _ _ _ (s32_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s32_c20_L (a : nat) : lmoves (s32_board (2 + a) 0 1) = [s32_board (1 + a) 1 1; s79_board (2 + a) 0 0 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c20_R (a : nat) : rmoves (s32_board (2 + a) 0 1) = [s46_board (2 + a) 1; s113_board (2 + a) 0 1 0].
Proof. unfold s113_board, s32_board, s46_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b==0 && c==1 *)
Lemma s32_c20_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 0 1 -> fst (s32_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q9] in Hc |- *.
  rewrite tf_game_eq, (s32_c20_L a), (s32_c20_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 1 (opt_l _ _ _ (s32_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) 0 0 1 (opt_l _ _ _ (s32_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s46 IH (2 + a) 1 (opt_r _ _ _ (s32_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) 0 1 0 (opt_r _ _ _ (s32_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s79_p38 Ho1 ltac:(zlia)).
    rewrite (s46_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p39 Ho1 ltac:(zlia)).
    rewrite (s46_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p41 Ho1 ltac:(zlia)).
    rewrite (s46_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p43 Ho1 ltac:(zlia)).
    rewrite (s46_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p45 Ho1 ltac:(zlia)).
    rewrite (s46_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s32_c21_L (a c : nat) : lmoves (s32_board (2 + a) 0 (2 + c)) = [s32_board (1 + a) 1 (2 + c); s79_board (2 + a) 0 (1 + c) 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c21_R (a c : nat) : rmoves (s32_board (2 + a) 0 (2 + c)) = [s46_board (2 + a) (2 + c); s113_board (2 + a) 0 (2 + c) 0].
Proof. unfold s113_board, s32_board, s46_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b==0 && c>=2 *)
Lemma s32_c21_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s32_board (2 + a) 0 (2 + c) -> fst (s32_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q9] in Hc |- *.
  rewrite tf_game_eq, (s32_c21_L a c), (s32_c21_R a c); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s32_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s32_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s46 IH (2 + a) (2 + c) (opt_r _ _ _ (s32_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s32_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p34 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s32_c22_L (a : nat) : lmoves (s32_board (2 + a) 1 0) = [s32_board (1 + a) 2 0; s33_board (2 + a) 0 1].
Proof. unfold s32_board, s33_board. tf_options. Qed.
Lemma s32_c22_R (a : nat) : rmoves (s32_board (2 + a) 1 0) = [s29_board (2 + a); s113_board (2 + a) 1 0 0].
Proof. unfold s113_board, s29_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b==1 && c==0 *)
Lemma s32_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 1 0 -> fst (s32_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q4] in Hc |- *.
  rewrite tf_game_eq, (s32_c22_L a), (s32_c22_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 0 (opt_l _ _ _ (s32_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 1 (opt_l _ _ _ (s32_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) (opt_r _ _ _ (s32_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) 1 0 0 (opt_r _ _ _ (s32_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p11 Ho0 ltac:(zlia)).
  rewrite (s33_p22 Ho1 ltac:(zlia)).
  rewrite (s29_p1 Ho2 I).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|[Hp3|Hp3]]].
  {
    rewrite (s113_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s113_p20 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s113_p22 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s113_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s32_c23_L (a : nat) : lmoves (s32_board (2 + a) 1 1) = [s32_board (1 + a) 2 1; s79_board (2 + a) 1 0 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c23_R (a : nat) : rmoves (s32_board (2 + a) 1 1) = [s51_board (2 + a) 1; s113_board (2 + a) 1 1 0].
Proof. unfold s113_board, s32_board, s51_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b==1 && c==1 *)
Lemma s32_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 1 1 -> fst (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c23_L a), (s32_c23_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 1 (opt_l _ _ _ (s32_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) 1 0 1 (opt_l _ _ _ (s32_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s51 IH (2 + a) 1 (opt_r _ _ _ (s32_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) 1 1 0 (opt_r _ _ _ (s32_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p22 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s51_p1 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s51_p3 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s51_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s32_c24_L (a c : nat) : lmoves (s32_board (2 + a) 1 (2 + c)) = [s32_board (1 + a) 2 (2 + c); s79_board (2 + a) 1 (1 + c) 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c24_R (a c : nat) : rmoves (s32_board (2 + a) 1 (2 + c)) = [s51_board (2 + a) (2 + c); s113_board (2 + a) 1 (2 + c) 0].
Proof. unfold s113_board, s32_board, s51_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b==1 && c>=2 *)
Lemma s32_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s32_board (2 + a) 1 (2 + c) -> fst (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c24_L a c), (s32_c24_R a c); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s32_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s32_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s51 IH (2 + a) (2 + c) (opt_r _ _ _ (s32_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s32_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p23 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s51_p3 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s51_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s32_c25_L (a b : nat) : lmoves (s32_board (2 + a) (2 + b) 0) = [s32_board (1 + a) (3 + b) 0; s48_board (2 + a) (1 + b) 0 1].
Proof. unfold s32_board, s48_board. tf_options. Qed.
Lemma s32_c25_R (a b : nat) : rmoves (s32_board (2 + a) (2 + b) 0) = [s113_board (2 + a) (2 + b) 0 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b>=2 && c==0 *)
Lemma s32_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 0 -> fst (s32_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c25_L a b), (s32_c25_R a b); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s32_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s32_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s32_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s48_p46 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s32_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 0 -> fst (s32_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q11] in Hc |- *.
  rewrite tf_game_eq, (s32_c25_L a b), (s32_c25_R a b); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s32_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s32_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s32_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s48_p45 Ho1 ltac:(zlia)).
  rewrite (s113_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s32_c26_L (a b : nat) : lmoves (s32_board (2 + a) (2 + b) 1) = [s32_board (1 + a) (3 + b) 1; s79_board (2 + a) (2 + b) 0 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c26_R (a b : nat) : rmoves (s32_board (2 + a) (2 + b) 1) = [s113_board (2 + a) (2 + b) 1 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b>=2 && c==1 *)
Lemma s32_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 1 -> fst (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c26_L a b), (s32_c26_R a b); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s32_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s32_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s32_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p11 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p26 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s32_c27_L (a b c : nat) : lmoves (s32_board (2 + a) (2 + b) (2 + c)) = [s32_board (1 + a) (3 + b) (2 + c); s79_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s32_board, s79_board. tf_options. Qed.
Lemma s32_c27_R (a b c : nat) : rmoves (s32_board (2 + a) (2 + b) (2 + c)) = [s113_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s113_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b F T^c _^2 F on a>=2 && b>=2 && c>=2 *)
Lemma s32_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s32_board (2 + a) (2 + b) (2 + c) -> fst (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c27_L a b c), (s32_c27_R a b c); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s32_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s32_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s32_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p23 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c1_L : lmoves (s33_board 0 0 0) = [].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c1_R : rmoves (s33_board 0 0 0) = [strip [(1, 1); (2, 1)] ([]) []; strip [(2, 2)] ([E]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c1_R1 : tf_norm (strip [(1, 1); (2, 1)] ([]) []) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(1, 1); (2, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s33_c1_R2 : tf_norm (strip [(2, 2)] ([E]) []) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(2, 2)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b==0 && c==0 *)
Lemma s33_c1_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 0 0 -> fst (s33_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q2] in Hc |- *.
  rewrite tf_game_eq, (s33_c1_L), (s33_c1_R); cbn [map].
  rewrite (tf_norm_blank (s33_c1_R1)).
  rewrite (tf_norm_blank (s33_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c2_L : lmoves (s33_board 0 0 1) = [strip [(2, 1)] ([E; T; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c2_L1 : tf_norm (strip [(2, 1)] ([E; T; F]) []) (s62_board 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c2_R : rmoves (s33_board 0 0 1) = [strip [(1, 1)] ([E; T; E; F]) []; strip [(2, 1)] ([T; F; E]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c2_R1 : tf_norm (strip [(1, 1)] ([E; T; E; F]) []) (s37_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c2_R2 : tf_norm (strip [(2, 1)] ([T; F; E]) []) (s63_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b==0 && c==1 *)
Lemma s33_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 0 1 -> fst (s33_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q2] in Hc |- *.
  rewrite tf_game_eq, (s33_c2_L), (s33_c2_R); cbn [map].
  rewrite (tf_norm_game (s33_c2_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s33_c2_L) ltac:(cbn [In]; left; reflexivity) (s33_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s33_c2_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s33_c2_R) ltac:(cbn [In]; left; reflexivity) (s33_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s33_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s33_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c2_R2))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c3_L (c : nat) : lmoves (s33_board 0 0 (2 + c)) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c3_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; T; F]) []) (s64_board 0 (1 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c3_R (c : nat) : rmoves (s33_board 0 0 (2 + c)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c3_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []) (s37_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c3_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; E]) []) (s63_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b==0 && c>=2 *)
Lemma s33_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 0 (2 + c) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c3_L c), (s33_c3_R c); cbn [map].
  rewrite (tf_norm_game (s33_c3_L1 c)).
  pose proof (use_s64 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s33_c3_L c) ltac:(cbn [In]; left; reflexivity) (s33_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s33_c3_R1 c)).
  pose proof (use_s37 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s33_c3_R c) ltac:(cbn [In]; left; reflexivity) (s33_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s33_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s33_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c3_R2 c))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 0 (2 + c) -> fst (s33_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q5] in Hc |- *.
  rewrite tf_game_eq, (s33_c3_L c), (s33_c3_R c); cbn [map].
  rewrite (tf_norm_game (s33_c3_L1 c)).
  pose proof (use_s64 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s33_c3_L c) ltac:(cbn [In]; left; reflexivity) (s33_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s33_c3_R1 c)).
  pose proof (use_s37 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s33_c3_R c) ltac:(cbn [In]; left; reflexivity) (s33_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s33_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s33_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c3_R2 c))) as Ho2.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p4 Ho1 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c3_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 0 (2 + c) -> fst (s33_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q6] in Hc |- *.
  rewrite tf_game_eq, (s33_c3_L c), (s33_c3_R c); cbn [map].
  rewrite (tf_norm_game (s33_c3_L1 c)).
  pose proof (use_s64 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s33_c3_L c) ltac:(cbn [In]; left; reflexivity) (s33_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s33_c3_R1 c)).
  pose proof (use_s37 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s33_c3_R c) ltac:(cbn [In]; left; reflexivity) (s33_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s33_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s33_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c3_R2 c))) as Ho2.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c4_L : lmoves (s33_board 0 1 0) = [strip [(3, 1)] ([T; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c4_L1 : tf_norm (strip [(3, 1)] ([T; F]) []) (s62_board 0) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c4_R : rmoves (s33_board 0 1 0) = [strip [(1, 1)] ([T; E; E; F]) []; s30_board 0 1].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s33_c4_R1 : tf_norm (strip [(1, 1)] ([T; E; E; F]) []) (s28_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b==1 && c==0 *)
Lemma s33_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 1 0 -> fst (s33_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q1] in Hc |- *.
  rewrite tf_game_eq, (s33_c4_L), (s33_c4_R); cbn [map].
  rewrite (tf_norm_game (s33_c4_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s33_c4_L) ltac:(cbn [In]; left; reflexivity) (s33_c4_L1))) as Ho0.
  rewrite (tf_norm_game (s33_c4_R1)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s33_c4_R) ltac:(cbn [In]; left; reflexivity) (s33_c4_R1))) as Ho1.
  pose proof (use_s30 IH 0 1 (opt_r _ _ _ (s33_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-3) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c5_L : lmoves (s33_board 0 1 1) = [s54_board 0 1 0].
Proof. unfold s33_board, s54_board. tf_options. Qed.
Lemma s33_c5_R : rmoves (s33_board 0 1 1) = [strip [(1, 1)] ([T; E; T; E; F]) []; s55_board 0 1 1].
Proof. unfold s33_board, s55_board, strip. tf_options. Qed.
Lemma s33_c5_R1 : tf_norm (strip [(1, 1)] ([T; E; T; E; F]) []) (s43_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b==1 && c==1 *)
Lemma s33_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 1 1 -> fst (s33_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q7] in Hc |- *.
  rewrite tf_game_eq, (s33_c5_L), (s33_c5_R); cbn [map].
  pose proof (use_s54 IH 0 1 0 (opt_l _ _ _ (s33_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c5_R1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s33_c5_R) ltac:(cbn [In]; left; reflexivity) (s33_c5_R1))) as Ho1.
  pose proof (use_s55 IH 0 1 1 (opt_r _ _ _ (s33_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s54_p1 Ho0 ltac:(zlia)).
  rewrite (s43_p9 Ho1 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c6_L (c : nat) : lmoves (s33_board 0 1 (2 + c)) = [s54_board 0 1 (1 + c)].
Proof. unfold s33_board, s54_board. tf_options. Qed.
Lemma s33_c6_R (c : nat) : rmoves (s33_board 0 1 (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []; s55_board 0 1 (2 + c)].
Proof. unfold s33_board, s55_board, strip. tf_options. Qed.
Lemma s33_c6_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []) (s43_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b==1 && c>=2 *)
Lemma s33_c6_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 1 (2 + c) -> fst (s33_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q6] in Hc |- *.
  rewrite tf_game_eq, (s33_c6_L c), (s33_c6_R c); cbn [map].
  pose proof (use_s54 IH 0 1 (1 + c) (opt_l _ _ _ (s33_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c6_R1 c)).
  pose proof (use_s43 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s33_c6_R c) ltac:(cbn [In]; left; reflexivity) (s33_c6_R1 c))) as Ho1.
  pose proof (use_s55 IH 0 1 (2 + c) (opt_r _ _ _ (s33_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  rewrite (s43_p6 Ho1 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 1 (2 + c) -> fst (s33_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q8] in Hc |- *.
  rewrite tf_game_eq, (s33_c6_L c), (s33_c6_R c); cbn [map].
  pose proof (use_s54 IH 0 1 (1 + c) (opt_l _ _ _ (s33_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c6_R1 c)).
  pose proof (use_s43 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s33_c6_R c) ltac:(cbn [In]; left; reflexivity) (s33_c6_R1 c))) as Ho1.
  pose proof (use_s55 IH 0 1 (2 + c) (opt_r _ _ _ (s33_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p4 Ho1 ltac:(zlia)).
  rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c7_L (b : nat) : lmoves (s33_board 0 (2 + b) 0) = [s50_board 0 (1 + b) 0].
Proof. unfold s33_board, s50_board. tf_options. Qed.
Lemma s33_c7_R (b : nat) : rmoves (s33_board 0 (2 + b) 0) = [s30_board 0 (2 + b)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b>=2 && c==0 *)
Lemma s33_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 -> fst (s33_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q10] in Hc |- *.
  rewrite tf_game_eq, (s33_c7_L b), (s33_c7_R b); cbn [map].
  pose proof (use_s50 IH 0 (1 + b) 0 (opt_l _ _ _ (s33_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (opt_r _ _ _ (s33_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c7_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 -> fst (s33_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q15] in Hc |- *.
  rewrite tf_game_eq, (s33_c7_L b), (s33_c7_R b); cbn [map].
  pose proof (use_s50 IH 0 (1 + b) 0 (opt_l _ _ _ (s33_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (opt_r _ _ _ (s33_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s33_c7_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 -> fst (s33_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q16] in Hc |- *.
  rewrite tf_game_eq, (s33_c7_L b), (s33_c7_R b); cbn [map].
  pose proof (use_s50 IH 0 (1 + b) 0 (opt_l _ _ _ (s33_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (opt_r _ _ _ (s33_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s33_c8_L (b : nat) : lmoves (s33_board 0 (2 + b) 1) = [s54_board 0 (2 + b) 0].
Proof. unfold s33_board, s54_board. tf_options. Qed.
Lemma s33_c8_R (b : nat) : rmoves (s33_board 0 (2 + b) 1) = [s55_board 0 (2 + b) 1].
Proof. unfold s33_board, s55_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b>=2 && c==1 *)
Lemma s33_c8_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 1 -> fst (s33_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s33_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q12] in Hc |- *.
  rewrite tf_game_eq, (s33_c8_L b), (s33_c8_R b); cbn [map].
  pose proof (use_s54 IH 0 (2 + b) 0 (opt_l _ _ _ (s33_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 0 (2 + b) 1 (opt_r _ _ _ (s33_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c9_L (b c : nat) : lmoves (s33_board 0 (2 + b) (2 + c)) = [s54_board 0 (2 + b) (1 + c)].
Proof. unfold s33_board, s54_board. tf_options. Qed.
Lemma s33_c9_R (b c : nat) : rmoves (s33_board 0 (2 + b) (2 + c)) = [s55_board 0 (2 + b) (2 + c)].
Proof. unfold s33_board, s55_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==0 && b>=2 && c>=2 *)
Lemma s33_c9_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 0 (2 + b) (2 + c) -> fst (s33_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c9_L b c), (s33_c9_R b c); cbn [map].
  pose proof (use_s54 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s33_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s33_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s33_c9_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 0 (2 + b) (2 + c) -> fst (s33_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q13] in Hc |- *.
  rewrite tf_game_eq, (s33_c9_L b c), (s33_c9_R b c); cbn [map].
  pose proof (use_s54 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s33_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s33_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s33_c9_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 0 (2 + b) (2 + c) -> fst (s33_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q14] in Hc |- *.
  rewrite tf_game_eq, (s33_c9_L b c), (s33_c9_R b c); cbn [map].
  pose proof (use_s54 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s33_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s33_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s33_c10_L : lmoves (s33_board 1 0 0) = [s48_board 0 1 0 0].
Proof. unfold s33_board, s48_board. tf_options. Qed.
Lemma s33_c10_R : rmoves (s33_board 1 0 0) = [s32_board 1 0 0; s30_board 1 0].
Proof. unfold s30_board, s32_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b==0 && c==0 *)
Lemma s33_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 0 0 -> fst (s33_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q1] in Hc |- *.
  rewrite tf_game_eq, (s33_c10_L), (s33_c10_R); cbn [map].
  pose proof (use_s48 IH 0 1 0 0 (opt_l _ _ _ (s33_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 0 0 (opt_r _ _ _ (s33_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 0 (opt_r _ _ _ (s33_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s48_p18 Ho0 ltac:(zlia)).
  rewrite (s32_p1 Ho1 ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c11_L : lmoves (s33_board 1 0 1) = [s48_board 0 1 0 1; s54_board 1 0 0].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c11_R : rmoves (s33_board 1 0 1) = [s79_board 1 0 0 1; s55_board 1 0 1].
Proof. unfold s33_board, s55_board, s79_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b==0 && c==1 *)
Lemma s33_c11_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 0 1 -> fst (s33_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q17] in Hc |- *.
  rewrite tf_game_eq, (s33_c11_L), (s33_c11_R); cbn [map].
  pose proof (use_s48 IH 0 1 0 1 (opt_l _ _ _ (s33_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 0 (opt_l _ _ _ (s33_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 1 0 0 1 (opt_r _ _ _ (s33_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH 1 0 1 (opt_r _ _ _ (s33_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p19 Ho0 ltac:(zlia)).
  rewrite (s54_p1 Ho1 ltac:(zlia)).
  rewrite (s79_p29 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s33_c12_L (c : nat) : lmoves (s33_board 1 0 (2 + c)) = [s48_board 0 1 0 (2 + c); s54_board 1 0 (1 + c)].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c12_R (c : nat) : rmoves (s33_board 1 0 (2 + c)) = [s79_board 1 0 0 (2 + c); s55_board 1 0 (2 + c)].
Proof. unfold s33_board, s55_board, s79_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b==0 && c>=2 *)
Lemma s33_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 0 (2 + c) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c12_L c), (s33_c12_R c); cbn [map].
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_l _ _ _ (s33_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 (1 + c) (opt_l _ _ _ (s33_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 1 0 0 (2 + c) (opt_r _ _ _ (s33_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH 1 0 (2 + c) (opt_r _ _ _ (s33_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p20 Ho0 ltac:(zlia)).
  rewrite (s54_p10 Ho1 ltac:(zlia)).
  rewrite (s79_p30 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c12_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 0 (2 + c) -> fst (s33_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c12_L c), (s33_c12_R c); cbn [map].
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_l _ _ _ (s33_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 (1 + c) (opt_l _ _ _ (s33_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 1 0 0 (2 + c) (opt_r _ _ _ (s33_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH 1 0 (2 + c) (opt_r _ _ _ (s33_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s54_p3 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c12_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 0 (2 + c) -> fst (s33_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q18] in Hc |- *.
  rewrite tf_game_eq, (s33_c12_L c), (s33_c12_R c); cbn [map].
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_l _ _ _ (s33_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 (1 + c) (opt_l _ _ _ (s33_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 1 0 0 (2 + c) (opt_r _ _ _ (s33_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH 1 0 (2 + c) (opt_r _ _ _ (s33_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c13_L : lmoves (s33_board 1 1 0) = [s48_board 0 1 1 0; s49_board 1 0].
Proof. unfold s33_board, s48_board, s49_board. tf_options. Qed.
Lemma s33_c13_R : rmoves (s33_board 1 1 0) = [s32_board 1 0 1; s30_board 1 1].
Proof. unfold s30_board, s32_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b==1 && c==0 *)
Lemma s33_c13_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 1 0 -> fst (s33_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q19] in Hc |- *.
  rewrite tf_game_eq, (s33_c13_L), (s33_c13_R); cbn [map].
  pose proof (use_s48 IH 0 1 1 0 (opt_l _ _ _ (s33_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s49 IH 1 0 (opt_l _ _ _ (s33_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 1 0 1 (opt_r _ _ _ (s33_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (opt_r _ _ _ (s33_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s49_p4 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s30_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c14_L : lmoves (s33_board 1 1 1) = [s48_board 0 1 1 1; s54_board 1 1 0].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c14_R : rmoves (s33_board 1 1 1) = [s79_board 1 0 1 1; s55_board 1 1 1].
Proof. unfold s33_board, s55_board, s79_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b==1 && c==1 *)
Lemma s33_c14_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 1 1 -> fst (s33_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q21] in Hc |- *.
  rewrite tf_game_eq, (s33_c14_L), (s33_c14_R); cbn [map].
  pose proof (use_s48 IH 0 1 1 1 (opt_l _ _ _ (s33_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 1 0 (opt_l _ _ _ (s33_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 1 0 1 1 (opt_r _ _ _ (s33_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH 1 1 1 (opt_r _ _ _ (s33_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p24 Ho0 ltac:(zlia)).
  rewrite (s54_p12 Ho1 ltac:(zlia)).
  rewrite (s79_p34 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c15_L (c : nat) : lmoves (s33_board 1 1 (2 + c)) = [s48_board 0 1 1 (2 + c); s54_board 1 1 (1 + c)].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c15_R (c : nat) : rmoves (s33_board 1 1 (2 + c)) = [s79_board 1 0 1 (2 + c); s55_board 1 1 (2 + c)].
Proof. unfold s33_board, s55_board, s79_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b==1 && c>=2 *)
Lemma s33_c15_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 1 (2 + c) -> fst (s33_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q8] in Hc |- *.
  rewrite tf_game_eq, (s33_c15_L c), (s33_c15_R c); cbn [map].
  pose proof (use_s48 IH 0 1 1 (2 + c) (opt_l _ _ _ (s33_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 1 (1 + c) (opt_l _ _ _ (s33_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 1 0 1 (2 + c) (opt_r _ _ _ (s33_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH 1 1 (2 + c) (opt_r _ _ _ (s33_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p25 Ho0 ltac:(zlia)).
  rewrite (s54_p6 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c15_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 1 (2 + c) -> fst (s33_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q18] in Hc |- *.
  rewrite tf_game_eq, (s33_c15_L c), (s33_c15_R c); cbn [map].
  pose proof (use_s48 IH 0 1 1 (2 + c) (opt_l _ _ _ (s33_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 1 (1 + c) (opt_l _ _ _ (s33_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 1 0 1 (2 + c) (opt_r _ _ _ (s33_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH 1 1 (2 + c) (opt_r _ _ _ (s33_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p26 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c16_L (b : nat) : lmoves (s33_board 1 (2 + b) 0) = [s48_board 0 1 (2 + b) 0; s50_board 1 (1 + b) 0].
Proof. unfold s33_board, s48_board, s50_board. tf_options. Qed.
Lemma s33_c16_R (b : nat) : rmoves (s33_board 1 (2 + b) 0) = [s30_board 1 (2 + b)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b>=2 && c==0 *)
Lemma s33_c16_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 -> fst (s33_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q15] in Hc |- *.
  rewrite tf_game_eq, (s33_c16_L b), (s33_c16_R b); cbn [map].
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s33_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (1 + b) 0 (opt_l _ _ _ (s33_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (opt_r _ _ _ (s33_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p33 Ho0 ltac:(zlia)).
  rewrite (s50_p6 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c16_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 -> fst (s33_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q16] in Hc |- *.
  rewrite tf_game_eq, (s33_c16_L b), (s33_c16_R b); cbn [map].
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s33_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (1 + b) 0 (opt_l _ _ _ (s33_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (opt_r _ _ _ (s33_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p34 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c16_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 -> fst (s33_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q19] in Hc |- *.
  rewrite tf_game_eq, (s33_c16_L b), (s33_c16_R b); cbn [map].
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s33_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (1 + b) 0 (opt_l _ _ _ (s33_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (opt_r _ _ _ (s33_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s50_p4 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c17_L (b : nat) : lmoves (s33_board 1 (2 + b) 1) = [s48_board 0 1 (2 + b) 1; s54_board 1 (2 + b) 0].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c17_R (b : nat) : rmoves (s33_board 1 (2 + b) 1) = [s55_board 1 (2 + b) 1].
Proof. unfold s33_board, s55_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b>=2 && c==1 *)
Lemma s33_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 1 -> fst (s33_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s33_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q12] in Hc |- *.
  rewrite tf_game_eq, (s33_c17_L b), (s33_c17_R b); cbn [map].
  pose proof (use_s48 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s33_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 (2 + b) 0 (opt_l _ _ _ (s33_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s55 IH 1 (2 + b) 1 (opt_r _ _ _ (s33_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p27 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c18_L (b c : nat) : lmoves (s33_board 1 (2 + b) (2 + c)) = [s48_board 0 1 (2 + b) (2 + c); s54_board 1 (2 + b) (1 + c)].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c18_R (b c : nat) : rmoves (s33_board 1 (2 + b) (2 + c)) = [s55_board 1 (2 + b) (2 + c)].
Proof. unfold s33_board, s55_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a==1 && b>=2 && c>=2 *)
Lemma s33_c18_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 1 (2 + b) (2 + c) -> fst (s33_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c18_L b c), (s33_c18_R b c); cbn [map].
  pose proof (use_s48 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s33_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s33_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s33_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p31 Ho0 ltac:(zlia)).
  rewrite (s54_p7 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c18_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 1 (2 + b) (2 + c) -> fst (s33_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q13] in Hc |- *.
  rewrite tf_game_eq, (s33_c18_L b c), (s33_c18_R b c); cbn [map].
  pose proof (use_s48 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s33_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s33_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s33_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p29 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c18_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 1 (2 + b) (2 + c) -> fst (s33_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q14] in Hc |- *.
  rewrite tf_game_eq, (s33_c18_L b c), (s33_c18_R b c); cbn [map].
  pose proof (use_s48 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s33_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s33_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s33_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p32 Ho0 ltac:(zlia)).
  rewrite (s54_p9 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c19_L (a : nat) : lmoves (s33_board (2 + a) 0 0) = [s48_board (1 + a) 1 0 0].
Proof. unfold s33_board, s48_board. tf_options. Qed.
Lemma s33_c19_R (a : nat) : rmoves (s33_board (2 + a) 0 0) = [s32_board (2 + a) 0 0; s30_board (2 + a) 0].
Proof. unfold s30_board, s32_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b==0 && c==0 *)
Lemma s33_c19_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 -> fst (s33_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q20] in Hc |- *.
  rewrite tf_game_eq, (s33_c19_L a), (s33_c19_R a); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 0 0 (opt_l _ _ _ (s33_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) 0 0 (opt_r _ _ _ (s33_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 0 (opt_r _ _ _ (s33_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s48_p64 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s32_p10 Ho1 ltac:(zlia)).
    rewrite (s30_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s32_p12 Ho1 ltac:(zlia)).
    rewrite (s30_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s32_p13 Ho1 ltac:(zlia)).
    rewrite (s30_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s32_p14 Ho1 ltac:(zlia)).
    rewrite (s30_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s33_c20_L (a : nat) : lmoves (s33_board (2 + a) 0 1) = [s48_board (1 + a) 1 0 1; s54_board (2 + a) 0 0].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c20_R (a : nat) : rmoves (s33_board (2 + a) 0 1) = [s79_board (2 + a) 0 0 1; s55_board (2 + a) 0 1].
Proof. unfold s33_board, s55_board, s79_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b==0 && c==1 *)
Lemma s33_c20_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 1 -> fst (s33_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q22] in Hc |- *.
  rewrite tf_game_eq, (s33_c20_L a), (s33_c20_R a); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 0 1 (opt_l _ _ _ (s33_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 0 (opt_l _ _ _ (s33_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH (2 + a) 0 0 1 (opt_r _ _ _ (s33_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH (2 + a) 0 1 (opt_r _ _ _ (s33_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p45 Ho0 ltac:(zlia)).
  rewrite (s54_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s79_p38 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p39 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p41 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p43 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p45 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s33_c21_L (a c : nat) : lmoves (s33_board (2 + a) 0 (2 + c)) = [s48_board (1 + a) 1 0 (2 + c); s54_board (2 + a) 0 (1 + c)].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c21_R (a c : nat) : rmoves (s33_board (2 + a) 0 (2 + c)) = [s79_board (2 + a) 0 0 (2 + c); s55_board (2 + a) 0 (2 + c)].
Proof. unfold s33_board, s55_board, s79_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b==0 && c>=2 *)
Lemma s33_c21_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s33_board (2 + a) 0 (2 + c) -> fst (s33_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c21_L a c), (s33_c21_R a c); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s33_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 (1 + c) (opt_l _ _ _ (s33_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s33_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s33_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p65 Ho0 ltac:(zlia)).
  rewrite (s54_p3 Ho1 ltac:(zlia)).
  rewrite (s79_p32 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c21_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s33_board (2 + a) 0 (2 + c) -> fst (s33_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q18] in Hc |- *.
  rewrite tf_game_eq, (s33_c21_L a c), (s33_c21_R a c); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s33_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 (1 + c) (opt_l _ _ _ (s33_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s33_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s33_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p66 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 6 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p32 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p44 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p46 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s33_c22_L (a : nat) : lmoves (s33_board (2 + a) 1 0) = [s48_board (1 + a) 1 1 0; s49_board (2 + a) 0].
Proof. unfold s33_board, s48_board, s49_board. tf_options. Qed.
Lemma s33_c22_R (a : nat) : rmoves (s33_board (2 + a) 1 0) = [s32_board (2 + a) 0 1; s30_board (2 + a) 1].
Proof. unfold s30_board, s32_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b==1 && c==0 *)
Lemma s33_c22_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 0 -> fst (s33_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q20] in Hc |- *.
  rewrite tf_game_eq, (s33_c22_L a), (s33_c22_R a); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 1 0 (opt_l _ _ _ (s33_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s49 IH (2 + a) 0 (opt_l _ _ _ (s33_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH (2 + a) 0 1 (opt_r _ _ _ (s33_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (opt_r _ _ _ (s33_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s48_p28 Ho0 ltac:(zlia)).
    rewrite (s49_p5 Ho1 ltac:(zlia)).
    rewrite (s32_p9 Ho2 ltac:(zlia)).
    rewrite (s30_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p77 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s49_p5 Ho1 ltac:(zlia)).
      rewrite (s32_p9 Ho2 ltac:(zlia)).
      rewrite (s30_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
    {
      rewrite (s49_p6 Ho1 ltac:(zlia)).
      rewrite (s32_p9 Ho2 ltac:(zlia)).
      rewrite (s30_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
  }
Qed.

Lemma s33_c23_L (a : nat) : lmoves (s33_board (2 + a) 1 1) = [s48_board (1 + a) 1 1 1; s54_board (2 + a) 1 0].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c23_R (a : nat) : rmoves (s33_board (2 + a) 1 1) = [s79_board (2 + a) 0 1 1; s55_board (2 + a) 1 1].
Proof. unfold s33_board, s55_board, s79_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b==1 && c==1 *)
Lemma s33_c23_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 1 -> fst (s33_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q21] in Hc |- *.
  rewrite tf_game_eq, (s33_c23_L a), (s33_c23_R a); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 1 1 (opt_l _ _ _ (s33_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 1 0 (opt_l _ _ _ (s33_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH (2 + a) 0 1 1 (opt_r _ _ _ (s33_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH (2 + a) 1 1 (opt_r _ _ _ (s33_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p67 Ho0 ltac:(zlia)).
  rewrite (s54_p12 Ho1 ltac:(zlia)).
  rewrite (s79_p34 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 1 -> fst (s33_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q23] in Hc |- *.
  rewrite tf_game_eq, (s33_c23_L a), (s33_c23_R a); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 1 1 (opt_l _ _ _ (s33_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 1 0 (opt_l _ _ _ (s33_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH (2 + a) 0 1 1 (opt_r _ _ _ (s33_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH (2 + a) 1 1 (opt_r _ _ _ (s33_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p49 Ho0 ltac:(zlia)).
  rewrite (s54_p14 Ho1 ltac:(zlia)).
  rewrite (s79_p34 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c24_L (a c : nat) : lmoves (s33_board (2 + a) 1 (2 + c)) = [s48_board (1 + a) 1 1 (2 + c); s54_board (2 + a) 1 (1 + c)].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c24_R (a c : nat) : rmoves (s33_board (2 + a) 1 (2 + c)) = [s79_board (2 + a) 0 1 (2 + c); s55_board (2 + a) 1 (2 + c)].
Proof. unfold s33_board, s55_board, s79_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b==1 && c>=2 *)
Lemma s33_c24_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s33_board (2 + a) 1 (2 + c) -> fst (s33_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q18] in Hc |- *.
  rewrite tf_game_eq, (s33_c24_L a c), (s33_c24_R a c); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s33_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s33_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s33_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s55 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s33_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s48_p50 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p68 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p69 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s33_c25_L (a b : nat) : lmoves (s33_board (2 + a) (2 + b) 0) = [s48_board (1 + a) 1 (2 + b) 0; s50_board (2 + a) (1 + b) 0].
Proof. unfold s33_board, s48_board, s50_board. tf_options. Qed.
Lemma s33_c25_R (a b : nat) : rmoves (s33_board (2 + a) (2 + b) 0) = [s30_board (2 + a) (2 + b)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b>=2 && c==0 *)
Lemma s33_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 0 -> fst (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c25_L a b), (s33_c25_R a b); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s33_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s33_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (opt_r _ _ _ (s33_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p70 Ho0 ltac:(zlia)).
  rewrite (s50_p8 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c25_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 0 -> fst (s33_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q15] in Hc |- *.
  rewrite tf_game_eq, (s33_c25_L a b), (s33_c25_R a b); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s33_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s33_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (opt_r _ _ _ (s33_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s48_p51 Ho0 ltac:(zlia)).
    rewrite (s50_p8 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p73 Ho0 ltac:(zlia)).
    rewrite (s50_p8 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s33_c25_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 0 -> fst (s33_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q16] in Hc |- *.
  rewrite tf_game_eq, (s33_c25_L a b), (s33_c25_R a b); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s33_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s33_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (opt_r _ _ _ (s33_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p16 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c26_L (a b : nat) : lmoves (s33_board (2 + a) (2 + b) 1) = [s48_board (1 + a) 1 (2 + b) 1; s54_board (2 + a) (2 + b) 0].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c26_R (a b : nat) : rmoves (s33_board (2 + a) (2 + b) 1) = [s55_board (2 + a) (2 + b) 1].
Proof. unfold s33_board, s55_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b>=2 && c==1 *)
Lemma s33_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 1 -> fst (s33_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s33_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q12] in Hc |- *.
  rewrite tf_game_eq, (s33_c26_L a b), (s33_c26_R a b); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s33_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s33_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s55 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s33_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p71 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c27_L (a b c : nat) : lmoves (s33_board (2 + a) (2 + b) (2 + c)) = [s48_board (1 + a) 1 (2 + b) (2 + c); s54_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s33_board, s48_board, s54_board. tf_options. Qed.
Lemma s33_c27_R (a b c : nat) : rmoves (s33_board (2 + a) (2 + b) (2 + c)) = [s55_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s33_board, s55_board. tf_options. Qed.
(* s33 = T^a _^2 T^b F T^c _ F on a>=2 && b>=2 && c>=2 *)
Lemma s33_c27_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s33_board (2 + a) (2 + b) (2 + c) -> fst (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c27_L a b c), (s33_c27_R a b c); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s33_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s33_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s55 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s33_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p31 Ho0 ltac:(zlia)).
  rewrite (s54_p7 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c27_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s33_board (2 + a) (2 + b) (2 + c) -> fst (s33_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q13] in Hc |- *.
  rewrite tf_game_eq, (s33_c27_L a b c), (s33_c27_R a b c); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s33_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s33_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s55 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s33_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p12 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c27_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s33_board (2 + a) (2 + b) (2 + c) -> fst (s33_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q14] in Hc |- *.
  rewrite tf_game_eq, (s33_c27_L a b c), (s33_c27_R a b c); cbn [map].
  pose proof (use_s48 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s33_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s33_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s55 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s33_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p72 Ho0 ltac:(zlia)).
  rewrite (s54_p9 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c1_L : lmoves (s34_board 0) = [strip [(0, 1)] ([E; T; E; E; T; F; F]) []].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F; F]) []) (s21_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s34_c1_R : rmoves (s34_board 0) = [strip [(0, 1)] ([T; E; E; F; T; E; F]) []].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; E; F]) []) (s33_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a F T _^3 T F^2 on a==0 *)
Lemma s34_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 0 -> fst (s34_q1 (Z.of_nat 0)) -> tf_game x == snd (s34_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q1] in Hc |- *.
  rewrite tf_game_eq, (s34_c1_L), (s34_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s34_c1_L1)).
  pose proof (use_s21 IH 0 1 (opt_norm_l _ _ _ _ _ (s34_c1_L) ltac:(cbn [In]; left; reflexivity) (s34_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s34_c1_R1)).
  pose proof (use_s33 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s34_c1_R) ltac:(cbn [In]; left; reflexivity) (s34_c1_R1))) as Ho1.
  rewrite (s21_p2 Ho0 ltac:(zlia)).
  rewrite (s33_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c2_L : lmoves (s34_board 1) = [s70_board 1 1].
Proof. unfold s34_board, s70_board. tf_options. Qed.
Lemma s34_c2_R : rmoves (s34_board 1) = [s127_board 1 0 1].
Proof. unfold s127_board, s34_board. tf_options. Qed.
(* s34 = T^a F T _^3 T F^2 on a==1 *)
Lemma s34_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 1 -> fst (s34_q1 (Z.of_nat 1)) -> tf_game x == snd (s34_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q1] in Hc |- *.
  rewrite tf_game_eq, (s34_c2_L), (s34_c2_R); cbn [map].
  pose proof (use_s70 IH 1 1 (opt_l _ _ _ (s34_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH 1 0 1 (opt_r _ _ _ (s34_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s70_p2 Ho0 ltac:(zlia)).
  rewrite (s127_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c3_L (a : nat) : lmoves (s34_board (2 + a)) = [s70_board (2 + a) 1].
Proof. unfold s34_board, s70_board. tf_options. Qed.
Lemma s34_c3_R (a : nat) : rmoves (s34_board (2 + a)) = [s127_board (2 + a) 0 1].
Proof. unfold s127_board, s34_board. tf_options. Qed.
(* s34 = T^a F T _^3 T F^2 on a>=2 *)
Lemma s34_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s34_board (2 + a) -> fst (s34_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s34_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s34_q2] in Hc |- *.
  rewrite tf_game_eq, (s34_c3_L a), (s34_c3_R a); cbn [map].
  pose proof (use_s70 IH (2 + a) 1 (opt_l _ _ _ (s34_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH (2 + a) 0 1 (opt_r _ _ _ (s34_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s70_p5 Ho0 ltac:(zlia)).
  rewrite (s127_p21 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s34_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s34_board (2 + a) -> fst (s34_q3 (Z.of_nat (2 + a))) -> tf_game x == snd (s34_q3 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s34_q3] in Hc |- *.
  rewrite tf_game_eq, (s34_c3_L a), (s34_c3_R a); cbn [map].
  pose proof (use_s70 IH (2 + a) 1 (opt_l _ _ _ (s34_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH (2 + a) 0 1 (opt_r _ _ _ (s34_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s70_p8 Ho0 ltac:(zlia)).
  rewrite (s127_p24 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s34_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s34_board (2 + a) -> fst (s34_q4 (Z.of_nat (2 + a))) -> tf_game x == snd (s34_q4 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s34_q4] in Hc |- *.
  rewrite tf_game_eq, (s34_c3_L a), (s34_c3_R a); cbn [map].
  pose proof (use_s70 IH (2 + a) 1 (opt_l _ _ _ (s34_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH (2 + a) 0 1 (opt_r _ _ _ (s34_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s70_p9 Ho0 ltac:(zlia)).
    rewrite (s127_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s70_p10 Ho0 ltac:(zlia)).
    rewrite (s127_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s35_c1_L : lmoves (s35_board 0 0 0) = [].
Proof. unfold s35_board. tf_options. Qed.
Lemma s35_c1_R : rmoves (s35_board 0 0 0) = [strip [(1, 1); (1, 1); (1, 1)] ([]) []; strip [(2, 3)] ([E]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c1_R1 : tf_norm (strip [(1, 1); (1, 1); (1, 1)] ([]) []) (repeat E 3) (-6).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1); (1, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s35_c1_R2 : tf_norm (strip [(2, 3)] ([E]) []) (repeat E 3) (-6).
Proof. apply (tf_norm_by _ [(2, 3)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _^2 T^b F^2 T^c _ F on a==0 && b==0 && c==0 *)
Lemma s35_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 0 0 0 -> fst (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q1] in Hc |- *.
  rewrite tf_game_eq, (s35_c1_L), (s35_c1_R); cbn [map].
  rewrite (tf_norm_blank (s35_c1_R1)).
  rewrite (tf_norm_blank (s35_c1_R2)).
  unfold nstar.
  split; [apply (le_via _ (int (-7))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s35_c2_L : lmoves (s35_board 0 0 1) = [strip [(2, 2)] ([E; T; F]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c2_L1 : tf_norm (strip [(2, 2)] ([E; T; F]) []) (s62_board 0) (-4).
Proof. apply (tf_norm_by _ [(2, 2)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c2_R : rmoves (s35_board 0 0 1) = [strip [(1, 1); (1, 1)] ([T; E; F]) []; strip [(2, 2)] ([T; F; E]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c2_R1 : tf_norm (strip [(1, 1); (1, 1)] ([T; E; F]) []) (s37_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c2_R2 : tf_norm (strip [(2, 2)] ([T; F; E]) []) (s63_board 0 1) (-4).
Proof. apply (tf_norm_by _ [(2, 2)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _^2 T^b F^2 T^c _ F on a==0 && b==0 && c==1 *)
Lemma s35_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 0 0 1 -> fst (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q1] in Hc |- *.
  rewrite tf_game_eq, (s35_c2_L), (s35_c2_R); cbn [map].
  rewrite (tf_norm_game (s35_c2_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s35_c2_L) ltac:(cbn [In]; left; reflexivity) (s35_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s35_c2_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s35_c2_R) ltac:(cbn [In]; left; reflexivity) (s35_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s35_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s35_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s35_c2_R2))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-4) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-4) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-5))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

