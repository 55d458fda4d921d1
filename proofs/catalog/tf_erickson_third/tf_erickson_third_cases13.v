(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s41_c4_L : lmoves (s41_board 1 0) = [s44_board 0 1 0].
Proof. unfold s41_board, s44_board. tf_options. Qed.
Lemma s41_c4_R : rmoves (s41_board 1 0) = [s66_board 1 0 0].
Proof. unfold s41_board, s66_board. tf_options. Qed.
(* s41 = T^a _^3 T^b F T F^2 on a==1 && b==0 *)
Lemma s41_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s41_board 1 0 -> fst (s41_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q4] in Hc |- *.
  rewrite tf_game_eq, (s41_c4_L), (s41_c4_R); cbn [map].
  pose proof (use_s44 IH 0 1 0 (opt_l _ _ _ (s41_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 0 0 (opt_r _ _ _ (s41_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s44_p1 Ho0 ltac:(zlia)).
  rewrite (s66_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c5_L : lmoves (s41_board 1 1) = [s44_board 0 1 1].
Proof. unfold s41_board, s44_board. tf_options. Qed.
Lemma s41_c5_R : rmoves (s41_board 1 1) = [s66_board 1 0 1].
Proof. unfold s41_board, s66_board. tf_options. Qed.
(* s41 = T^a _^3 T^b F T F^2 on a==1 && b==1 *)
Lemma s41_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s41_board 1 1 -> fst (s41_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q2] in Hc |- *.
  rewrite tf_game_eq, (s41_c5_L), (s41_c5_R); cbn [map].
  pose proof (use_s44 IH 0 1 1 (opt_l _ _ _ (s41_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 0 1 (opt_r _ _ _ (s41_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  rewrite (s66_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c6_L (b : nat) : lmoves (s41_board 1 (2 + b)) = [s44_board 0 1 (2 + b)].
Proof. unfold s41_board, s44_board. tf_options. Qed.
Lemma s41_c6_R (b : nat) : rmoves (s41_board 1 (2 + b)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a _^3 T^b F T F^2 on a==1 && b>=2 *)
Lemma s41_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s41_board 1 (2 + b) -> fst (s41_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s41_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s41_q3] in Hc |- *.
  rewrite tf_game_eq, (s41_c6_L b), (s41_c6_R b); cbn [map].
  pose proof (use_s44 IH 0 1 (2 + b) (opt_l _ _ _ (s41_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s41_c7_L (a : nat) : lmoves (s41_board (2 + a) 0) = [s44_board (1 + a) 1 0].
Proof. unfold s41_board, s44_board. tf_options. Qed.
Lemma s41_c7_R (a : nat) : rmoves (s41_board (2 + a) 0) = [s66_board (2 + a) 0 0].
Proof. unfold s41_board, s66_board. tf_options. Qed.
(* s41 = T^a _^3 T^b F T F^2 on a>=2 && b==0 *)
Lemma s41_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s41_board (2 + a) 0 -> fst (s41_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s41_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q5] in Hc |- *.
  rewrite tf_game_eq, (s41_c7_L a), (s41_c7_R a); cbn [map].
  pose proof (use_s44 IH (1 + a) 1 0 (opt_l _ _ _ (s41_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 0 (opt_r _ _ _ (s41_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s44_p9 Ho0 ltac:(zlia)).
  rewrite (s66_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s41_board (2 + a) 0 -> fst (s41_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s41_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q6] in Hc |- *.
  rewrite tf_game_eq, (s41_c7_L a), (s41_c7_R a); cbn [map].
  pose proof (use_s44 IH (1 + a) 1 0 (opt_l _ _ _ (s41_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 0 (opt_r _ _ _ (s41_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s44_p11 Ho0 ltac:(zlia)).
  rewrite (s66_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s41_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s41_board (2 + a) 0 -> fst (s41_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s41_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q7] in Hc |- *.
  rewrite tf_game_eq, (s41_c7_L a), (s41_c7_R a); cbn [map].
  pose proof (use_s44 IH (1 + a) 1 0 (opt_l _ _ _ (s41_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 0 (opt_r _ _ _ (s41_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s44_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s66_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s66_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s41_c8_L (a : nat) : lmoves (s41_board (2 + a) 1) = [s44_board (1 + a) 1 1].
Proof. unfold s41_board, s44_board. tf_options. Qed.
Lemma s41_c8_R (a : nat) : rmoves (s41_board (2 + a) 1) = [s66_board (2 + a) 0 1].
Proof. unfold s41_board, s66_board. tf_options. Qed.
(* s41 = T^a _^3 T^b F T F^2 on a>=2 && b==1 *)
Lemma s41_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s41_board (2 + a) 1 -> fst (s41_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s41_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q2] in Hc |- *.
  rewrite tf_game_eq, (s41_c8_L a), (s41_c8_R a); cbn [map].
  pose proof (use_s44 IH (1 + a) 1 1 (opt_l _ _ _ (s41_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 1 (opt_r _ _ _ (s41_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s66_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s66_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s66_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s41_c9_L (a b : nat) : lmoves (s41_board (2 + a) (2 + b)) = [s44_board (1 + a) 1 (2 + b)].
Proof. unfold s41_board, s44_board. tf_options. Qed.
Lemma s41_c9_R (a b : nat) : rmoves (s41_board (2 + a) (2 + b)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a _^3 T^b F T F^2 on a>=2 && b>=2 *)
Lemma s41_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s41_board (2 + a) (2 + b) -> fst (s41_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s41_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s41_q3] in Hc |- *.
  rewrite tf_game_eq, (s41_c9_L a b), (s41_c9_R a b); cbn [map].
  pose proof (use_s44 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s41_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b==0 && c==0: the board of s41 *)
Lemma s42_c1_p1 x (Hs41 : s41_claim x) :
  x = s42_board 0 0 0 -> fst (s42_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q1] in Hc |- *.
  pose proof (Hs41 0 0 ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b==0 && c==1: the board of s41 *)
Lemma s42_c2_p2 x (Hs41 : s41_claim x) :
  x = s42_board 0 0 1 -> fst (s42_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s42_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs41 0 1 ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b==0 && c>=2: the board of s41 *)
Lemma s42_c3_p3 x (Hs41 : s41_claim x) (c : nat) :
  x = s42_board 0 0 (2 + c) -> fst (s42_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s42_q3] in Hc |- *.
  pose proof (Hs41 0 (2 + c) ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s42_c4_L : lmoves (s42_board 0 1 0) = [s41_board 0 1].
Proof. unfold s41_board, s42_board. tf_options. Qed.
Lemma s42_c4_R : rmoves (s42_board 0 1 0) = [s66_board 0 1 0].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b==1 && c==0 *)
Lemma s42_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s42_board 0 1 0 -> fst (s42_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s42_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c4_L), (s42_c4_R); cbn [map].
  pose proof (use_s41 IH 0 1 (opt_l _ _ _ (s42_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 0 1 0 (opt_r _ _ _ (s42_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  rewrite (s66_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s42_c5_L : lmoves (s42_board 0 1 1) = [s41_board 0 2].
Proof. unfold s41_board, s42_board. tf_options. Qed.
Lemma s42_c5_R : rmoves (s42_board 0 1 1) = [s66_board 0 1 1].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b==1 && c==1 *)
Lemma s42_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s42_board 0 1 1 -> fst (s42_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s42_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q7] in Hc |- *.
  rewrite tf_game_eq, (s42_c5_L), (s42_c5_R); cbn [map].
  pose proof (use_s41 IH 0 2 (opt_l _ _ _ (s42_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 0 1 1 (opt_r _ _ _ (s42_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  rewrite (s66_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s42_c6_L (c : nat) : lmoves (s42_board 0 1 (2 + c)) = [s41_board 0 (3 + c)].
Proof. unfold s41_board, s42_board. tf_options. Qed.
Lemma s42_c6_R (c : nat) : rmoves (s42_board 0 1 (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b==1 && c>=2 *)
Lemma s42_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s42_board 0 1 (2 + c) -> fst (s42_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c6_L c), (s42_c6_R c); cbn [map].
  pose proof (use_s41 IH 0 (3 + c) (opt_l _ _ _ (s42_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s42_c7_L (b : nat) : lmoves (s42_board 0 (2 + b) 0) = [s42_board 0 (1 + b) 1].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c7_R (b : nat) : rmoves (s42_board 0 (2 + b) 0) = [s66_board 0 (2 + b) 0].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b>=2 && c==0 *)
Lemma s42_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 0 (2 + b) 0 -> fst (s42_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q5] in Hc |- *.
  rewrite tf_game_eq, (s42_c7_L b), (s42_c7_R b); cbn [map].
  pose proof (use_s42 IH 0 (1 + b) 1 (opt_l _ _ _ (s42_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 0 (2 + b) 0 (opt_r _ _ _ (s42_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s42_p7 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 0 (2 + b) 0 -> fst (s42_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q9] in Hc |- *.
  rewrite tf_game_eq, (s42_c7_L b), (s42_c7_R b); cbn [map].
  pose proof (use_s42 IH 0 (1 + b) 1 (opt_l _ _ _ (s42_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 0 (2 + b) 0 (opt_r _ _ _ (s42_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s42_p8 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s42_c8_L (b : nat) : lmoves (s42_board 0 (2 + b) 1) = [s42_board 0 (1 + b) 2].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c8_R (b : nat) : rmoves (s42_board 0 (2 + b) 1) = [s66_board 0 (2 + b) 1].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b>=2 && c==1 *)
Lemma s42_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 0 (2 + b) 1 -> fst (s42_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s42_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q8] in Hc |- *.
  rewrite tf_game_eq, (s42_c8_L b), (s42_c8_R b); cbn [map].
  pose proof (use_s42 IH 0 (1 + b) 2 (opt_l _ _ _ (s42_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 0 (2 + b) 1 (opt_r _ _ _ (s42_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  rewrite (s66_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s42_c9_L (b c : nat) : lmoves (s42_board 0 (2 + b) (2 + c)) = [s42_board 0 (1 + b) (3 + c)].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c9_R (b c : nat) : rmoves (s42_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==0 && b>=2 && c>=2 *)
Lemma s42_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s42_board 0 (2 + b) (2 + c) -> fst (s42_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c9_L b c), (s42_c9_R b c); cbn [map].
  pose proof (use_s42 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s42_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b==0 && c==0: the board of s41 *)
Lemma s42_c10_p5 x (Hs41 : s41_claim x) :
  x = s42_board 1 0 0 -> fst (s42_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q5] in Hc |- *.
  pose proof (Hs41 1 0 ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b==0 && c==1: the board of s41 *)
Lemma s42_c11_p2 x (Hs41 : s41_claim x) :
  x = s42_board 1 0 1 -> fst (s42_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s42_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs41 1 1 ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b==0 && c>=2: the board of s41 *)
Lemma s42_c12_p3 x (Hs41 : s41_claim x) (c : nat) :
  x = s42_board 1 0 (2 + c) -> fst (s42_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s42_q3] in Hc |- *.
  pose proof (Hs41 1 (2 + c) ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s42_c13_L : lmoves (s42_board 1 1 0) = [s45_board 0 1 1 0; s41_board 1 1].
Proof. unfold s41_board, s42_board, s45_board. tf_options. Qed.
Lemma s42_c13_R : rmoves (s42_board 1 1 0) = [s66_board 1 1 0].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b==1 && c==0 *)
Lemma s42_c13_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s42_board 1 1 0 -> fst (s42_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s42_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q10] in Hc |- *.
  rewrite tf_game_eq, (s42_c13_L), (s42_c13_R); cbn [map].
  pose proof (use_s45 IH 0 1 1 0 (opt_l _ _ _ (s42_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH 1 1 (opt_l _ _ _ (s42_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH 1 1 0 (opt_r _ _ _ (s42_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p15 Ho0 ltac:(zlia)).
  rewrite (s41_p2 Ho1 ltac:(zlia)).
  rewrite (s66_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s42_c14_L : lmoves (s42_board 1 1 1) = [s45_board 0 1 1 1; s41_board 1 2].
Proof. unfold s41_board, s42_board, s45_board. tf_options. Qed.
Lemma s42_c14_R : rmoves (s42_board 1 1 1) = [s66_board 1 1 1].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b==1 && c==1 *)
Lemma s42_c14_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s42_board 1 1 1 -> fst (s42_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s42_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q11] in Hc |- *.
  rewrite tf_game_eq, (s42_c14_L), (s42_c14_R); cbn [map].
  pose proof (use_s45 IH 0 1 1 1 (opt_l _ _ _ (s42_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH 1 2 (opt_l _ _ _ (s42_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH 1 1 1 (opt_r _ _ _ (s42_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p16 Ho0 ltac:(zlia)).
  rewrite (s41_p3 Ho1 ltac:(zlia)).
  rewrite (s66_p10 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s42_c15_L (c : nat) : lmoves (s42_board 1 1 (2 + c)) = [s45_board 0 1 1 (2 + c); s41_board 1 (3 + c)].
Proof. unfold s41_board, s42_board, s45_board. tf_options. Qed.
Lemma s42_c15_R (c : nat) : rmoves (s42_board 1 1 (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b==1 && c>=2 *)
Lemma s42_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s42_board 1 1 (2 + c) -> fst (s42_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c15_L c), (s42_c15_R c); cbn [map].
  pose proof (use_s45 IH 0 1 1 (2 + c) (opt_l _ _ _ (s42_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH 1 (3 + c) (opt_l _ _ _ (s42_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s41_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s42_c16_L (b : nat) : lmoves (s42_board 1 (2 + b) 0) = [s45_board 0 1 (2 + b) 0; s42_board 1 (1 + b) 1].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s42_c16_R (b : nat) : rmoves (s42_board 1 (2 + b) 0) = [s66_board 1 (2 + b) 0].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b>=2 && c==0 *)
Lemma s42_c16_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 1 (2 + b) 0 -> fst (s42_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q5] in Hc |- *.
  rewrite tf_game_eq, (s42_c16_L b), (s42_c16_R b); cbn [map].
  pose proof (use_s45 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s42_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (1 + b) 1 (opt_l _ _ _ (s42_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH 1 (2 + b) 0 (opt_r _ _ _ (s42_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p17 Ho0 ltac:(zlia)).
  rewrite (s42_p11 Ho1 ltac:(zlia)).
  rewrite (s66_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 1 (2 + b) 0 -> fst (s42_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q9] in Hc |- *.
  rewrite tf_game_eq, (s42_c16_L b), (s42_c16_R b); cbn [map].
  pose proof (use_s45 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s42_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (1 + b) 1 (opt_l _ _ _ (s42_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH 1 (2 + b) 0 (opt_r _ _ _ (s42_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p11 Ho0 ltac:(zlia)).
  rewrite (s42_p8 Ho1 ltac:(zlia)).
  rewrite (s66_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c17_L (b : nat) : lmoves (s42_board 1 (2 + b) 1) = [s45_board 0 1 (2 + b) 1; s42_board 1 (1 + b) 2].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s42_c17_R (b : nat) : rmoves (s42_board 1 (2 + b) 1) = [s66_board 1 (2 + b) 1].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b>=2 && c==1 *)
Lemma s42_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 1 (2 + b) 1 -> fst (s42_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s42_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q8] in Hc |- *.
  rewrite tf_game_eq, (s42_c17_L b), (s42_c17_R b); cbn [map].
  pose proof (use_s45 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s42_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (1 + b) 2 (opt_l _ _ _ (s42_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH 1 (2 + b) 1 (opt_r _ _ _ (s42_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p10 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  rewrite (s66_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s42_c18_L (b c : nat) : lmoves (s42_board 1 (2 + b) (2 + c)) = [s45_board 0 1 (2 + b) (2 + c); s42_board 1 (1 + b) (3 + c)].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s42_c18_R (b c : nat) : rmoves (s42_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a==1 && b>=2 && c>=2 *)
Lemma s42_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s42_board 1 (2 + b) (2 + c) -> fst (s42_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c18_L b c), (s42_c18_R b c); cbn [map].
  pose proof (use_s45 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s42_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s42_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b==0 && c==0: the board of s41 *)
Lemma s42_c19_p12 x (Hs41 : s41_claim x) (a : nat) :
  x = s42_board (2 + a) 0 0 -> fst (s42_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q12] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s42_c19_p13 x (Hs41 : s41_claim x) (a : nat) :
  x = s42_board (2 + a) 0 0 -> fst (s42_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q13] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s42_c19_p14 x (Hs41 : s41_claim x) (a : nat) :
  x = s42_board (2 + a) 0 0 -> fst (s42_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q14] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b==0 && c==1: the board of s41 *)
Lemma s42_c20_p2 x (Hs41 : s41_claim x) (a : nat) :
  x = s42_board (2 + a) 0 1 -> fst (s42_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s42_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs41 (2 + a) 1 ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b==0 && c>=2: the board of s41 *)
Lemma s42_c21_p3 x (Hs41 : s41_claim x) (a c : nat) :
  x = s42_board (2 + a) 0 (2 + c) -> fst (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s42_q3] in Hc |- *.
  pose proof (Hs41 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s42_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s42_c22_L (a : nat) : lmoves (s42_board (2 + a) 1 0) = [s45_board (1 + a) 1 1 0; s41_board (2 + a) 1].
Proof. unfold s41_board, s42_board, s45_board. tf_options. Qed.
Lemma s42_c22_R (a : nat) : rmoves (s42_board (2 + a) 1 0) = [s66_board (2 + a) 1 0].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b==1 && c==0 *)
Lemma s42_c22_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s42_board (2 + a) 1 0 -> fst (s42_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s42_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q6] in Hc |- *.
  rewrite tf_game_eq, (s42_c22_L a), (s42_c22_R a); cbn [map].
  pose proof (use_s45 IH (1 + a) 1 1 0 (opt_l _ _ _ (s42_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) 1 (opt_l _ _ _ (s42_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH (2 + a) 1 0 (opt_r _ _ _ (s42_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p15 Ho0 ltac:(zlia)).
  rewrite (s41_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s66_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s66_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s66_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s42_c23_L (a : nat) : lmoves (s42_board (2 + a) 1 1) = [s45_board (1 + a) 1 1 1; s41_board (2 + a) 2].
Proof. unfold s41_board, s42_board, s45_board. tf_options. Qed.
Lemma s42_c23_R (a : nat) : rmoves (s42_board (2 + a) 1 1) = [s66_board (2 + a) 1 1].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b==1 && c==1 *)
Lemma s42_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s42_board (2 + a) 1 1 -> fst (s42_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s42_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q11] in Hc |- *.
  rewrite tf_game_eq, (s42_c23_L a), (s42_c23_R a); cbn [map].
  pose proof (use_s45 IH (1 + a) 1 1 1 (opt_l _ _ _ (s42_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) 2 (opt_l _ _ _ (s42_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH (2 + a) 1 1 (opt_r _ _ _ (s42_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s45_p25 Ho0 ltac:(zlia)).
    rewrite (s41_p3 Ho1 ltac:(zlia)).
    rewrite (s66_p10 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s45_p28 Ho0 ltac:(zlia)).
    rewrite (s41_p3 Ho1 ltac:(zlia)).
    rewrite (s66_p10 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s45_p32 Ho0 ltac:(zlia)).
    rewrite (s41_p3 Ho1 ltac:(zlia)).
    rewrite (s66_p10 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s42_c24_L (a c : nat) : lmoves (s42_board (2 + a) 1 (2 + c)) = [s45_board (1 + a) 1 1 (2 + c); s41_board (2 + a) (3 + c)].
Proof. unfold s41_board, s42_board, s45_board. tf_options. Qed.
Lemma s42_c24_R (a c : nat) : rmoves (s42_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b==1 && c>=2 *)
Lemma s42_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s42_board (2 + a) 1 (2 + c) -> fst (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c24_L a c), (s42_c24_R a c); cbn [map].
  pose proof (use_s45 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s42_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (3 + c) (opt_l _ _ _ (s42_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s41_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s42_c25_L (a b : nat) : lmoves (s42_board (2 + a) (2 + b) 0) = [s45_board (1 + a) 1 (2 + b) 0; s42_board (2 + a) (1 + b) 1].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s42_c25_R (a b : nat) : rmoves (s42_board (2 + a) (2 + b) 0) = [s66_board (2 + a) (2 + b) 0].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b>=2 && c==0 *)
Lemma s42_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s42_board (2 + a) (2 + b) 0 -> fst (s42_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q6] in Hc |- *.
  rewrite tf_game_eq, (s42_c25_L a b), (s42_c25_R a b); cbn [map].
  pose proof (use_s45 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s42_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s42_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s42_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p17 Ho0 ltac:(zlia)).
  rewrite (s42_p11 Ho1 ltac:(zlia)).
  rewrite (s66_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s42_board (2 + a) (2 + b) 0 -> fst (s42_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q9] in Hc |- *.
  rewrite tf_game_eq, (s42_c25_L a b), (s42_c25_R a b); cbn [map].
  pose proof (use_s45 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s42_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s42_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s42_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p11 Ho0 ltac:(zlia)).
  rewrite (s42_p8 Ho1 ltac:(zlia)).
  rewrite (s66_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c26_L (a b : nat) : lmoves (s42_board (2 + a) (2 + b) 1) = [s45_board (1 + a) 1 (2 + b) 1; s42_board (2 + a) (1 + b) 2].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s42_c26_R (a b : nat) : rmoves (s42_board (2 + a) (2 + b) 1) = [s66_board (2 + a) (2 + b) 1].
Proof. unfold s42_board, s66_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b>=2 && c==1 *)
Lemma s42_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s42_board (2 + a) (2 + b) 1 -> fst (s42_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s42_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q8] in Hc |- *.
  rewrite tf_game_eq, (s42_c26_L a b), (s42_c26_R a b); cbn [map].
  pose proof (use_s45 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s42_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s42_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s66 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s42_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p10 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  rewrite (s66_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s42_c27_L (a b c : nat) : lmoves (s42_board (2 + a) (2 + b) (2 + c)) = [s45_board (1 + a) 1 (2 + b) (2 + c); s42_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s42_c27_R (a b c : nat) : rmoves (s42_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a _^2 T^b _ T^c F T F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s42_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s42_board (2 + a) (2 + b) (2 + c) -> fst (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c27_L a b c), (s42_c27_R a b c); cbn [map].
  pose proof (use_s45 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s42_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s42_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==0 && b==0 && c==0: the board of s17 *)
Lemma s43_c1_p1 x (Hs17 : s17_claim x) :
  x = s43_board 0 0 0 -> fst (s43_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q1] in Hc |- *.
  pose proof (Hs17 0 ltac:(rewrite Hx; unfold s43_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==0 && b==0 && c==1: the board of s37 *)
Lemma s43_c2_p1 x (Hs37 : s37_claim x) :
  x = s43_board 0 0 1 -> fst (s43_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q1] in Hc |- *.
  pose proof (Hs37 0 1 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==0 && b==0 && c>=2: the board of s37 *)
Lemma s43_c3_p3 x (Hs37 : s37_claim x) (c : nat) :
  x = s43_board 0 0 (2 + c) -> fst (s43_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q3] in Hc |- *.
  pose proof (Hs37 0 (2 + c) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c3_p4 x (Hs37 : s37_claim x) (c : nat) :
  x = s43_board 0 0 (2 + c) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs37 0 (2 + c) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c3_p6 x (Hs37 : s37_claim x) (c : nat) :
  x = s43_board 0 0 (2 + c) -> fst (s43_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q6] in Hc |- *.
  pose proof (Hs37 0 (2 + c) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==0 && b==1 && c==0: the board of s28 *)
Lemma s43_c4_p7 x (Hs28 : s28_claim x) :
  x = s43_board 0 1 0 -> fst (s43_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs28 0 1 ltac:(rewrite Hx; unfold s43_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c5_L : lmoves (s43_board 0 1 1) = [s37_board 0 2; s72_board 0 1].
Proof. unfold s37_board, s43_board, s72_board. tf_options. Qed.
Lemma s43_c5_R : rmoves (s43_board 0 1 1) = [s73_board 0 1 1].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a==0 && b==1 && c==1 *)
Lemma s43_c5_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s43_board 0 1 1 -> fst (s43_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q9] in Hc |- *.
  rewrite tf_game_eq, (s43_c5_L), (s43_c5_R); cbn [map].
  pose proof (use_s37 IH 0 2 (opt_l _ _ _ (s43_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s72 IH 0 1 (opt_l _ _ _ (s43_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH 0 1 1 (opt_r _ _ _ (s43_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c6_L (c : nat) : lmoves (s43_board 0 1 (2 + c)) = [s37_board 0 (3 + c); s74_board 0 1 (1 + c)].
Proof. unfold s37_board, s43_board, s74_board. tf_options. Qed.
Lemma s43_c6_R (c : nat) : rmoves (s43_board 0 1 (2 + c)) = [s73_board 0 1 (2 + c)].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a==0 && b==1 && c>=2 *)
Lemma s43_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s43_board 0 1 (2 + c) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c6_L c), (s43_c6_R c); cbn [map].
  pose proof (use_s37 IH 0 (3 + c) (opt_l _ _ _ (s43_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s74 IH 0 1 (1 + c) (opt_l _ _ _ (s43_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH 0 1 (2 + c) (opt_r _ _ _ (s43_c6_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  rewrite (s74_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c6_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s43_board 0 1 (2 + c) -> fst (s43_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s43_q6] in Hc |- *.
  rewrite tf_game_eq, (s43_c6_L c), (s43_c6_R c); cbn [map].
  pose proof (use_s37 IH 0 (3 + c) (opt_l _ _ _ (s43_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s74 IH 0 1 (1 + c) (opt_l _ _ _ (s43_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH 0 1 (2 + c) (opt_r _ _ _ (s43_c6_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==0 && b>=2 && c==0: the board of s28 *)
Lemma s43_c7_p7 x (Hs28 : s28_claim x) (b : nat) :
  x = s43_board 0 (2 + b) 0 -> fst (s43_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs28 0 (2 + b) ltac:(rewrite Hx; unfold s43_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c8_L (b : nat) : lmoves (s43_board 0 (2 + b) 1) = [s43_board 0 (1 + b) 2; s72_board 0 (2 + b)].
Proof. unfold s43_board, s72_board. tf_options. Qed.
Lemma s43_c8_R (b : nat) : rmoves (s43_board 0 (2 + b) 1) = [s73_board 0 (2 + b) 1].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a==0 && b>=2 && c==1 *)
Lemma s43_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s43_board 0 (2 + b) 1 -> fst (s43_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s43_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q9] in Hc |- *.
  rewrite tf_game_eq, (s43_c8_L b), (s43_c8_R b); cbn [map].
  pose proof (use_s43 IH 0 (1 + b) 2 (opt_l _ _ _ (s43_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s72 IH 0 (2 + b) (opt_l _ _ _ (s43_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_r _ _ _ (s43_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s43_p4 Ho0 ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p6 Ho0 ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s43_c9_L (b c : nat) : lmoves (s43_board 0 (2 + b) (2 + c)) = [s43_board 0 (1 + b) (3 + c); s74_board 0 (2 + b) (1 + c)].
Proof. unfold s43_board, s74_board. tf_options. Qed.
Lemma s43_c9_R (b c : nat) : rmoves (s43_board 0 (2 + b) (2 + c)) = [s73_board 0 (2 + b) (2 + c)].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a==0 && b>=2 && c>=2 *)
Lemma s43_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s43_board 0 (2 + b) (2 + c) -> fst (s43_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s43_q6] in Hc |- *.
  rewrite tf_game_eq, (s43_c9_L b c), (s43_c9_R b c); cbn [map].
  pose proof (use_s43 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s43_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s74 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s43_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s43_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==1 && b==0 && c==0: the board of s17 *)
Lemma s43_c10_p8 x (Hs17 : s17_claim x) :
  x = s43_board 1 0 0 -> fst (s43_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q8] in Hc |- *.
  pose proof (Hs17 1 ltac:(rewrite Hx; unfold s43_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==1 && b==0 && c==1: the board of s37 *)
Lemma s43_c11_p2 x (Hs37 : s37_claim x) :
  x = s43_board 1 0 1 -> fst (s43_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q2] in Hc |- *.
  pose proof (Hs37 1 1 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==1 && b==0 && c>=2: the board of s37 *)
Lemma s43_c12_p5 x (Hs37 : s37_claim x) (c : nat) :
  x = s43_board 1 0 (2 + c) -> fst (s43_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q5] in Hc |- *.
  pose proof (Hs37 1 (2 + c) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c12_p6 x (Hs37 : s37_claim x) (c : nat) :
  x = s43_board 1 0 (2 + c) -> fst (s43_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q6] in Hc |- *.
  pose proof (Hs37 1 (2 + c) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==1 && b==1 && c==0: the board of s28 *)
Lemma s43_c13_p7 x (Hs28 : s28_claim x) :
  x = s43_board 1 1 0 -> fst (s43_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs28 1 1 ltac:(rewrite Hx; unfold s43_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c14_L : lmoves (s43_board 1 1 1) = [s43_board 0 2 1; s37_board 1 2; s72_board 1 1].
Proof. unfold s37_board, s43_board, s72_board. tf_options. Qed.
Lemma s43_c14_R : rmoves (s43_board 1 1 1) = [s73_board 1 1 1].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a==1 && b==1 && c==1 *)
Lemma s43_c14_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s43_board 1 1 1 -> fst (s43_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q9] in Hc |- *.
  rewrite tf_game_eq, (s43_c14_L), (s43_c14_R); cbn [map].
  pose proof (use_s43 IH 0 2 1 (opt_l _ _ _ (s43_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 1 2 (opt_l _ _ _ (s43_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s72 IH 1 1 (opt_l _ _ _ (s43_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s73 IH 1 1 1 (opt_r _ _ _ (s43_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s37_p4 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c15_L (c : nat) : lmoves (s43_board 1 1 (2 + c)) = [s43_board 0 2 (2 + c); s37_board 1 (3 + c); s74_board 1 1 (1 + c)].
Proof. unfold s37_board, s43_board, s74_board. tf_options. Qed.
Lemma s43_c15_R (c : nat) : rmoves (s43_board 1 1 (2 + c)) = [s73_board 1 1 (2 + c)].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a==1 && b==1 && c>=2 *)
Lemma s43_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s43_board 1 1 (2 + c) -> fst (s43_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s43_q6] in Hc |- *.
  rewrite tf_game_eq, (s43_c15_L c), (s43_c15_R c); cbn [map].
  pose proof (use_s43 IH 0 2 (2 + c) (opt_l _ _ _ (s43_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 1 (3 + c) (opt_l _ _ _ (s43_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s74 IH 1 1 (1 + c) (opt_l _ _ _ (s43_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s73 IH 1 1 (2 + c) (opt_r _ _ _ (s43_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a==1 && b>=2 && c==0: the board of s28 *)
Lemma s43_c16_p7 x (Hs28 : s28_claim x) (b : nat) :
  x = s43_board 1 (2 + b) 0 -> fst (s43_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs28 1 (2 + b) ltac:(rewrite Hx; unfold s43_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c17_L (b : nat) : lmoves (s43_board 1 (2 + b) 1) = [s43_board 0 (3 + b) 1; s43_board 1 (1 + b) 2; s72_board 1 (2 + b)].
Proof. unfold s43_board, s72_board. tf_options. Qed.
Lemma s43_c17_R (b : nat) : rmoves (s43_board 1 (2 + b) 1) = [s73_board 1 (2 + b) 1].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a==1 && b>=2 && c==1 *)
Lemma s43_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s43_board 1 (2 + b) 1 -> fst (s43_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s43_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q9] in Hc |- *.
  rewrite tf_game_eq, (s43_c17_L b), (s43_c17_R b); cbn [map].
  pose proof (use_s43 IH 0 (3 + b) 1 (opt_l _ _ _ (s43_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) 2 (opt_l _ _ _ (s43_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s72 IH 1 (2 + b) (opt_l _ _ _ (s43_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_r _ _ _ (s43_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p6 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c18_L (b c : nat) : lmoves (s43_board 1 (2 + b) (2 + c)) = [s43_board 0 (3 + b) (2 + c); s43_board 1 (1 + b) (3 + c); s74_board 1 (2 + b) (1 + c)].
Proof. unfold s43_board, s74_board. tf_options. Qed.
Lemma s43_c18_R (b c : nat) : rmoves (s43_board 1 (2 + b) (2 + c)) = [s73_board 1 (2 + b) (2 + c)].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a==1 && b>=2 && c>=2 *)
Lemma s43_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s43_board 1 (2 + b) (2 + c) -> fst (s43_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s43_q6] in Hc |- *.
  rewrite tf_game_eq, (s43_c18_L b c), (s43_c18_R b c); cbn [map].
  pose proof (use_s43 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s43_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s43_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s74 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s43_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s43_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6 Ho1 ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b==0 && c==0: the board of s17 *)
Lemma s43_c19_p8 x (Hs17 : s17_claim x) (a : nat) :
  x = s43_board (2 + a) 0 0 -> fst (s43_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q8] in Hc |- *.
  pose proof (Hs17 (2 + a) ltac:(rewrite Hx; unfold s43_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b==0 && c==1: the board of s37 *)
Lemma s43_c20_p2 x (Hs37 : s37_claim x) (a : nat) :
  x = s43_board (2 + a) 0 1 -> fst (s43_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q2] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b==0 && c>=2: the board of s37 *)
Lemma s43_c21_p6 x (Hs37 : s37_claim x) (a c : nat) :
  x = s43_board (2 + a) 0 (2 + c) -> fst (s43_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q6] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b==1 && c==0: the board of s28 *)
Lemma s43_c22_p7 x (Hs28 : s28_claim x) (a : nat) :
  x = s43_board (2 + a) 1 0 -> fst (s43_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 ltac:(rewrite Hx; unfold s43_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c23_L (a : nat) : lmoves (s43_board (2 + a) 1 1) = [s43_board (1 + a) 2 1; s37_board (2 + a) 2; s72_board (2 + a) 1].
Proof. unfold s37_board, s43_board, s72_board. tf_options. Qed.
Lemma s43_c23_R (a : nat) : rmoves (s43_board (2 + a) 1 1) = [s73_board (2 + a) 1 1].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b==1 && c==1 *)
Lemma s43_c23_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s43_board (2 + a) 1 1 -> fst (s43_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q9] in Hc |- *.
  rewrite tf_game_eq, (s43_c23_L a), (s43_c23_R a); cbn [map].
  pose proof (use_s43 IH (1 + a) 2 1 (opt_l _ _ _ (s43_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) 2 (opt_l _ _ _ (s43_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s72 IH (2 + a) 1 (opt_l _ _ _ (s43_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s73 IH (2 + a) 1 1 (opt_r _ _ _ (s43_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c24_L (a c : nat) : lmoves (s43_board (2 + a) 1 (2 + c)) = [s43_board (1 + a) 2 (2 + c); s37_board (2 + a) (3 + c); s74_board (2 + a) 1 (1 + c)].
Proof. unfold s37_board, s43_board, s74_board. tf_options. Qed.
Lemma s43_c24_R (a c : nat) : rmoves (s43_board (2 + a) 1 (2 + c)) = [s73_board (2 + a) 1 (2 + c)].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b==1 && c>=2 *)
Lemma s43_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s43_board (2 + a) 1 (2 + c) -> fst (s43_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s43_q6] in Hc |- *.
  rewrite tf_game_eq, (s43_c24_L a c), (s43_c24_R a c); cbn [map].
  pose proof (use_s43 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s43_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) (3 + c) (opt_l _ _ _ (s43_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s74 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s43_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s73 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s43_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b>=2 && c==0: the board of s28 *)
Lemma s43_c25_p7 x (Hs28 : s28_claim x) (a b : nat) :
  x = s43_board (2 + a) (2 + b) 0 -> fst (s43_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s43_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c26_L (a b : nat) : lmoves (s43_board (2 + a) (2 + b) 1) = [s43_board (1 + a) (3 + b) 1; s43_board (2 + a) (1 + b) 2; s72_board (2 + a) (2 + b)].
Proof. unfold s43_board, s72_board. tf_options. Qed.
Lemma s43_c26_R (a b : nat) : rmoves (s43_board (2 + a) (2 + b) 1) = [s73_board (2 + a) (2 + b) 1].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b>=2 && c==1 *)
Lemma s43_c26_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s43_board (2 + a) (2 + b) 1 -> fst (s43_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s43_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q9] in Hc |- *.
  rewrite tf_game_eq, (s43_c26_L a b), (s43_c26_R a b); cbn [map].
  pose proof (use_s43 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s43_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s43_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s72 IH (2 + a) (2 + b) (opt_l _ _ _ (s43_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s73 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s43_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p6 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c27_L (a b c : nat) : lmoves (s43_board (2 + a) (2 + b) (2 + c)) = [s43_board (1 + a) (3 + b) (2 + c); s43_board (2 + a) (1 + b) (3 + c); s74_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s43_board, s74_board. tf_options. Qed.
Lemma s43_c27_R (a b c : nat) : rmoves (s43_board (2 + a) (2 + b) (2 + c)) = [s73_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s43_board, s73_board. tf_options. Qed.
(* s43 = T^a _ T^b _ T^c _ F on a>=2 && b>=2 && c>=2 *)
Lemma s43_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s43_board (2 + a) (2 + b) (2 + c) -> fst (s43_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s43_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s43_q6] in Hc |- *.
  rewrite tf_game_eq, (s43_c27_L a b c), (s43_c27_R a b c); cbn [map].
  pose proof (use_s43 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s43_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s43_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s74 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s43_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s73 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s43_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6 Ho1 ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b==0 && c==0: the board of s41 *)
Lemma s44_c1_p1 x (Hs41 : s41_claim x) :
  x = s44_board 0 0 0 -> fst (s44_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s44_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s44_q1] in Hc |- *.
  pose proof (Hs41 0 0 ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b==0 && c==1: the board of s41 *)
Lemma s44_c2_p3 x (Hs41 : s41_claim x) :
  x = s44_board 0 0 1 -> fst (s44_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s44_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s44_q3] in Hc |- *.
  pose proof (Hs41 0 1 ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b==0 && c>=2: the board of s41 *)
Lemma s44_c3_p4 x (Hs41 : s41_claim x) (c : nat) :
  x = s44_board 0 0 (2 + c) -> fst (s44_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s44_q4] in Hc |- *.
  pose proof (Hs41 0 (2 + c) ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s44_c4_L : lmoves (s44_board 0 1 0) = [s42_board 0 1 0].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c4_R : rmoves (s44_board 0 1 0) = [s67_board 0 1 0 0].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b==1 && c==0 *)
Lemma s44_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s44_board 0 1 0 -> fst (s44_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s44_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q1] in Hc |- *.
  rewrite tf_game_eq, (s44_c4_L), (s44_c4_R); cbn [map].
  pose proof (use_s42 IH 0 1 0 (opt_l _ _ _ (s44_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 0 0 (opt_r _ _ _ (s44_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  rewrite (s67_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s44_c5_L : lmoves (s44_board 0 1 1) = [s42_board 0 1 1].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c5_R : rmoves (s44_board 0 1 1) = [s67_board 0 1 0 1].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b==1 && c==1 *)
Lemma s44_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s44_board 0 1 1 -> fst (s44_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s44_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s44_q6] in Hc |- *.
  rewrite tf_game_eq, (s44_c5_L), (s44_c5_R); cbn [map].
  pose proof (use_s42 IH 0 1 1 (opt_l _ _ _ (s44_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 0 1 (opt_r _ _ _ (s44_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s42_p7 Ho0 ltac:(zlia)).
  rewrite (s67_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s44_c6_L (c : nat) : lmoves (s44_board 0 1 (2 + c)) = [s42_board 0 1 (2 + c)].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c6_R (c : nat) : rmoves (s44_board 0 1 (2 + c)) = [].
Proof. unfold s44_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b==1 && c>=2 *)
Lemma s44_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s44_board 0 1 (2 + c) -> fst (s44_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s44_q4] in Hc |- *.
  rewrite tf_game_eq, (s44_c6_L c), (s44_c6_R c); cbn [map].
  pose proof (use_s42 IH 0 1 (2 + c) (opt_l _ _ _ (s44_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s44_c7_L (b : nat) : lmoves (s44_board 0 (2 + b) 0) = [s45_board 0 (1 + b) 1 0].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c7_R (b : nat) : rmoves (s44_board 0 (2 + b) 0) = [s67_board 0 (2 + b) 0 0].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b>=2 && c==0 *)
Lemma s44_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s44_board 0 (2 + b) 0 -> fst (s44_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s44_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q7] in Hc |- *.
  rewrite tf_game_eq, (s44_c7_L b), (s44_c7_R b); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s44_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s44_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s45_p15 Ho0 ltac:(zlia)).
  rewrite (s67_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s44_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s44_board 0 (2 + b) 0 -> fst (s44_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s44_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q8] in Hc |- *.
  rewrite tf_game_eq, (s44_c7_L b), (s44_c7_R b); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s44_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s44_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s45_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s67_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p25 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s44_c8_L (b : nat) : lmoves (s44_board 0 (2 + b) 1) = [s45_board 0 (1 + b) 1 1].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c8_R (b : nat) : rmoves (s44_board 0 (2 + b) 1) = [s67_board 0 (2 + b) 0 1].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b>=2 && c==1 *)
Lemma s44_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s44_board 0 (2 + b) 1 -> fst (s44_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s44_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s44_q6] in Hc |- *.
  rewrite tf_game_eq, (s44_c8_L b), (s44_c8_R b); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s44_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s44_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s45_p16 Ho0 ltac:(zlia)).
    rewrite (s67_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s45_p19 Ho0 ltac:(zlia)).
    rewrite (s67_p21 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s44_c9_L (b c : nat) : lmoves (s44_board 0 (2 + b) (2 + c)) = [s45_board 0 (1 + b) 1 (2 + c)].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c9_R (b c : nat) : rmoves (s44_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s44_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==0 && b>=2 && c>=2 *)
Lemma s44_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s44_board 0 (2 + b) (2 + c) -> fst (s44_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s44_q4] in Hc |- *.
  rewrite tf_game_eq, (s44_c9_L b c), (s44_c9_R b c); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s44_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b==0 && c==0: the board of s41 *)
Lemma s44_c10_p5 x (Hs41 : s41_claim x) :
  x = s44_board 1 0 0 -> fst (s44_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s44_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s44_q5] in Hc |- *.
  pose proof (Hs41 1 0 ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b==0 && c==1: the board of s41 *)
Lemma s44_c11_p3 x (Hs41 : s41_claim x) :
  x = s44_board 1 0 1 -> fst (s44_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s44_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s44_q3] in Hc |- *.
  pose proof (Hs41 1 1 ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b==0 && c>=2: the board of s41 *)
Lemma s44_c12_p4 x (Hs41 : s41_claim x) (c : nat) :
  x = s44_board 1 0 (2 + c) -> fst (s44_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s44_q4] in Hc |- *.
  pose proof (Hs41 1 (2 + c) ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s44_c13_L : lmoves (s44_board 1 1 0) = [s44_board 0 2 0; s42_board 1 1 0].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c13_R : rmoves (s44_board 1 1 0) = [s67_board 1 1 0 0].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b==1 && c==0 *)
Lemma s44_c13_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s44_board 1 1 0 -> fst (s44_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s44_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q9] in Hc |- *.
  rewrite tf_game_eq, (s44_c13_L), (s44_c13_R); cbn [map].
  pose proof (use_s44 IH 0 2 0 (opt_l _ _ _ (s44_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 1 0 (opt_l _ _ _ (s44_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 1 1 0 0 (opt_r _ _ _ (s44_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p7 Ho0 ltac:(zlia)).
  rewrite (s42_p10 Ho1 ltac:(zlia)).
  rewrite (s67_p32 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s44_c14_L : lmoves (s44_board 1 1 1) = [s44_board 0 2 1; s42_board 1 1 1].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c14_R : rmoves (s44_board 1 1 1) = [s67_board 1 1 0 1].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b==1 && c==1 *)
Lemma s44_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s44_board 1 1 1 -> fst (s44_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s44_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s44_q6] in Hc |- *.
  rewrite tf_game_eq, (s44_c14_L), (s44_c14_R); cbn [map].
  pose proof (use_s44 IH 0 2 1 (opt_l _ _ _ (s44_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 1 1 (opt_l _ _ _ (s44_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 1 1 0 1 (opt_r _ _ _ (s44_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  rewrite (s42_p11 Ho1 ltac:(zlia)).
  rewrite (s67_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s44_c15_L (c : nat) : lmoves (s44_board 1 1 (2 + c)) = [s44_board 0 2 (2 + c); s42_board 1 1 (2 + c)].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c15_R (c : nat) : rmoves (s44_board 1 1 (2 + c)) = [].
Proof. unfold s44_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b==1 && c>=2 *)
Lemma s44_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s44_board 1 1 (2 + c) -> fst (s44_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s44_q4] in Hc |- *.
  rewrite tf_game_eq, (s44_c15_L c), (s44_c15_R c); cbn [map].
  pose proof (use_s44 IH 0 2 (2 + c) (opt_l _ _ _ (s44_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 1 (2 + c) (opt_l _ _ _ (s44_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s44_c16_L (b : nat) : lmoves (s44_board 1 (2 + b) 0) = [s44_board 0 (3 + b) 0; s45_board 1 (1 + b) 1 0].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c16_R (b : nat) : rmoves (s44_board 1 (2 + b) 0) = [s67_board 1 (2 + b) 0 0].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b>=2 && c==0 *)
Lemma s44_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s44_board 1 (2 + b) 0 -> fst (s44_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s44_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q8] in Hc |- *.
  rewrite tf_game_eq, (s44_c16_L b), (s44_c16_R b); cbn [map].
  pose proof (use_s44 IH 0 (3 + b) 0 (opt_l _ _ _ (s44_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s44_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s44_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p8 Ho0 ltac:(zlia)).
  rewrite (s45_p15 Ho1 ltac:(zlia)).
  rewrite (s67_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s44_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s44_board 1 (2 + b) 0 -> fst (s44_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s44_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q10] in Hc |- *.
  rewrite tf_game_eq, (s44_c16_L b), (s44_c16_R b); cbn [map].
  pose proof (use_s44 IH 0 (3 + b) 0 (opt_l _ _ _ (s44_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s44_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s44_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p8 Ho0 ltac:(zlia)).
  rewrite (s45_p15 Ho1 ltac:(zlia)).
  rewrite (s67_p38 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s44_c17_L (b : nat) : lmoves (s44_board 1 (2 + b) 1) = [s44_board 0 (3 + b) 1; s45_board 1 (1 + b) 1 1].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c17_R (b : nat) : rmoves (s44_board 1 (2 + b) 1) = [s67_board 1 (2 + b) 0 1].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b>=2 && c==1 *)
Lemma s44_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s44_board 1 (2 + b) 1 -> fst (s44_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s44_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s44_q6] in Hc |- *.
  rewrite tf_game_eq, (s44_c17_L b), (s44_c17_R b); cbn [map].
  pose proof (use_s44 IH 0 (3 + b) 1 (opt_l _ _ _ (s44_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s44_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s44_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s45_p19 Ho1 ltac:(zlia)).
    rewrite (s67_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s45_p25 Ho1 ltac:(zlia)).
    rewrite (s67_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s44_c18_L (b c : nat) : lmoves (s44_board 1 (2 + b) (2 + c)) = [s44_board 0 (3 + b) (2 + c); s45_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c18_R (b c : nat) : rmoves (s44_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s44_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a==1 && b>=2 && c>=2 *)
Lemma s44_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s44_board 1 (2 + b) (2 + c) -> fst (s44_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s44_q4] in Hc |- *.
  rewrite tf_game_eq, (s44_c18_L b c), (s44_c18_R b c); cbn [map].
  pose proof (use_s44 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s44_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s44_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b==0 && c==0: the board of s41 *)
Lemma s44_c19_p2 x (Hs41 : s41_claim x) (a : nat) :
  x = s44_board (2 + a) 0 0 -> fst (s44_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s44_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s44_q2] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s44_c19_p13 x (Hs41 : s41_claim x) (a : nat) :
  x = s44_board (2 + a) 0 0 -> fst (s44_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s44_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s44_q13] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s44_c19_p15 x (Hs41 : s41_claim x) (a : nat) :
  x = s44_board (2 + a) 0 0 -> fst (s44_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s44_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s44_q15] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b==0 && c==1: the board of s41 *)
Lemma s44_c20_p3 x (Hs41 : s41_claim x) (a : nat) :
  x = s44_board (2 + a) 0 1 -> fst (s44_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s44_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s44_q3] in Hc |- *.
  pose proof (Hs41 (2 + a) 1 ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b==0 && c>=2: the board of s41 *)
Lemma s44_c21_p4 x (Hs41 : s41_claim x) (a c : nat) :
  x = s44_board (2 + a) 0 (2 + c) -> fst (s44_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s44_q4] in Hc |- *.
  pose proof (Hs41 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s44_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s44_c22_L (a : nat) : lmoves (s44_board (2 + a) 1 0) = [s44_board (1 + a) 2 0; s42_board (2 + a) 1 0].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c22_R (a : nat) : rmoves (s44_board (2 + a) 1 0) = [s67_board (2 + a) 1 0 0].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b==1 && c==0 *)
Lemma s44_c22_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s44_board (2 + a) 1 0 -> fst (s44_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s44_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q11] in Hc |- *.
  rewrite tf_game_eq, (s44_c22_L a), (s44_c22_R a); cbn [map].
  pose proof (use_s44 IH (1 + a) 2 0 (opt_l _ _ _ (s44_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) 1 0 (opt_l _ _ _ (s44_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH (2 + a) 1 0 0 (opt_r _ _ _ (s44_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p10 Ho0 ltac:(zlia)).
  rewrite (s42_p6 Ho1 ltac:(zlia)).
  rewrite (s67_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s44_c22_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s44_board (2 + a) 1 0 -> fst (s44_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s44_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q14] in Hc |- *.
  rewrite tf_game_eq, (s44_c22_L a), (s44_c22_R a); cbn [map].
  pose proof (use_s44 IH (1 + a) 2 0 (opt_l _ _ _ (s44_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) 1 0 (opt_l _ _ _ (s44_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH (2 + a) 1 0 0 (opt_r _ _ _ (s44_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p12 Ho0 ltac:(zlia)).
  rewrite (s42_p6 Ho1 ltac:(zlia)).
  rewrite (s67_p54 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s44_c23_L (a : nat) : lmoves (s44_board (2 + a) 1 1) = [s44_board (1 + a) 2 1; s42_board (2 + a) 1 1].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c23_R (a : nat) : rmoves (s44_board (2 + a) 1 1) = [s67_board (2 + a) 1 0 1].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b==1 && c==1 *)
Lemma s44_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s44_board (2 + a) 1 1 -> fst (s44_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s44_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s44_q6] in Hc |- *.
  rewrite tf_game_eq, (s44_c23_L a), (s44_c23_R a); cbn [map].
  pose proof (use_s44 IH (1 + a) 2 1 (opt_l _ _ _ (s44_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) 1 1 (opt_l _ _ _ (s44_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH (2 + a) 1 0 1 (opt_r _ _ _ (s44_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  rewrite (s42_p11 Ho1 ltac:(zlia)).
  rewrite (s67_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s44_c24_L (a c : nat) : lmoves (s44_board (2 + a) 1 (2 + c)) = [s44_board (1 + a) 2 (2 + c); s42_board (2 + a) 1 (2 + c)].
Proof. unfold s42_board, s44_board. tf_options. Qed.
Lemma s44_c24_R (a c : nat) : rmoves (s44_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s44_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b==1 && c>=2 *)
Lemma s44_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s44_board (2 + a) 1 (2 + c) -> fst (s44_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s44_q4] in Hc |- *.
  rewrite tf_game_eq, (s44_c24_L a c), (s44_c24_R a c); cbn [map].
  pose proof (use_s44 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s44_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s44_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s44_c25_L (a b : nat) : lmoves (s44_board (2 + a) (2 + b) 0) = [s44_board (1 + a) (3 + b) 0; s45_board (2 + a) (1 + b) 1 0].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c25_R (a b : nat) : rmoves (s44_board (2 + a) (2 + b) 0) = [s67_board (2 + a) (2 + b) 0 0].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b>=2 && c==0 *)
Lemma s44_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s44_board (2 + a) (2 + b) 0 -> fst (s44_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s44_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q8] in Hc |- *.
  rewrite tf_game_eq, (s44_c25_L a b), (s44_c25_R a b); cbn [map].
  pose proof (use_s44 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s44_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s44_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s44_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p8 Ho0 ltac:(zlia)).
  rewrite (s45_p15 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s67_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s67_p50 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p57 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s44_c25_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s44_board (2 + a) (2 + b) 0 -> fst (s44_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s44_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s44_q12] in Hc |- *.
  rewrite tf_game_eq, (s44_c25_L a b), (s44_c25_R a b); cbn [map].
  pose proof (use_s44 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s44_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s44_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s44_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p8 Ho0 ltac:(zlia)).
  rewrite (s45_p15 Ho1 ltac:(zlia)).
  rewrite (s67_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s44_c26_L (a b : nat) : lmoves (s44_board (2 + a) (2 + b) 1) = [s44_board (1 + a) (3 + b) 1; s45_board (2 + a) (1 + b) 1 1].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c26_R (a b : nat) : rmoves (s44_board (2 + a) (2 + b) 1) = [s67_board (2 + a) (2 + b) 0 1].
Proof. unfold s44_board, s67_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b>=2 && c==1 *)
Lemma s44_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s44_board (2 + a) (2 + b) 1 -> fst (s44_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s44_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s44_q6] in Hc |- *.
  rewrite tf_game_eq, (s44_c26_L a b), (s44_c26_R a b); cbn [map].
  pose proof (use_s44 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s44_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s44_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s44_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s45_p19 Ho1 ltac:(zlia)).
    rewrite (s67_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s45_p28 Ho1 ltac:(zlia)).
    rewrite (s67_p49 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s45_p32 Ho1 ltac:(zlia)).
    rewrite (s67_p56 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s44_c27_L (a b c : nat) : lmoves (s44_board (2 + a) (2 + b) (2 + c)) = [s44_board (1 + a) (3 + b) (2 + c); s45_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s44_c27_R (a b c : nat) : rmoves (s44_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s44_board. tf_options. Qed.
(* s44 = T^a _ T^b _^2 T^c F T F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s44_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s44_board (2 + a) (2 + b) (2 + c) -> fst (s44_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s44_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s44_q4] in Hc |- *.
  rewrite tf_game_eq, (s44_c27_L a b c), (s44_c27_R a b c); cbn [map].
  pose proof (use_s44 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s44_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s44_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c==0 && d==0: the board of s41 *)
Lemma s45_c1_p1 x (Hs41 : s41_claim x) :
  x = s45_board 0 0 0 0 -> fst (s45_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q1] in Hc |- *.
  pose proof (Hs41 0 0 ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c==0 && d==1: the board of s41 *)
Lemma s45_c2_p2 x (Hs41 : s41_claim x) :
  x = s45_board 0 0 0 1 -> fst (s45_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q2] in Hc |- *.
  pose proof (Hs41 0 1 ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c==0 && d>=2: the board of s41 *)
Lemma s45_c3_p3 x (Hs41 : s41_claim x) (d : nat) :
  x = s45_board 0 0 0 (2 + d) -> fst (s45_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q3] in Hc |- *.
  pose proof (Hs41 0 (2 + d) ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c==1 && d==0: the board of s42 *)
Lemma s45_c4_p7 x (Hs42 : s42_claim x) :
  x = s45_board 0 0 1 0 -> fst (s45_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q7] in Hc |- *.
  pose proof (Hs42 0 1 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c==1 && d==1: the board of s42 *)
Lemma s45_c5_p8 x (Hs42 : s42_claim x) :
  x = s45_board 0 0 1 1 -> fst (s45_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q8] in Hc |- *.
  pose proof (Hs42 0 1 1 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c==1 && d>=2: the board of s42 *)
Lemma s45_c6_p9 x (Hs42 : s42_claim x) (d : nat) :
  x = s45_board 0 0 1 (2 + d) -> fst (s45_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs42 0 1 (2 + d) ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c>=2 && d==0: the board of s42 *)
Lemma s45_c7_p7 x (Hs42 : s42_claim x) (c : nat) :
  x = s45_board 0 0 (2 + c) 0 -> fst (s45_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q7] in Hc |- *.
  pose proof (Hs42 0 (2 + c) 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s45_c7_p11 x (Hs42 : s42_claim x) (c : nat) :
  x = s45_board 0 0 (2 + c) 0 -> fst (s45_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q11] in Hc |- *.
  pose proof (Hs42 0 (2 + c) 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c>=2 && d==1: the board of s42 *)
Lemma s45_c8_p10 x (Hs42 : s42_claim x) (c : nat) :
  x = s45_board 0 0 (2 + c) 1 -> fst (s45_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q10] in Hc |- *.
  pose proof (Hs42 0 (2 + c) 1 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==0 && c>=2 && d>=2: the board of s42 *)
Lemma s45_c9_p9 x (Hs42 : s42_claim x) (c d : nat) :
  x = s45_board 0 0 (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs42 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c==0 && d==0: the board of s44 *)
Lemma s45_c10_p12 x (Hs44 : s44_claim x) :
  x = s45_board 0 1 0 0 -> fst (s45_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q12] in Hc |- *.
  pose proof (Hs44 0 1 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c==0 && d==1: the board of s44 *)
Lemma s45_c11_p14 x (Hs44 : s44_claim x) :
  x = s45_board 0 1 0 1 -> fst (s45_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q14] in Hc |- *.
  pose proof (Hs44 0 1 1 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c==0 && d>=2: the board of s44 *)
Lemma s45_c12_p9 x (Hs44 : s44_claim x) (d : nat) :
  x = s45_board 0 1 0 (2 + d) -> fst (s45_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs44 0 1 (2 + d) ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s45_c13_L : lmoves (s45_board 0 1 1 0) = [s42_board 0 2 0; s44_board 0 1 1].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c13_R : rmoves (s45_board 0 1 1 0) = [s67_board 0 1 1 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c==1 && d==0 *)
Lemma s45_c13_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s45_board 0 1 1 0 -> fst (s45_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q15] in Hc |- *.
  rewrite tf_game_eq, (s45_c13_L), (s45_c13_R); cbn [map].
  pose proof (use_s42 IH 0 2 0 (opt_l _ _ _ (s45_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s44 IH 0 1 1 (opt_l _ _ _ (s45_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 1 1 0 (opt_r _ _ _ (s45_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s42_p5 Ho0 ltac:(zlia)).
  rewrite (s44_p6 Ho1 ltac:(zlia)).
  rewrite (s67_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c14_L : lmoves (s45_board 0 1 1 1) = [s42_board 0 2 1; s44_board 0 1 2].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c14_R : rmoves (s45_board 0 1 1 1) = [s67_board 0 1 1 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c==1 && d==1 *)
Lemma s45_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s45_board 0 1 1 1 -> fst (s45_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q16] in Hc |- *.
  rewrite tf_game_eq, (s45_c14_L), (s45_c14_R); cbn [map].
  pose proof (use_s42 IH 0 2 1 (opt_l _ _ _ (s45_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s44 IH 0 1 2 (opt_l _ _ _ (s45_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 1 1 1 (opt_r _ _ _ (s45_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s42_p8 Ho0 ltac:(zlia)).
  rewrite (s44_p4 Ho1 ltac:(zlia)).
  rewrite (s67_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s45_c15_L (d : nat) : lmoves (s45_board 0 1 1 (2 + d)) = [s42_board 0 2 (2 + d); s44_board 0 1 (3 + d)].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c15_R (d : nat) : rmoves (s45_board 0 1 1 (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c==1 && d>=2 *)
Lemma s45_c15_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s45_board 0 1 1 (2 + d) -> fst (s45_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c15_L d), (s45_c15_R d); cbn [map].
  pose proof (use_s42 IH 0 2 (2 + d) (opt_l _ _ _ (s45_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s44 IH 0 1 (3 + d) (opt_l _ _ _ (s45_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  rewrite (s44_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s45_c16_L (c : nat) : lmoves (s45_board 0 1 (2 + c) 0) = [s42_board 0 (3 + c) 0; s45_board 0 1 (1 + c) 1].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c16_R (c : nat) : rmoves (s45_board 0 1 (2 + c) 0) = [s67_board 0 1 (2 + c) 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c>=2 && d==0 *)
Lemma s45_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s45_board 0 1 (2 + c) 0 -> fst (s45_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q11] in Hc |- *.
  rewrite tf_game_eq, (s45_c16_L c), (s45_c16_R c); cbn [map].
  pose proof (use_s42 IH 0 (3 + c) 0 (opt_l _ _ _ (s45_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s45_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s45_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s42_p9 Ho0 ltac:(zlia)).
  rewrite (s45_p10 Ho1 ltac:(zlia)).
  rewrite (s67_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c16_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s45_board 0 1 (2 + c) 0 -> fst (s45_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q17] in Hc |- *.
  rewrite tf_game_eq, (s45_c16_L c), (s45_c16_R c); cbn [map].
  pose proof (use_s42 IH 0 (3 + c) 0 (opt_l _ _ _ (s45_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s45_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s45_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s42_p9 Ho0 ltac:(zlia)).
  rewrite (s45_p16 Ho1 ltac:(zlia)).
  rewrite (s67_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c17_L (c : nat) : lmoves (s45_board 0 1 (2 + c) 1) = [s42_board 0 (3 + c) 1; s45_board 0 1 (1 + c) 2].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c17_R (c : nat) : rmoves (s45_board 0 1 (2 + c) 1) = [s67_board 0 1 (2 + c) 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c>=2 && d==1 *)
Lemma s45_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s45_board 0 1 (2 + c) 1 -> fst (s45_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q10] in Hc |- *.
  rewrite tf_game_eq, (s45_c17_L c), (s45_c17_R c); cbn [map].
  pose proof (use_s42 IH 0 (3 + c) 1 (opt_l _ _ _ (s45_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s45_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s45_c17_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s42_p8 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  rewrite (s67_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s45_c18_L (c d : nat) : lmoves (s45_board 0 1 (2 + c) (2 + d)) = [s42_board 0 (3 + c) (2 + d); s45_board 0 1 (1 + c) (3 + d)].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c18_R (c d : nat) : rmoves (s45_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s45_c18_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s45_board 0 1 (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c18_L c d), (s45_c18_R c d); cbn [map].
  pose proof (use_s42 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s45_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s45_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c==0 && d==0: the board of s44 *)
Lemma s45_c19_p18 x (Hs44 : s44_claim x) (b : nat) :
  x = s45_board 0 (2 + b) 0 0 -> fst (s45_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q18] in Hc |- *.
  pose proof (Hs44 0 (2 + b) 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s45_c19_p20 x (Hs44 : s44_claim x) (b : nat) :
  x = s45_board 0 (2 + b) 0 0 -> fst (s45_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q20] in Hc |- *.
  pose proof (Hs44 0 (2 + b) 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c==0 && d==1: the board of s44 *)
Lemma s45_c20_p14 x (Hs44 : s44_claim x) (b : nat) :
  x = s45_board 0 (2 + b) 0 1 -> fst (s45_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q14] in Hc |- *.
  pose proof (Hs44 0 (2 + b) 1 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c==0 && d>=2: the board of s44 *)
Lemma s45_c21_p9 x (Hs44 : s44_claim x) (b d : nat) :
  x = s45_board 0 (2 + b) 0 (2 + d) -> fst (s45_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs44 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s45_c22_L (b : nat) : lmoves (s45_board 0 (2 + b) 1 0) = [s45_board 0 (1 + b) 2 0; s44_board 0 (2 + b) 1].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c22_R (b : nat) : rmoves (s45_board 0 (2 + b) 1 0) = [s67_board 0 (2 + b) 1 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c==1 && d==0 *)
Lemma s45_c22_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s45_board 0 (2 + b) 1 0 -> fst (s45_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q15] in Hc |- *.
  rewrite tf_game_eq, (s45_c22_L b), (s45_c22_R b); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s45_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s44 IH 0 (2 + b) 1 (opt_l _ _ _ (s45_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s45_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p17 Ho0 ltac:(zlia)).
  rewrite (s44_p6 Ho1 ltac:(zlia)).
  rewrite (s67_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c23_L (b : nat) : lmoves (s45_board 0 (2 + b) 1 1) = [s45_board 0 (1 + b) 2 1; s44_board 0 (2 + b) 2].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c23_R (b : nat) : rmoves (s45_board 0 (2 + b) 1 1) = [s67_board 0 (2 + b) 1 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c==1 && d==1 *)
Lemma s45_c23_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s45_board 0 (2 + b) 1 1 -> fst (s45_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q19] in Hc |- *.
  rewrite tf_game_eq, (s45_c23_L b), (s45_c23_R b); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s45_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s44 IH 0 (2 + b) 2 (opt_l _ _ _ (s45_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s45_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p10 Ho0 ltac:(zlia)).
  rewrite (s44_p4 Ho1 ltac:(zlia)).
  rewrite (s67_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s45_c24_L (b d : nat) : lmoves (s45_board 0 (2 + b) 1 (2 + d)) = [s45_board 0 (1 + b) 2 (2 + d); s44_board 0 (2 + b) (3 + d)].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c24_R (b d : nat) : rmoves (s45_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s45_c24_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s45_board 0 (2 + b) 1 (2 + d) -> fst (s45_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c24_L b d), (s45_c24_R b d); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s45_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s44 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s45_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s44_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s45_c25_L (b c : nat) : lmoves (s45_board 0 (2 + b) (2 + c) 0) = [s45_board 0 (1 + b) (3 + c) 0; s45_board 0 (2 + b) (1 + c) 1].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c25_R (b c : nat) : rmoves (s45_board 0 (2 + b) (2 + c) 0) = [s67_board 0 (2 + b) (2 + c) 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s45_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s45_board 0 (2 + b) (2 + c) 0 -> fst (s45_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q11] in Hc |- *.
  rewrite tf_game_eq, (s45_c25_L b c), (s45_c25_R b c); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s45_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s45_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s45_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p11 Ho0 ltac:(zlia)).
  rewrite (s45_p10 Ho1 ltac:(zlia)).
  rewrite (s67_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c25_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s45_board 0 (2 + b) (2 + c) 0 -> fst (s45_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q17] in Hc |- *.
  rewrite tf_game_eq, (s45_c25_L b c), (s45_c25_R b c); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s45_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s45_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s45_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p11 Ho0 ltac:(zlia)).
  rewrite (s45_p19 Ho1 ltac:(zlia)).
  rewrite (s67_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

