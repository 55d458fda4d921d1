(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s1_c1_L : lmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0) = [strip [(2, 1); (1, 2)] ([]) []].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c1_R1 : tf_norm (strip [(2, 1); (1, 2)] ([]) []) (repeat E 3) (-8).
Proof. apply (tf_norm_by _ [(2, 1); (1, 2)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s1 = T^a _^3 F^3 on a==0 *)
Lemma s1_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 -> fst (s1_q1 (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
  rewrite (tf_norm_blank (s1_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c2_L : lmoves (s1_board 1) = [s2_board 0 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s1_c2_R : rmoves (s1_board 1) = [s38_board 1 0 0].
Proof. unfold s1_board, s38_board. tf_options. Qed.
(* s1 = T^a _^3 F^3 on a==1 *)
Lemma s1_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 -> fst (s1_q2 (Z.of_nat 1)) -> tf_game x == snd (s1_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
  pose proof (use_s2 IH 0 1 (opt_l _ _ _ (s1_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 0 0 (opt_r _ _ _ (s1_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p1 Ho0 ltac:(zlia)).
  rewrite (s38_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s1_c3_L (a : nat) : lmoves (s1_board (2 + a)) = [s2_board (1 + a) 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s1_c3_R (a : nat) : rmoves (s1_board (2 + a)) = [s38_board (2 + a) 0 0].
Proof. unfold s1_board, s38_board. tf_options. Qed.
(* s1 = T^a _^3 F^3 on a>=2 *)
Lemma s1_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) -> fst (s1_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 0 (opt_r _ _ _ (s1_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  rewrite (s38_p21 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s1_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) -> fst (s1_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s1_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 0 (opt_r _ _ _ (s1_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p6 Ho0 ltac:(zlia)).
  rewrite (s38_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s1_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) -> fst (s1_q3 (Z.of_nat (2 + a))) -> tf_game x == snd (s1_q3 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s1_q3] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 0 (opt_r _ _ _ (s1_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p7 Ho0 ltac:(zlia)).
  rewrite (s38_p23 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s1_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) -> fst (s1_q4 (Z.of_nat (2 + a))) -> tf_game x == snd (s1_q4 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s1_q4] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 0 (opt_r _ _ _ (s1_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p23 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s2 = T^a _ T^b _^2 F^3 on a==0 && b==0: the board of s1 *)
Lemma s2_c1_p1 x (Hs1 : s1_claim x) :
  x = s2_board 0 0 -> fst (s2_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q1] in Hc |- *.
  pose proof (Hs1 0 ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s2_c2_L : lmoves (s2_board 0 1) = [s7_board 0 1].
Proof. unfold s2_board, s7_board. tf_options. Qed.
Lemma s2_c2_R : rmoves (s2_board 0 1) = [s39_board 0 1 0 0].
Proof. unfold s2_board, s39_board. tf_options. Qed.
(* s2 = T^a _ T^b _^2 F^3 on a==0 && b==1 *)
Lemma s2_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 1 -> fst (s2_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s2_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
  pose proof (use_s7 IH 0 1 (opt_l _ _ _ (s2_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 0 0 (opt_r _ _ _ (s2_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  rewrite (s39_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c3_L (b : nat) : lmoves (s2_board 0 (2 + b)) = [s8_board 0 (1 + b) 1].
Proof. unfold s2_board, s8_board. tf_options. Qed.
Lemma s2_c3_R (b : nat) : rmoves (s2_board 0 (2 + b)) = [s39_board 0 (2 + b) 0 0].
Proof. unfold s2_board, s39_board. tf_options. Qed.
(* s2 = T^a _ T^b _^2 F^3 on a==0 && b>=2 *)
Lemma s2_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) -> fst (s2_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_l _ _ _ (s2_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s2_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) -> fst (s2_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_l _ _ _ (s2_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s2_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s39_p42 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s2_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) -> fst (s2_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_l _ _ _ (s2_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s2_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s39_p49 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s2 = T^a _ T^b _^2 F^3 on a==1 && b==0: the board of s1 *)
Lemma s2_c4_p5 x (Hs1 : s1_claim x) :
  x = s2_board 1 0 -> fst (s2_q5 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s2_q5 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q5] in Hc |- *.
  pose proof (Hs1 1 ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c5_L : lmoves (s2_board 1 1) = [s2_board 0 2; s7_board 1 1].
Proof. unfold s2_board, s7_board. tf_options. Qed.
Lemma s2_c5_R : rmoves (s2_board 1 1) = [s39_board 1 1 0 0].
Proof. unfold s2_board, s39_board. tf_options. Qed.
(* s2 = T^a _ T^b _^2 F^3 on a==1 && b==1 *)
Lemma s2_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 1 -> fst (s2_q6 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s2_q6 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q6] in Hc |- *.
  rewrite tf_game_eq, (s2_c5_L), (s2_c5_R); cbn [map].
  pose proof (use_s2 IH 0 2 (opt_l _ _ _ (s2_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 1 (opt_l _ _ _ (s2_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 0 0 (opt_r _ _ _ (s2_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p7 Ho1 ltac:(zlia)).
  rewrite (s39_p62 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c6_L (b : nat) : lmoves (s2_board 1 (2 + b)) = [s2_board 0 (3 + b); s8_board 1 (1 + b) 1].
Proof. unfold s2_board, s8_board. tf_options. Qed.
Lemma s2_c6_R (b : nat) : rmoves (s2_board 1 (2 + b)) = [s39_board 1 (2 + b) 0 0].
Proof. unfold s2_board, s39_board. tf_options. Qed.
(* s2 = T^a _ T^b _^2 F^3 on a==1 && b>=2 *)
Lemma s2_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) -> fst (s2_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
  pose proof (use_s2 IH 0 (3 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 1 (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s2_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s39_p49 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s2_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) -> fst (s2_q8 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q8 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q8] in Hc |- *.
  rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
  pose proof (use_s2 IH 0 (3 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 1 (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s2_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p15 Ho1 ltac:(zlia)).
  rewrite (s39_p54 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s2_c6_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) -> fst (s2_q9 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q9 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q9] in Hc |- *.
  rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
  pose proof (use_s2 IH 0 (3 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 1 (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s2_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s39_p59 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s2 = T^a _ T^b _^2 F^3 on a>=2 && b==0: the board of s1 *)
Lemma s2_c7_p5 x (Hs1 : s1_claim x) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q5] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c7_p7 x (Hs1 : s1_claim x) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q7] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s2_c7_p12 x (Hs1 : s1_claim x) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q12 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q12 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q12] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s2_c7_p14 x (Hs1 : s1_claim x) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q14 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q14 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q14] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s2_c8_L (a : nat) : lmoves (s2_board (2 + a) 1) = [s2_board (1 + a) 2; s7_board (2 + a) 1].
Proof. unfold s2_board, s7_board. tf_options. Qed.
Lemma s2_c8_R (a : nat) : rmoves (s2_board (2 + a) 1) = [s39_board (2 + a) 1 0 0].
Proof. unfold s2_board, s39_board. tf_options. Qed.
(* s2 = T^a _ T^b _^2 F^3 on a>=2 && b==1 *)
Lemma s2_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 -> fst (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q5] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 2 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) 1 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 0 0 (opt_r _ _ _ (s2_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p8 Ho0 ltac:(zlia)).
  rewrite (s7_p9 Ho1 ltac:(zlia)).
  rewrite (s39_p76 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 -> fst (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q7] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 2 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) 1 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 0 0 (opt_r _ _ _ (s2_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p10 Ho0 ltac:(zlia)).
  rewrite (s7_p10 Ho1 ltac:(zlia)).
  rewrite (s39_p90 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c8_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 -> fst (s2_q13 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s2_q13 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q13] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 2 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) 1 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 0 0 (opt_r _ _ _ (s2_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p11 Ho0 ltac:(zlia)).
  rewrite (s7_p12 Ho1 ltac:(zlia)).
  rewrite (s39_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c9_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b)) = [s2_board (1 + a) (3 + b); s8_board (2 + a) (1 + b) 1].
Proof. unfold s2_board, s8_board. tf_options. Qed.
Lemma s2_c9_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b)) = [s39_board (2 + a) (2 + b) 0 0].
Proof. unfold s2_board, s39_board. tf_options. Qed.
(* s2 = T^a _ T^b _^2 F^3 on a>=2 && b>=2 *)
Lemma s2_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) -> fst (s2_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
  pose proof (use_s2 IH (1 + a) (3 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s2_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s39_p49 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s2_c9_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) -> fst (s2_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q9] in Hc |- *.
  rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
  pose proof (use_s2 IH (1 + a) (3 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s2_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s39_p59 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c9_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) -> fst (s2_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q10] in Hc |- *.
  rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
  pose proof (use_s2 IH (1 + a) (3 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s2_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p9 Ho0 ltac:(zlia)).
  rewrite (s8_p7 Ho1 ltac:(zlia)).
  rewrite (s39_p85 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s2_c9_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) -> fst (s2_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q11] in Hc |- *.
  rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
  pose proof (use_s2 IH (1 + a) (3 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s2_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p9 Ho0 ltac:(zlia)).
  rewrite (s8_p7 Ho1 ltac:(zlia)).
  rewrite (s39_p32 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s3_c1_L : lmoves (s3_board 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_R : rmoves (s3_board 0) = [strip [(0, 1); (2, 1); (1, 1)] ([]) []].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c1_R1 : tf_norm (strip [(0, 1); (2, 1); (1, 1)] ([]) []) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1); (1, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s3 = T^a F _^3 F^2 on a==0 *)
Lemma s3_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 0 -> fst (s3_q1 (Z.of_nat 0)) -> tf_game x == snd (s3_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c1_L), (s3_c1_R); cbn [map].
  rewrite (tf_norm_blank (s3_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c2_L : lmoves (s3_board 1) = [strip [(1, 1)] ([T; E; E; F; F]) []].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c2_L1 : tf_norm (strip [(1, 1)] ([T; E; E; F; F]) []) (s10_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s3_c2_R : rmoves (s3_board 1) = [s122_board 1 0 0].
Proof. unfold s122_board, s3_board. tf_options. Qed.
(* s3 = T^a F _^3 F^2 on a==1 *)
Lemma s3_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 1 -> fst (s3_q2 (Z.of_nat 1)) -> tf_game x == snd (s3_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c2_L), (s3_c2_R); cbn [map].
  rewrite (tf_norm_game (s3_c2_L1)).
  pose proof (use_s10 IH 0 1 (opt_norm_l _ _ _ _ _ (s3_c2_L) ltac:(cbn [In]; left; reflexivity) (s3_c2_L1))) as Ho0.
  pose proof (use_s122 IH 1 0 0 (opt_r _ _ _ (s3_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s122_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c3_L (a : nat) : lmoves (s3_board (2 + a)) = [s27_board (1 + a) 0 1].
Proof. unfold s27_board, s3_board. tf_options. Qed.
Lemma s3_c3_R (a : nat) : rmoves (s3_board (2 + a)) = [s122_board (2 + a) 0 0].
Proof. unfold s122_board, s3_board. tf_options. Qed.
(* s3 = T^a F _^3 F^2 on a>=2 *)
Lemma s3_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) -> fst (s3_q3 (Z.of_nat (2 + a))) -> tf_game x == snd (s3_q3 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s3_q3] in Hc |- *.
  rewrite tf_game_eq, (s3_c3_L a), (s3_c3_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 0 1 (opt_l _ _ _ (s3_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 0 (opt_r _ _ _ (s3_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s27_p5 Ho0 ltac:(zlia)).
  rewrite (s122_p21 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) -> fst (s3_q4 (Z.of_nat (2 + a))) -> tf_game x == snd (s3_q4 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s3_q4] in Hc |- *.
  rewrite tf_game_eq, (s3_c3_L a), (s3_c3_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 0 1 (opt_l _ _ _ (s3_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 0 (opt_r _ _ _ (s3_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s27_p16 Ho0 ltac:(zlia)).
  rewrite (s122_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) -> fst (s3_q5 (Z.of_nat (2 + a))) -> tf_game x == snd (s3_q5 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s3_q5] in Hc |- *.
  rewrite tf_game_eq, (s3_c3_L a), (s3_c3_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 0 1 (opt_l _ _ _ (s3_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 0 (opt_r _ _ _ (s3_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s27_p24 Ho0 ltac:(zlia)).
  rewrite (s122_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c1_L : lmoves (s4_board 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_R : rmoves (s4_board 0) = [strip [(2, 1)] ([T; E; F; F]) []].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c1_R1 : tf_norm (strip [(2, 1)] ([T; E; F; F]) []) (s14_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _^3 T F^3 on a==0 *)
Lemma s4_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 0 -> fst (s4_q1 (Z.of_nat 0)) -> tf_game x == snd (s4_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c1_L), (s4_c1_R); cbn [map].
  rewrite (tf_norm_game (s4_c1_R1)).
  pose proof (use_s14 IH 0 1 (opt_norm_r _ _ _ _ _ (s4_c1_R) ltac:(cbn [In]; left; reflexivity) (s4_c1_R1))) as Ho0.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c2_L : lmoves (s4_board 1) = [s9_board 0 1].
Proof. unfold s4_board, s9_board. tf_options. Qed.
Lemma s4_c2_R : rmoves (s4_board 1) = [s38_board 1 0 1].
Proof. unfold s38_board, s4_board. tf_options. Qed.
(* s4 = T^a _^3 T F^3 on a==1 *)
Lemma s4_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 1 -> fst (s4_q1 (Z.of_nat 1)) -> tf_game x == snd (s4_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c2_L), (s4_c2_R); cbn [map].
  pose proof (use_s9 IH 0 1 (opt_l _ _ _ (s4_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 0 1 (opt_r _ _ _ (s4_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  rewrite (s38_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c3_L (a : nat) : lmoves (s4_board (2 + a)) = [s9_board (1 + a) 1].
Proof. unfold s4_board, s9_board. tf_options. Qed.
Lemma s4_c3_R (a : nat) : rmoves (s4_board (2 + a)) = [s38_board (2 + a) 0 1].
Proof. unfold s38_board, s4_board. tf_options. Qed.
(* s4 = T^a _^3 T F^3 on a>=2 *)
Lemma s4_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) -> fst (s4_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s4_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s4_q2] in Hc |- *.
  rewrite tf_game_eq, (s4_c3_L a), (s4_c3_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 1 (opt_l _ _ _ (s4_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 1 (opt_r _ _ _ (s4_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  rewrite (s38_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) -> fst (s4_q3 (Z.of_nat (2 + a))) -> tf_game x == snd (s4_q3 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s4_q3] in Hc |- *.
  rewrite tf_game_eq, (s4_c3_L a), (s4_c3_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 1 (opt_l _ _ _ (s4_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 1 (opt_r _ _ _ (s4_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s9_p5 Ho0 ltac:(zlia)).
  rewrite (s38_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) -> fst (s4_q4 (Z.of_nat (2 + a))) -> tf_game x == snd (s4_q4 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s4_q4] in Hc |- *.
  rewrite tf_game_eq, (s4_c3_L a), (s4_c3_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 1 (opt_l _ _ _ (s4_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 0 1 (opt_r _ _ _ (s4_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s9_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s5_c1_L : lmoves (s5_board 0) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_R : rmoves (s5_board 0) = [strip [(2, 1); (1, 1)] ([]) []].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c1_R1 : tf_norm (strip [(2, 1); (1, 1)] ([]) []) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(2, 1); (1, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _^3 F^2 on a==0 *)
Lemma s5_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 0 -> fst (s5_q1 (Z.of_nat 0)) -> tf_game x == snd (s5_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q1] in Hc |- *.
  rewrite tf_game_eq, (s5_c1_L), (s5_c1_R); cbn [map].
  rewrite (tf_norm_blank (s5_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c2_L : lmoves (s5_board 1) = [s10_board 0 1].
Proof. unfold s10_board, s5_board. tf_options. Qed.
Lemma s5_c2_R : rmoves (s5_board 1) = [s33_board 1 0 0].
Proof. unfold s33_board, s5_board. tf_options. Qed.
(* s5 = T^a _^3 F^2 on a==1 *)
Lemma s5_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 1 -> fst (s5_q2 (Z.of_nat 1)) -> tf_game x == snd (s5_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c2_L), (s5_c2_R); cbn [map].
  pose proof (use_s10 IH 0 1 (opt_l _ _ _ (s5_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 0 (opt_r _ _ _ (s5_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s5_c3_L (a : nat) : lmoves (s5_board (2 + a)) = [s10_board (1 + a) 1].
Proof. unfold s10_board, s5_board. tf_options. Qed.
Lemma s5_c3_R (a : nat) : rmoves (s5_board (2 + a)) = [s33_board (2 + a) 0 0].
Proof. unfold s33_board, s5_board. tf_options. Qed.
(* s5 = T^a _^3 F^2 on a>=2 *)
Lemma s5_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) -> fst (s5_q3 (Z.of_nat (2 + a))) -> tf_game x == snd (s5_q3 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s5_q3] in Hc |- *.
  rewrite tf_game_eq, (s5_c3_L a), (s5_c3_R a); cbn [map].
  pose proof (use_s10 IH (1 + a) 1 (opt_l _ _ _ (s5_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 (opt_r _ _ _ (s5_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s33_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s6_c1_L : lmoves (s6_board 0) = [strip [(0, 1)] ([E; T; E; E; F; F]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; E; F; F]) []) (s10_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s6_c1_R : rmoves (s6_board 0) = [strip [(0, 1)] ([T; E; E; F; E; F]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; E; F]) []) (s33_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a F T _^3 F^2 on a==0 *)
Lemma s6_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 0 -> fst (s6_q1 (Z.of_nat 0)) -> tf_game x == snd (s6_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c1_L), (s6_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s6_c1_L1)).
  pose proof (use_s10 IH 0 1 (opt_norm_l _ _ _ _ _ (s6_c1_L) ltac:(cbn [In]; left; reflexivity) (s6_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s6_c1_R1)).
  pose proof (use_s33 IH 1 0 0 (opt_norm_r _ _ _ _ _ (s6_c1_R) ltac:(cbn [In]; left; reflexivity) (s6_c1_R1))) as Ho1.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s6_c2_L : lmoves (s6_board 1) = [s26_board 1 1].
Proof. unfold s26_board, s6_board. tf_options. Qed.
Lemma s6_c2_R : rmoves (s6_board 1) = [s127_board 1 0 0].
Proof. unfold s127_board, s6_board. tf_options. Qed.
(* s6 = T^a F T _^3 F^2 on a==1 *)
Lemma s6_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 1 -> fst (s6_q1 (Z.of_nat 1)) -> tf_game x == snd (s6_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c2_L), (s6_c2_R); cbn [map].
  pose proof (use_s26 IH 1 1 (opt_l _ _ _ (s6_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH 1 0 0 (opt_r _ _ _ (s6_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  rewrite (s127_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s6_c3_L (a : nat) : lmoves (s6_board (2 + a)) = [s26_board (2 + a) 1].
Proof. unfold s26_board, s6_board. tf_options. Qed.
Lemma s6_c3_R (a : nat) : rmoves (s6_board (2 + a)) = [s127_board (2 + a) 0 0].
Proof. unfold s127_board, s6_board. tf_options. Qed.
(* s6 = T^a F T _^3 F^2 on a>=2 *)
Lemma s6_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s6_board (2 + a) -> fst (s6_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s6_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s6_q2] in Hc |- *.
  rewrite tf_game_eq, (s6_c3_L a), (s6_c3_R a); cbn [map].
  pose proof (use_s26 IH (2 + a) 1 (opt_l _ _ _ (s6_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH (2 + a) 0 0 (opt_r _ _ _ (s6_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s26_p6 Ho0 ltac:(zlia)).
    rewrite (s127_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s26_p7 Ho0 ltac:(zlia)).
    rewrite (s127_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s26_p9 Ho0 ltac:(zlia)).
    rewrite (s127_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s26_p10 Ho0 ltac:(zlia)).
    rewrite (s127_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s7 = T^a _^2 T^b _ F^3 on a==0 && b==0: the board of s1 *)
Lemma s7_c1_p1 x (Hs1 : s1_claim x) :
  x = s7_board 0 0 -> fst (s7_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q1] in Hc |- *.
  pose proof (Hs1 0 ltac:(rewrite Hx; unfold s7_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s7_c2_L : lmoves (s7_board 0 1) = [s4_board 0].
Proof. unfold s4_board, s7_board. tf_options. Qed.
Lemma s7_c2_R : rmoves (s7_board 0 1) = [s38_board 0 1 0].
Proof. unfold s38_board, s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b _ F^3 on a==0 && b==1 *)
Lemma s7_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 0 1 -> fst (s7_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q1] in Hc |- *.
  rewrite tf_game_eq, (s7_c2_L), (s7_c2_R); cbn [map].
  pose proof (use_s4 IH 0 (opt_l _ _ _ (s7_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 0 (opt_r _ _ _ (s7_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  rewrite (s38_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c3_L (b : nat) : lmoves (s7_board 0 (2 + b)) = [s12_board 0 (1 + b)].
Proof. unfold s12_board, s7_board. tf_options. Qed.
Lemma s7_c3_R (b : nat) : rmoves (s7_board 0 (2 + b)) = [s38_board 0 (2 + b) 0].
Proof. unfold s38_board, s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b _ F^3 on a==0 && b>=2 *)
Lemma s7_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 0 (2 + b) -> fst (s7_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c3_L b), (s7_c3_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) (opt_l _ _ _ (s7_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) 0 (opt_r _ _ _ (s7_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s38_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s7_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 0 (2 + b) -> fst (s7_q5 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q5 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q5] in Hc |- *.
  rewrite tf_game_eq, (s7_c3_L b), (s7_c3_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) (opt_l _ _ _ (s7_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) 0 (opt_r _ _ _ (s7_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s12_p3 Ho0 ltac:(zlia)).
    rewrite (s38_p10 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s12_p4 Ho0 ltac:(zlia)).
    rewrite (s38_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s12_p5 Ho0 ltac:(zlia)).
    rewrite (s38_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s7 = T^a _^2 T^b _ F^3 on a==1 && b==0: the board of s1 *)
Lemma s7_c4_p6 x (Hs1 : s1_claim x) :
  x = s7_board 1 0 -> fst (s7_q6 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s7_q6 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q6] in Hc |- *.
  pose proof (Hs1 1 ltac:(rewrite Hx; unfold s7_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s7_c5_L : lmoves (s7_board 1 1) = [s8_board 0 1 1; s4_board 1].
Proof. unfold s4_board, s7_board, s8_board. tf_options. Qed.
Lemma s7_c5_R : rmoves (s7_board 1 1) = [s38_board 1 1 0].
Proof. unfold s38_board, s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b _ F^3 on a==1 && b==1 *)
Lemma s7_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 1 1 -> fst (s7_q7 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s7_q7 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q7] in Hc |- *.
  rewrite tf_game_eq, (s7_c5_L), (s7_c5_R); cbn [map].
  pose proof (use_s8 IH 0 1 1 (opt_l _ _ _ (s7_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH 1 (opt_l _ _ _ (s7_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 0 (opt_r _ _ _ (s7_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 ltac:(zlia)).
  rewrite (s38_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c6_L (b : nat) : lmoves (s7_board 1 (2 + b)) = [s8_board 0 1 (2 + b); s12_board 1 (1 + b)].
Proof. unfold s12_board, s7_board, s8_board. tf_options. Qed.
Lemma s7_c6_R (b : nat) : rmoves (s7_board 1 (2 + b)) = [s38_board 1 (2 + b) 0].
Proof. unfold s38_board, s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b _ F^3 on a==1 && b>=2 *)
Lemma s7_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 1 (2 + b) -> fst (s7_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q5] in Hc |- *.
  rewrite tf_game_eq, (s7_c6_L b), (s7_c6_R b); cbn [map].
  pose proof (use_s8 IH 0 1 (2 + b) (opt_l _ _ _ (s7_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) (opt_l _ _ _ (s7_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) 0 (opt_r _ _ _ (s7_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s12_p3 Ho1 ltac:(zlia)).
    rewrite (s38_p10 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s12_p4 Ho1 ltac:(zlia)).
    rewrite (s38_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s12_p5 Ho1 ltac:(zlia)).
    rewrite (s38_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s7_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 1 (2 + b) -> fst (s7_q8 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q8 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q8] in Hc |- *.
  rewrite tf_game_eq, (s7_c6_L b), (s7_c6_R b); cbn [map].
  pose proof (use_s8 IH 0 1 (2 + b) (opt_l _ _ _ (s7_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) (opt_l _ _ _ (s7_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) 0 (opt_r _ _ _ (s7_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p8 Ho0 ltac:(zlia)).
  rewrite (s12_p6 Ho1 ltac:(zlia)).
  rewrite (s38_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s7 = T^a _^2 T^b _ F^3 on a>=2 && b==0: the board of s1 *)
Lemma s7_c7_p2 x (Hs1 : s1_claim x) (a : nat) :
  x = s7_board (2 + a) 0 -> fst (s7_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s7_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q2] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s7_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s7_c7_p6 x (Hs1 : s1_claim x) (a : nat) :
  x = s7_board (2 + a) 0 -> fst (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q6] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s7_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s7_c7_p11 x (Hs1 : s1_claim x) (a : nat) :
  x = s7_board (2 + a) 0 -> fst (s7_q11 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s7_q11 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q11] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s7_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s7_c7_p13 x (Hs1 : s1_claim x) (a : nat) :
  x = s7_board (2 + a) 0 -> fst (s7_q13 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s7_q13 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q13] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s7_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s7_c8_L (a : nat) : lmoves (s7_board (2 + a) 1) = [s8_board (1 + a) 1 1; s4_board (2 + a)].
Proof. unfold s4_board, s7_board, s8_board. tf_options. Qed.
Lemma s7_c8_R (a : nat) : rmoves (s7_board (2 + a) 1) = [s38_board (2 + a) 1 0].
Proof. unfold s38_board, s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b _ F^3 on a>=2 && b==1 *)
Lemma s7_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 1 -> fst (s7_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s7_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q9] in Hc |- *.
  rewrite tf_game_eq, (s7_c8_L a), (s7_c8_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 1 1 (opt_l _ _ _ (s7_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) (opt_l _ _ _ (s7_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 0 (opt_r _ _ _ (s7_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p15 Ho0 ltac:(zlia)).
  rewrite (s4_p2 Ho1 ltac:(zlia)).
  rewrite (s38_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s7_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 1 -> fst (s7_q10 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s7_q10 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q10] in Hc |- *.
  rewrite tf_game_eq, (s7_c8_L a), (s7_c8_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 1 1 (opt_l _ _ _ (s7_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) (opt_l _ _ _ (s7_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 0 (opt_r _ _ _ (s7_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  rewrite (s4_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s7_c8_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 1 -> fst (s7_q12 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s7_q12 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q12] in Hc |- *.
  rewrite tf_game_eq, (s7_c8_L a), (s7_c8_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 1 1 (opt_l _ _ _ (s7_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) (opt_l _ _ _ (s7_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 0 (opt_r _ _ _ (s7_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  rewrite (s4_p4 Ho1 ltac:(zlia)).
  rewrite (s38_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s7_c9_L (a b : nat) : lmoves (s7_board (2 + a) (2 + b)) = [s8_board (1 + a) 1 (2 + b); s12_board (2 + a) (1 + b)].
Proof. unfold s12_board, s7_board, s8_board. tf_options. Qed.
Lemma s7_c9_R (a b : nat) : rmoves (s7_board (2 + a) (2 + b)) = [s38_board (2 + a) (2 + b) 0].
Proof. unfold s38_board, s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b _ F^3 on a>=2 && b>=2 *)
Lemma s7_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s7_board (2 + a) (2 + b) -> fst (s7_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q4] in Hc |- *.
  rewrite tf_game_eq, (s7_c9_L a b), (s7_c9_R a b); cbn [map].
  pose proof (use_s8 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s7_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) (opt_l _ _ _ (s7_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s7_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s12_p8 Ho1 ltac:(zlia)).
    rewrite (s38_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s12_p10 Ho1 ltac:(zlia)).
    rewrite (s38_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s7_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s7_board (2 + a) (2 + b) -> fst (s7_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q5] in Hc |- *.
  rewrite tf_game_eq, (s7_c9_L a b), (s7_c9_R a b); cbn [map].
  pose proof (use_s8 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s7_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) (opt_l _ _ _ (s7_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s7_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s12_p3 Ho1 ltac:(zlia)).
    rewrite (s38_p10 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s12_p4 Ho1 ltac:(zlia)).
    rewrite (s38_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s12_p5 Ho1 ltac:(zlia)).
    rewrite (s38_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b==0 && c==0: the board of s1 *)
Lemma s8_c1_p1 x (Hs1 : s1_claim x) :
  x = s8_board 0 0 0 -> fst (s8_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q1] in Hc |- *.
  pose proof (Hs1 0 ltac:(rewrite Hx; unfold s8_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b==0 && c==1: the board of s7 *)
Lemma s8_c2_p1 x (Hs7 : s7_claim x) :
  x = s8_board 0 0 1 -> fst (s8_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q1] in Hc |- *.
  pose proof (Hs7 0 1 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b==0 && c>=2: the board of s7 *)
Lemma s8_c3_p3 x (Hs7 : s7_claim x) (c : nat) :
  x = s8_board 0 0 (2 + c) -> fst (s8_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q3] in Hc |- *.
  pose proof (Hs7 0 (2 + c) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c3_p5 x (Hs7 : s7_claim x) (c : nat) :
  x = s8_board 0 0 (2 + c) -> fst (s8_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q5] in Hc |- *.
  pose proof (Hs7 0 (2 + c) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b==1 && c==0: the board of s2 *)
Lemma s8_c4_p1 x (Hs2 : s2_claim x) :
  x = s8_board 0 1 0 -> fst (s8_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q1] in Hc |- *.
  pose proof (Hs2 0 1 ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c5_L : lmoves (s8_board 0 1 1) = [s7_board 0 2; s9_board 0 1].
Proof. unfold s7_board, s8_board, s9_board. tf_options. Qed.
Lemma s8_c5_R : rmoves (s8_board 0 1 1) = [s39_board 0 1 1 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b==1 && c==1 *)
Lemma s8_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 0 1 1 -> fst (s8_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q6] in Hc |- *.
  rewrite tf_game_eq, (s8_c5_L), (s8_c5_R); cbn [map].
  pose proof (use_s7 IH 0 2 (opt_l _ _ _ (s8_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 0 1 (opt_l _ _ _ (s8_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 0 (opt_r _ _ _ (s8_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  rewrite (s9_p2 Ho1 ltac:(zlia)).
  rewrite (s39_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s8_c6_L (c : nat) : lmoves (s8_board 0 1 (2 + c)) = [s7_board 0 (3 + c); s13_board 0 1 (1 + c)].
Proof. unfold s13_board, s7_board, s8_board. tf_options. Qed.
Lemma s8_c6_R (c : nat) : rmoves (s8_board 0 1 (2 + c)) = [s39_board 0 1 (2 + c) 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b==1 && c>=2 *)
Lemma s8_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s8_board 0 1 (2 + c) -> fst (s8_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q5] in Hc |- *.
  rewrite tf_game_eq, (s8_c6_L c), (s8_c6_R c); cbn [map].
  pose proof (use_s7 IH 0 (3 + c) (opt_l _ _ _ (s8_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 1 (1 + c) (opt_l _ _ _ (s8_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s8_c6_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s7_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s13_p4 Ho1 ltac:(zlia)).
    rewrite (s39_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p5 Ho1 ltac:(zlia)).
    rewrite (s39_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p7 Ho1 ltac:(zlia)).
    rewrite (s39_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s8_board 0 1 (2 + c) -> fst (s8_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q8] in Hc |- *.
  rewrite tf_game_eq, (s8_c6_L c), (s8_c6_R c); cbn [map].
  pose proof (use_s7 IH 0 (3 + c) (opt_l _ _ _ (s8_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 1 (1 + c) (opt_l _ _ _ (s8_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s8_c6_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s7_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  rewrite (s39_p10 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b>=2 && c==0: the board of s2 *)
Lemma s8_c7_p9 x (Hs2 : s2_claim x) (b : nat) :
  x = s8_board 0 (2 + b) 0 -> fst (s8_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q9] in Hc |- *.
  pose proof (Hs2 0 (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c7_p12 x (Hs2 : s2_claim x) (b : nat) :
  x = s8_board 0 (2 + b) 0 -> fst (s8_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q12] in Hc |- *.
  pose proof (Hs2 0 (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c7_p13 x (Hs2 : s2_claim x) (b : nat) :
  x = s8_board 0 (2 + b) 0 -> fst (s8_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q13] in Hc |- *.
  pose proof (Hs2 0 (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c8_L (b : nat) : lmoves (s8_board 0 (2 + b) 1) = [s8_board 0 (1 + b) 2; s9_board 0 (2 + b)].
Proof. unfold s8_board, s9_board. tf_options. Qed.
Lemma s8_c8_R (b : nat) : rmoves (s8_board 0 (2 + b) 1) = [s39_board 0 (2 + b) 1 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b>=2 && c==1 *)
Lemma s8_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 0 (2 + b) 1 -> fst (s8_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s8_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c8_L b), (s8_c8_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 2 (opt_l _ _ _ (s8_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 0 (2 + b) (opt_l _ _ _ (s8_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s8_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s9_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p47 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s8_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 0 (2 + b) 1 -> fst (s8_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c8_L b), (s8_c8_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 2 (opt_l _ _ _ (s8_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 0 (2 + b) (opt_l _ _ _ (s8_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s8_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p8 Ho0 ltac:(zlia)).
  rewrite (s9_p2 Ho1 ltac:(zlia)).
  rewrite (s39_p37 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s8_c9_L (b c : nat) : lmoves (s8_board 0 (2 + b) (2 + c)) = [s8_board 0 (1 + b) (3 + c); s13_board 0 (2 + b) (1 + c)].
Proof. unfold s13_board, s8_board. tf_options. Qed.
Lemma s8_c9_R (b c : nat) : rmoves (s8_board 0 (2 + b) (2 + c)) = [s39_board 0 (2 + b) (2 + c) 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a==0 && b>=2 && c>=2 *)
Lemma s8_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s8_board 0 (2 + b) (2 + c) -> fst (s8_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q5] in Hc |- *.
  rewrite tf_game_eq, (s8_c9_L b c), (s8_c9_R b c); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s8_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s8_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s8_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s13_p4 Ho1 ltac:(zlia)).
    rewrite (s39_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p5 Ho1 ltac:(zlia)).
    rewrite (s39_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p7 Ho1 ltac:(zlia)).
    rewrite (s39_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c9_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s8_board 0 (2 + b) (2 + c) -> fst (s8_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c9_L b c), (s8_c9_R b c); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s8_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s8_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s8_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p8 Ho1 ltac:(zlia)).
  rewrite (s39_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b==0 && c==0: the board of s1 *)
Lemma s8_c10_p14 x (Hs1 : s1_claim x) :
  x = s8_board 1 0 0 -> fst (s8_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q14] in Hc |- *.
  pose proof (Hs1 1 ltac:(rewrite Hx; unfold s8_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b==0 && c==1: the board of s7 *)
Lemma s8_c11_p15 x (Hs7 : s7_claim x) :
  x = s8_board 1 0 1 -> fst (s8_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q15] in Hc |- *.
  pose proof (Hs7 1 1 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b==0 && c>=2: the board of s7 *)
Lemma s8_c12_p5 x (Hs7 : s7_claim x) (c : nat) :
  x = s8_board 1 0 (2 + c) -> fst (s8_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q5] in Hc |- *.
  pose proof (Hs7 1 (2 + c) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c12_p15 x (Hs7 : s7_claim x) (c : nat) :
  x = s8_board 1 0 (2 + c) -> fst (s8_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q15] in Hc |- *.
  pose proof (Hs7 1 (2 + c) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b==1 && c==0: the board of s2 *)
Lemma s8_c13_p16 x (Hs2 : s2_claim x) :
  x = s8_board 1 1 0 -> fst (s8_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q16] in Hc |- *.
  pose proof (Hs2 1 1 ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c14_L : lmoves (s8_board 1 1 1) = [s8_board 0 2 1; s7_board 1 2; s9_board 1 1].
Proof. unfold s7_board, s8_board, s9_board. tf_options. Qed.
Lemma s8_c14_R : rmoves (s8_board 1 1 1) = [s39_board 1 1 1 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b==1 && c==1 *)
Lemma s8_c14_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 1 1 1 -> fst (s8_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q15] in Hc |- *.
  rewrite tf_game_eq, (s8_c14_L), (s8_c14_R); cbn [map].
  pose proof (use_s8 IH 0 2 1 (opt_l _ _ _ (s8_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 2 (opt_l _ _ _ (s8_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s9 IH 1 1 (opt_l _ _ _ (s8_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 1 0 (opt_r _ _ _ (s8_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s7_p8 Ho1 ltac:(zlia)).
  rewrite (s9_p1 Ho2 ltac:(zlia)).
  rewrite (s39_p64 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c15_L (c : nat) : lmoves (s8_board 1 1 (2 + c)) = [s8_board 0 2 (2 + c); s7_board 1 (3 + c); s13_board 1 1 (1 + c)].
Proof. unfold s13_board, s7_board, s8_board. tf_options. Qed.
Lemma s8_c15_R (c : nat) : rmoves (s8_board 1 1 (2 + c)) = [s39_board 1 1 (2 + c) 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b==1 && c>=2 *)
Lemma s8_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s8_board 1 1 (2 + c) -> fst (s8_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q5] in Hc |- *.
  rewrite tf_game_eq, (s8_c15_L c), (s8_c15_R c); cbn [map].
  pose proof (use_s8 IH 0 2 (2 + c) (opt_l _ _ _ (s8_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (3 + c) (opt_l _ _ _ (s8_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 1 (1 + c) (opt_l _ _ _ (s8_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s8_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  rewrite (s7_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s13_p4 Ho2 ltac:(zlia)).
    rewrite (s39_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p5 Ho2 ltac:(zlia)).
    rewrite (s39_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p7 Ho2 ltac:(zlia)).
    rewrite (s39_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c15_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s8_board 1 1 (2 + c) -> fst (s8_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c15_L c), (s8_c15_R c); cbn [map].
  pose proof (use_s8 IH 0 2 (2 + c) (opt_l _ _ _ (s8_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (3 + c) (opt_l _ _ _ (s8_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 1 (1 + c) (opt_l _ _ _ (s8_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s8_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s7_p5 Ho1 ltac:(zlia)).
  rewrite (s13_p11 Ho2 ltac:(zlia)).
  rewrite (s39_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b>=2 && c==0: the board of s2 *)
Lemma s8_c16_p13 x (Hs2 : s2_claim x) (b : nat) :
  x = s8_board 1 (2 + b) 0 -> fst (s8_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q13] in Hc |- *.
  pose proof (Hs2 1 (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c16_p17 x (Hs2 : s2_claim x) (b : nat) :
  x = s8_board 1 (2 + b) 0 -> fst (s8_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q17] in Hc |- *.
  pose proof (Hs2 1 (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c16_p19 x (Hs2 : s2_claim x) (b : nat) :
  x = s8_board 1 (2 + b) 0 -> fst (s8_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q19] in Hc |- *.
  pose proof (Hs2 1 (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c17_L (b : nat) : lmoves (s8_board 1 (2 + b) 1) = [s8_board 0 (3 + b) 1; s8_board 1 (1 + b) 2; s9_board 1 (2 + b)].
Proof. unfold s8_board, s9_board. tf_options. Qed.
Lemma s8_c17_R (b : nat) : rmoves (s8_board 1 (2 + b) 1) = [s39_board 1 (2 + b) 1 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b>=2 && c==1 *)
Lemma s8_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 1 (2 + b) 1 -> fst (s8_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s8_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c17_L b), (s8_c17_R b); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) 1 (opt_l _ _ _ (s8_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 2 (opt_l _ _ _ (s8_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s9 IH 1 (2 + b) (opt_l _ _ _ (s8_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s8_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s9_p3 Ho2 ltac:(zlia)).
    rewrite (s39_p47 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s9_p4 Ho2 ltac:(zlia)).
    rewrite (s39_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c18_L (b c : nat) : lmoves (s8_board 1 (2 + b) (2 + c)) = [s8_board 0 (3 + b) (2 + c); s8_board 1 (1 + b) (3 + c); s13_board 1 (2 + b) (1 + c)].
Proof. unfold s13_board, s8_board. tf_options. Qed.
Lemma s8_c18_R (b c : nat) : rmoves (s8_board 1 (2 + b) (2 + c)) = [s39_board 1 (2 + b) (2 + c) 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a==1 && b>=2 && c>=2 *)
Lemma s8_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s8_board 1 (2 + b) (2 + c) -> fst (s8_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q5] in Hc |- *.
  rewrite tf_game_eq, (s8_c18_L b c), (s8_c18_R b c); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s8_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s8_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s8_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s8_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  rewrite (s8_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s13_p4 Ho2 ltac:(zlia)).
    rewrite (s39_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p5 Ho2 ltac:(zlia)).
    rewrite (s39_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p7 Ho2 ltac:(zlia)).
    rewrite (s39_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c18_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s8_board 1 (2 + b) (2 + c) -> fst (s8_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c18_L b c), (s8_c18_R b c); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s8_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s8_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s8_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s8_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s8_p5 Ho1 ltac:(zlia)).
  rewrite (s13_p8 Ho2 ltac:(zlia)).
  rewrite (s39_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b==0 && c==0: the board of s1 *)
Lemma s8_c19_p14 x (Hs1 : s1_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 -> fst (s8_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q14] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s8_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c19_p22 x (Hs1 : s1_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 -> fst (s8_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q22] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s8_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c19_p24 x (Hs1 : s1_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 -> fst (s8_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q24] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s8_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c19_p27 x (Hs1 : s1_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 -> fst (s8_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q27] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s8_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b==0 && c==1: the board of s7 *)
Lemma s8_c20_p18 x (Hs7 : s7_claim x) (a : nat) :
  x = s8_board (2 + a) 0 1 -> fst (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q18] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c20_p21 x (Hs7 : s7_claim x) (a : nat) :
  x = s8_board (2 + a) 0 1 -> fst (s8_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q21] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c20_p25 x (Hs7 : s7_claim x) (a : nat) :
  x = s8_board (2 + a) 0 1 -> fst (s8_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q25] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b==0 && c>=2: the board of s7 *)
Lemma s8_c21_p4 x (Hs7 : s7_claim x) (a c : nat) :
  x = s8_board (2 + a) 0 (2 + c) -> fst (s8_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q4] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c21_p5 x (Hs7 : s7_claim x) (a c : nat) :
  x = s8_board (2 + a) 0 (2 + c) -> fst (s8_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q5] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b==1 && c==0: the board of s2 *)
Lemma s8_c22_p14 x (Hs2 : s2_claim x) (a : nat) :
  x = s8_board (2 + a) 1 0 -> fst (s8_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q14] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c22_p16 x (Hs2 : s2_claim x) (a : nat) :
  x = s8_board (2 + a) 1 0 -> fst (s8_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q16] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c22_p26 x (Hs2 : s2_claim x) (a : nat) :
  x = s8_board (2 + a) 1 0 -> fst (s8_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q26] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c23_L (a : nat) : lmoves (s8_board (2 + a) 1 1) = [s8_board (1 + a) 2 1; s7_board (2 + a) 2; s9_board (2 + a) 1].
Proof. unfold s7_board, s8_board, s9_board. tf_options. Qed.
Lemma s8_c23_R (a : nat) : rmoves (s8_board (2 + a) 1 1) = [s39_board (2 + a) 1 1 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b==1 && c==1 *)
Lemma s8_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 1 -> fst (s8_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q7] in Hc |- *.
  rewrite tf_game_eq, (s8_c23_L a), (s8_c23_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 1 (opt_l _ _ _ (s8_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) 2 (opt_l _ _ _ (s8_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s9 IH (2 + a) 1 (opt_l _ _ _ (s8_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 0 (opt_r _ _ _ (s8_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s9_p5 Ho2 ltac:(zlia)).
    rewrite (s39_p81 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s9_p8 Ho2 ltac:(zlia)).
    rewrite (s39_p91 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s8_c24_L (a c : nat) : lmoves (s8_board (2 + a) 1 (2 + c)) = [s8_board (1 + a) 2 (2 + c); s7_board (2 + a) (3 + c); s13_board (2 + a) 1 (1 + c)].
Proof. unfold s13_board, s7_board, s8_board. tf_options. Qed.
Lemma s8_c24_R (a c : nat) : rmoves (s8_board (2 + a) 1 (2 + c)) = [s39_board (2 + a) 1 (2 + c) 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b==1 && c>=2 *)
Lemma s8_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s8_board (2 + a) 1 (2 + c) -> fst (s8_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q5] in Hc |- *.
  rewrite tf_game_eq, (s8_c24_L a c), (s8_c24_R a c); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s8_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (3 + c) (opt_l _ _ _ (s8_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s8_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s8_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  rewrite (s7_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s13_p4 Ho2 ltac:(zlia)).
    rewrite (s39_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p5 Ho2 ltac:(zlia)).
    rewrite (s39_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p7 Ho2 ltac:(zlia)).
    rewrite (s39_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c24_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s8_board (2 + a) 1 (2 + c) -> fst (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c24_L a c), (s8_c24_R a c); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s8_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (3 + c) (opt_l _ _ _ (s8_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s8_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s8_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s7_p5 Ho1 ltac:(zlia)).
  rewrite (s13_p15 Ho2 ltac:(zlia)).
  rewrite (s39_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b>=2 && c==0: the board of s2 *)
Lemma s8_c25_p13 x (Hs2 : s2_claim x) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 0 -> fst (s8_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q13] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c25_p19 x (Hs2 : s2_claim x) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 0 -> fst (s8_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q19] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c25_p20 x (Hs2 : s2_claim x) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 0 -> fst (s8_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q20] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c25_p23 x (Hs2 : s2_claim x) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 0 -> fst (s8_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q23] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s8_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c26_L (a b : nat) : lmoves (s8_board (2 + a) (2 + b) 1) = [s8_board (1 + a) (3 + b) 1; s8_board (2 + a) (1 + b) 2; s9_board (2 + a) (2 + b)].
Proof. unfold s8_board, s9_board. tf_options. Qed.
Lemma s8_c26_R (a b : nat) : rmoves (s8_board (2 + a) (2 + b) 1) = [s39_board (2 + a) (2 + b) 1 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b>=2 && c==1 *)
Lemma s8_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 1 -> fst (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c26_L a b), (s8_c26_R a b); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s8_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s8_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s9 IH (2 + a) (2 + b) (opt_l _ _ _ (s8_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s8_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s9_p3 Ho2 ltac:(zlia)).
    rewrite (s39_p47 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s9_p6 Ho2 ltac:(zlia)).
    rewrite (s39_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c27_L (a b c : nat) : lmoves (s8_board (2 + a) (2 + b) (2 + c)) = [s8_board (1 + a) (3 + b) (2 + c); s8_board (2 + a) (1 + b) (3 + c); s13_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s13_board, s8_board. tf_options. Qed.
Lemma s8_c27_R (a b c : nat) : rmoves (s8_board (2 + a) (2 + b) (2 + c)) = [s39_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s39_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ F^3 on a>=2 && b>=2 && c>=2 *)
Lemma s8_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s8_board (2 + a) (2 + b) (2 + c) -> fst (s8_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q5] in Hc |- *.
  rewrite tf_game_eq, (s8_c27_L a b c), (s8_c27_R a b c); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s8_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s8_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s8_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s8_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  rewrite (s8_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s13_p4 Ho2 ltac:(zlia)).
    rewrite (s39_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p5 Ho2 ltac:(zlia)).
    rewrite (s39_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s13_p7 Ho2 ltac:(zlia)).
    rewrite (s39_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c27_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s8_board (2 + a) (2 + b) (2 + c) -> fst (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c27_L a b c), (s8_c27_R a b c); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s8_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s8_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s8_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s8_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s8_p5 Ho1 ltac:(zlia)).
  rewrite (s13_p8 Ho2 ltac:(zlia)).
  rewrite (s39_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s9 = T^a _ T^b _^2 T F^3 on a==0 && b==0: the board of s4 *)
Lemma s9_c1_p1 x (Hs4 : s4_claim x) :
  x = s9_board 0 0 -> fst (s9_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s9_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q1] in Hc |- *.
  pose proof (Hs4 0 ltac:(rewrite Hx; unfold s9_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s9_c2_L : lmoves (s9_board 0 1) = [s12_board 0 1].
Proof. unfold s12_board, s9_board. tf_options. Qed.
Lemma s9_c2_R : rmoves (s9_board 0 1) = [s39_board 0 1 0 1].
Proof. unfold s39_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _^2 T F^3 on a==0 && b==1 *)
Lemma s9_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s9_board 0 1 -> fst (s9_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s9_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q2] in Hc |- *.
  rewrite tf_game_eq, (s9_c2_L), (s9_c2_R); cbn [map].
  pose proof (use_s12 IH 0 1 (opt_l _ _ _ (s9_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 0 1 (opt_r _ _ _ (s9_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c3_L (b : nat) : lmoves (s9_board 0 (2 + b)) = [s13_board 0 (1 + b) 1].
Proof. unfold s13_board, s9_board. tf_options. Qed.
Lemma s9_c3_R (b : nat) : rmoves (s9_board 0 (2 + b)) = [s39_board 0 (2 + b) 0 1].
Proof. unfold s39_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _^2 T F^3 on a==0 && b>=2 *)
Lemma s9_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 0 (2 + b) -> fst (s9_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s9_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s9_q2] in Hc |- *.
  rewrite tf_game_eq, (s9_c3_L b), (s9_c3_R b); cbn [map].
  pose proof (use_s13 IH 0 (1 + b) 1 (opt_l _ _ _ (s9_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s9_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s39_p33 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s9_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 0 (2 + b) -> fst (s9_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s9_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s9_q3] in Hc |- *.
  rewrite tf_game_eq, (s9_c3_L b), (s9_c3_R b); cbn [map].
  pose proof (use_s13 IH 0 (1 + b) 1 (opt_l _ _ _ (s9_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s9_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s13_p8 Ho0 ltac:(zlia)).
  rewrite (s39_p43 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

(* s9 = T^a _ T^b _^2 T F^3 on a==1 && b==0: the board of s4 *)
Lemma s9_c4_p1 x (Hs4 : s4_claim x) :
  x = s9_board 1 0 -> fst (s9_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s9_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q1] in Hc |- *.
  pose proof (Hs4 1 ltac:(rewrite Hx; unfold s9_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s9_c5_L : lmoves (s9_board 1 1) = [s9_board 0 2; s12_board 1 1].
Proof. unfold s12_board, s9_board. tf_options. Qed.
Lemma s9_c5_R : rmoves (s9_board 1 1) = [s39_board 1 1 0 1].
Proof. unfold s39_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _^2 T F^3 on a==1 && b==1 *)
Lemma s9_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s9_board 1 1 -> fst (s9_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s9_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q1] in Hc |- *.
  rewrite tf_game_eq, (s9_c5_L), (s9_c5_R); cbn [map].
  pose proof (use_s9 IH 0 2 (opt_l _ _ _ (s9_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 1 (opt_l _ _ _ (s9_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 0 1 (opt_r _ _ _ (s9_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p6 Ho1 ltac:(zlia)).
  rewrite (s39_p54 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c6_L (b : nat) : lmoves (s9_board 1 (2 + b)) = [s9_board 0 (3 + b); s13_board 1 (1 + b) 1].
Proof. unfold s13_board, s9_board. tf_options. Qed.
Lemma s9_c6_R (b : nat) : rmoves (s9_board 1 (2 + b)) = [s39_board 1 (2 + b) 0 1].
Proof. unfold s39_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _^2 T F^3 on a==1 && b>=2 *)
Lemma s9_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 1 (2 + b) -> fst (s9_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s9_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s9_q3] in Hc |- *.
  rewrite tf_game_eq, (s9_c6_L b), (s9_c6_R b); cbn [map].
  pose proof (use_s9 IH 0 (3 + b) (opt_l _ _ _ (s9_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 (1 + b) 1 (opt_l _ _ _ (s9_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s9_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  rewrite (s13_p8 Ho1 ltac:(zlia)).
  rewrite (s39_p73 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s9_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 1 (2 + b) -> fst (s9_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s9_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s9_q4] in Hc |- *.
  rewrite tf_game_eq, (s9_c6_L b), (s9_c6_R b); cbn [map].
  pose proof (use_s9 IH 0 (3 + b) (opt_l _ _ _ (s9_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 (1 + b) 1 (opt_l _ _ _ (s9_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s9_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  rewrite (s13_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p68 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

(* s9 = T^a _ T^b _^2 T F^3 on a>=2 && b==0: the board of s4 *)
Lemma s9_c7_p5 x (Hs4 : s4_claim x) (a : nat) :
  x = s9_board (2 + a) 0 -> fst (s9_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s9_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q5] in Hc |- *.
  pose proof (Hs4 (2 + a) ltac:(rewrite Hx; unfold s9_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s9_c7_p7 x (Hs4 : s4_claim x) (a : nat) :
  x = s9_board (2 + a) 0 -> fst (s9_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s9_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q7] in Hc |- *.
  pose proof (Hs4 (2 + a) ltac:(rewrite Hx; unfold s9_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s9_c7_p9 x (Hs4 : s4_claim x) (a : nat) :
  x = s9_board (2 + a) 0 -> fst (s9_q9 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s9_q9 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q9] in Hc |- *.
  pose proof (Hs4 (2 + a) ltac:(rewrite Hx; unfold s9_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s9_c8_L (a : nat) : lmoves (s9_board (2 + a) 1) = [s9_board (1 + a) 2; s12_board (2 + a) 1].
Proof. unfold s12_board, s9_board. tf_options. Qed.
Lemma s9_c8_R (a : nat) : rmoves (s9_board (2 + a) 1) = [s39_board (2 + a) 1 0 1].
Proof. unfold s39_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _^2 T F^3 on a>=2 && b==1 *)
Lemma s9_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s9_board (2 + a) 1 -> fst (s9_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s9_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q5] in Hc |- *.
  rewrite tf_game_eq, (s9_c8_L a), (s9_c8_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 2 (opt_l _ _ _ (s9_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 1 (opt_l _ _ _ (s9_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 0 1 (opt_r _ _ _ (s9_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p4 Ho0 ltac:(zlia)).
  rewrite (s12_p8 Ho1 ltac:(zlia)).
  rewrite (s39_p79 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s9_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s9_board (2 + a) 1 -> fst (s9_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s9_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q8] in Hc |- *.
  rewrite tf_game_eq, (s9_c8_L a), (s9_c8_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 2 (opt_l _ _ _ (s9_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 1 (opt_l _ _ _ (s9_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 0 1 (opt_r _ _ _ (s9_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p10 Ho1 ltac:(zlia)).
  rewrite (s39_p32 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

