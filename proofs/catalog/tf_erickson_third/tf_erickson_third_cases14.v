(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s45_c26_L (b c : nat) : lmoves (s45_board 0 (2 + b) (2 + c) 1) = [s45_board 0 (1 + b) (3 + c) 1; s45_board 0 (2 + b) (1 + c) 2].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c26_R (b c : nat) : rmoves (s45_board 0 (2 + b) (2 + c) 1) = [s67_board 0 (2 + b) (2 + c) 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s45_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s45_board 0 (2 + b) (2 + c) 1 -> fst (s45_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q10] in Hc |- *.
  rewrite tf_game_eq, (s45_c26_L b c), (s45_c26_R b c); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s45_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s45_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s67 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s45_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s45_p10 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  rewrite (s67_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s45_c27_L (b c d : nat) : lmoves (s45_board 0 (2 + b) (2 + c) (2 + d)) = [s45_board 0 (1 + b) (3 + c) (2 + d); s45_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c27_R (b c d : nat) : rmoves (s45_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s45_c27_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s45_board 0 (2 + b) (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c27_L b c d), (s45_c27_R b c d); cbn [map].
  pose proof (use_s45 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s45_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s45_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c==0 && d==0: the board of s41 *)
Lemma s45_c28_p5 x (Hs41 : s41_claim x) :
  x = s45_board 1 0 0 0 -> fst (s45_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q5] in Hc |- *.
  pose proof (Hs41 1 0 ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c==0 && d==1: the board of s41 *)
Lemma s45_c29_p13 x (Hs41 : s41_claim x) :
  x = s45_board 1 0 0 1 -> fst (s45_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q13] in Hc |- *.
  pose proof (Hs41 1 1 ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c==0 && d>=2: the board of s41 *)
Lemma s45_c30_p21 x (Hs41 : s41_claim x) (d : nat) :
  x = s45_board 1 0 0 (2 + d) -> fst (s45_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q21] in Hc |- *.
  pose proof (Hs41 1 (2 + d) ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c==1 && d==0: the board of s42 *)
Lemma s45_c31_p22 x (Hs42 : s42_claim x) :
  x = s45_board 1 0 1 0 -> fst (s45_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q22] in Hc |- *.
  pose proof (Hs42 1 1 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c==1 && d==1: the board of s42 *)
Lemma s45_c32_p23 x (Hs42 : s42_claim x) :
  x = s45_board 1 0 1 1 -> fst (s45_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q23] in Hc |- *.
  pose proof (Hs42 1 1 1 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c==1 && d>=2: the board of s42 *)
Lemma s45_c33_p9 x (Hs42 : s42_claim x) (d : nat) :
  x = s45_board 1 0 1 (2 + d) -> fst (s45_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs42 1 1 (2 + d) ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c>=2 && d==0: the board of s42 *)
Lemma s45_c34_p7 x (Hs42 : s42_claim x) (c : nat) :
  x = s45_board 1 0 (2 + c) 0 -> fst (s45_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q7] in Hc |- *.
  pose proof (Hs42 1 (2 + c) 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s45_c34_p11 x (Hs42 : s42_claim x) (c : nat) :
  x = s45_board 1 0 (2 + c) 0 -> fst (s45_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q11] in Hc |- *.
  pose proof (Hs42 1 (2 + c) 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c>=2 && d==1: the board of s42 *)
Lemma s45_c35_p10 x (Hs42 : s42_claim x) (c : nat) :
  x = s45_board 1 0 (2 + c) 1 -> fst (s45_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q10] in Hc |- *.
  pose proof (Hs42 1 (2 + c) 1 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==0 && c>=2 && d>=2: the board of s42 *)
Lemma s45_c36_p9 x (Hs42 : s42_claim x) (c d : nat) :
  x = s45_board 1 0 (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs42 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c==0 && d==0: the board of s44 *)
Lemma s45_c37_p24 x (Hs44 : s44_claim x) :
  x = s45_board 1 1 0 0 -> fst (s45_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q24] in Hc |- *.
  pose proof (Hs44 1 1 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c==0 && d==1: the board of s44 *)
Lemma s45_c38_p14 x (Hs44 : s44_claim x) :
  x = s45_board 1 1 0 1 -> fst (s45_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q14] in Hc |- *.
  pose proof (Hs44 1 1 1 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c==0 && d>=2: the board of s44 *)
Lemma s45_c39_p9 x (Hs44 : s44_claim x) (d : nat) :
  x = s45_board 1 1 0 (2 + d) -> fst (s45_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs44 1 1 (2 + d) ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s45_c40_L : lmoves (s45_board 1 1 1 0) = [s45_board 0 2 1 0; s42_board 1 2 0; s44_board 1 1 1].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c40_R : rmoves (s45_board 1 1 1 0) = [s67_board 1 1 1 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c==1 && d==0 *)
Lemma s45_c40_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s45_board 1 1 1 0 -> fst (s45_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q15] in Hc |- *.
  rewrite tf_game_eq, (s45_c40_L), (s45_c40_R); cbn [map].
  pose proof (use_s45 IH 0 2 1 0 (opt_l _ _ _ (s45_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 2 0 (opt_l _ _ _ (s45_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH 1 1 1 (opt_l _ _ _ (s45_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 1 1 0 (opt_r _ _ _ (s45_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p15 Ho0 ltac:(zlia)).
  rewrite (s42_p5 Ho1 ltac:(zlia)).
  rewrite (s44_p6 Ho2 ltac:(zlia)).
  rewrite (s67_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c41_L : lmoves (s45_board 1 1 1 1) = [s45_board 0 2 1 1; s42_board 1 2 1; s44_board 1 1 2].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c41_R : rmoves (s45_board 1 1 1 1) = [s67_board 1 1 1 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c==1 && d==1 *)
Lemma s45_c41_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s45_board 1 1 1 1 -> fst (s45_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q25] in Hc |- *.
  rewrite tf_game_eq, (s45_c41_L), (s45_c41_R); cbn [map].
  pose proof (use_s45 IH 0 2 1 1 (opt_l _ _ _ (s45_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 2 1 (opt_l _ _ _ (s45_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH 1 1 2 (opt_l _ _ _ (s45_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 1 1 1 (opt_r _ _ _ (s45_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p19 Ho0 ltac:(zlia)).
  rewrite (s42_p8 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  rewrite (s67_p36 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s45_c42_L (d : nat) : lmoves (s45_board 1 1 1 (2 + d)) = [s45_board 0 2 1 (2 + d); s42_board 1 2 (2 + d); s44_board 1 1 (3 + d)].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c42_R (d : nat) : rmoves (s45_board 1 1 1 (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c==1 && d>=2 *)
Lemma s45_c42_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s45_board 1 1 1 (2 + d) -> fst (s45_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c42_L d), (s45_c42_R d); cbn [map].
  pose proof (use_s45 IH 0 2 1 (2 + d) (opt_l _ _ _ (s45_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 2 (2 + d) (opt_l _ _ _ (s45_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH 1 1 (3 + d) (opt_l _ _ _ (s45_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s45_c43_L (c : nat) : lmoves (s45_board 1 1 (2 + c) 0) = [s45_board 0 2 (2 + c) 0; s42_board 1 (3 + c) 0; s45_board 1 1 (1 + c) 1].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c43_R (c : nat) : rmoves (s45_board 1 1 (2 + c) 0) = [s67_board 1 1 (2 + c) 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c>=2 && d==0 *)
Lemma s45_c43_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s45_board 1 1 (2 + c) 0 -> fst (s45_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q11] in Hc |- *.
  rewrite tf_game_eq, (s45_c43_L c), (s45_c43_R c); cbn [map].
  pose proof (use_s45 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s45_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (3 + c) 0 (opt_l _ _ _ (s45_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s45_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s45_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p11 Ho0 ltac:(zlia)).
  rewrite (s42_p9 Ho1 ltac:(zlia)).
  rewrite (s45_p10 Ho2 ltac:(zlia)).
  rewrite (s67_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c43_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s45_board 1 1 (2 + c) 0 -> fst (s45_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q17] in Hc |- *.
  rewrite tf_game_eq, (s45_c43_L c), (s45_c43_R c); cbn [map].
  pose proof (use_s45 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s45_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (3 + c) 0 (opt_l _ _ _ (s45_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s45_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s45_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p17 Ho0 ltac:(zlia)).
  rewrite (s42_p9 Ho1 ltac:(zlia)).
  rewrite (s45_p25 Ho2 ltac:(zlia)).
  rewrite (s67_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c44_L (c : nat) : lmoves (s45_board 1 1 (2 + c) 1) = [s45_board 0 2 (2 + c) 1; s42_board 1 (3 + c) 1; s45_board 1 1 (1 + c) 2].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c44_R (c : nat) : rmoves (s45_board 1 1 (2 + c) 1) = [s67_board 1 1 (2 + c) 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c>=2 && d==1 *)
Lemma s45_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s45_board 1 1 (2 + c) 1 -> fst (s45_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q10] in Hc |- *.
  rewrite tf_game_eq, (s45_c44_L c), (s45_c44_R c); cbn [map].
  pose proof (use_s45 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s45_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (3 + c) 1 (opt_l _ _ _ (s45_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s45_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s45_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p10 Ho0 ltac:(zlia)).
  rewrite (s42_p8 Ho1 ltac:(zlia)).
  rewrite (s45_p9 Ho2 ltac:(zlia)).
  rewrite (s67_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s45_c45_L (c d : nat) : lmoves (s45_board 1 1 (2 + c) (2 + d)) = [s45_board 0 2 (2 + c) (2 + d); s42_board 1 (3 + c) (2 + d); s45_board 1 1 (1 + c) (3 + d)].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c45_R (c d : nat) : rmoves (s45_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s45_c45_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s45_board 1 1 (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c45_L c d), (s45_c45_R c d); cbn [map].
  pose proof (use_s45 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s45_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s45_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s45_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  rewrite (s45_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c==0 && d==0: the board of s44 *)
Lemma s45_c46_p20 x (Hs44 : s44_claim x) (b : nat) :
  x = s45_board 1 (2 + b) 0 0 -> fst (s45_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q20] in Hc |- *.
  pose proof (Hs44 1 (2 + b) 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s45_c46_p26 x (Hs44 : s44_claim x) (b : nat) :
  x = s45_board 1 (2 + b) 0 0 -> fst (s45_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q26] in Hc |- *.
  pose proof (Hs44 1 (2 + b) 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c==0 && d==1: the board of s44 *)
Lemma s45_c47_p14 x (Hs44 : s44_claim x) (b : nat) :
  x = s45_board 1 (2 + b) 0 1 -> fst (s45_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q14] in Hc |- *.
  pose proof (Hs44 1 (2 + b) 1 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c==0 && d>=2: the board of s44 *)
Lemma s45_c48_p9 x (Hs44 : s44_claim x) (b d : nat) :
  x = s45_board 1 (2 + b) 0 (2 + d) -> fst (s45_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs44 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s45_c49_L (b : nat) : lmoves (s45_board 1 (2 + b) 1 0) = [s45_board 0 (3 + b) 1 0; s45_board 1 (1 + b) 2 0; s44_board 1 (2 + b) 1].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c49_R (b : nat) : rmoves (s45_board 1 (2 + b) 1 0) = [s67_board 1 (2 + b) 1 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c==1 && d==0 *)
Lemma s45_c49_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s45_board 1 (2 + b) 1 0 -> fst (s45_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q15] in Hc |- *.
  rewrite tf_game_eq, (s45_c49_L b), (s45_c49_R b); cbn [map].
  pose proof (use_s45 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s45_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s45_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH 1 (2 + b) 1 (opt_l _ _ _ (s45_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s45_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p15 Ho0 ltac:(zlia)).
  rewrite (s45_p17 Ho1 ltac:(zlia)).
  rewrite (s44_p6 Ho2 ltac:(zlia)).
  rewrite (s67_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c50_L (b : nat) : lmoves (s45_board 1 (2 + b) 1 1) = [s45_board 0 (3 + b) 1 1; s45_board 1 (1 + b) 2 1; s44_board 1 (2 + b) 2].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c50_R (b : nat) : rmoves (s45_board 1 (2 + b) 1 1) = [s67_board 1 (2 + b) 1 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c==1 && d==1 *)
Lemma s45_c50_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s45_board 1 (2 + b) 1 1 -> fst (s45_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q19] in Hc |- *.
  rewrite tf_game_eq, (s45_c50_L b), (s45_c50_R b); cbn [map].
  pose proof (use_s45 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s45_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s45_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH 1 (2 + b) 2 (opt_l _ _ _ (s45_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s45_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p19 Ho0 ltac:(zlia)).
  rewrite (s45_p10 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  rewrite (s67_p18 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s45_c51_L (b d : nat) : lmoves (s45_board 1 (2 + b) 1 (2 + d)) = [s45_board 0 (3 + b) 1 (2 + d); s45_board 1 (1 + b) 2 (2 + d); s44_board 1 (2 + b) (3 + d)].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c51_R (b d : nat) : rmoves (s45_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s45_c51_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s45_board 1 (2 + b) 1 (2 + d) -> fst (s45_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c51_L b d), (s45_c51_R b d); cbn [map].
  pose proof (use_s45 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s45_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s45_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s45_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s45_c52_L (b c : nat) : lmoves (s45_board 1 (2 + b) (2 + c) 0) = [s45_board 0 (3 + b) (2 + c) 0; s45_board 1 (1 + b) (3 + c) 0; s45_board 1 (2 + b) (1 + c) 1].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c52_R (b c : nat) : rmoves (s45_board 1 (2 + b) (2 + c) 0) = [s67_board 1 (2 + b) (2 + c) 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s45_c52_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s45_board 1 (2 + b) (2 + c) 0 -> fst (s45_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q11] in Hc |- *.
  rewrite tf_game_eq, (s45_c52_L b c), (s45_c52_R b c); cbn [map].
  pose proof (use_s45 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s45_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s45_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s45_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s45_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p11 Ho0 ltac:(zlia)).
  rewrite (s45_p11 Ho1 ltac:(zlia)).
  rewrite (s45_p10 Ho2 ltac:(zlia)).
  rewrite (s67_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c52_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s45_board 1 (2 + b) (2 + c) 0 -> fst (s45_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q17] in Hc |- *.
  rewrite tf_game_eq, (s45_c52_L b c), (s45_c52_R b c); cbn [map].
  pose proof (use_s45 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s45_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s45_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s45_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s45_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p17 Ho0 ltac:(zlia)).
  rewrite (s45_p11 Ho1 ltac:(zlia)).
  rewrite (s45_p19 Ho2 ltac:(zlia)).
  rewrite (s67_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c53_L (b c : nat) : lmoves (s45_board 1 (2 + b) (2 + c) 1) = [s45_board 0 (3 + b) (2 + c) 1; s45_board 1 (1 + b) (3 + c) 1; s45_board 1 (2 + b) (1 + c) 2].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c53_R (b c : nat) : rmoves (s45_board 1 (2 + b) (2 + c) 1) = [s67_board 1 (2 + b) (2 + c) 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s45_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s45_board 1 (2 + b) (2 + c) 1 -> fst (s45_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q10] in Hc |- *.
  rewrite tf_game_eq, (s45_c53_L b c), (s45_c53_R b c); cbn [map].
  pose proof (use_s45 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s45_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s45_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s45_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s45_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p10 Ho0 ltac:(zlia)).
  rewrite (s45_p10 Ho1 ltac:(zlia)).
  rewrite (s45_p9 Ho2 ltac:(zlia)).
  rewrite (s67_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s45_c54_L (b c d : nat) : lmoves (s45_board 1 (2 + b) (2 + c) (2 + d)) = [s45_board 0 (3 + b) (2 + c) (2 + d); s45_board 1 (1 + b) (3 + c) (2 + d); s45_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c54_R (b c d : nat) : rmoves (s45_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s45_c54_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s45_board 1 (2 + b) (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c54_L b c d), (s45_c54_R b c d); cbn [map].
  pose proof (use_s45 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s45_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s45_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s45_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  rewrite (s45_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c==0 && d==0: the board of s41 *)
Lemma s45_c55_p4 x (Hs41 : s41_claim x) (a : nat) :
  x = s45_board (2 + a) 0 0 0 -> fst (s45_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q4] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s45_c55_p30 x (Hs41 : s41_claim x) (a : nat) :
  x = s45_board (2 + a) 0 0 0 -> fst (s45_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q30] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s45_c55_p33 x (Hs41 : s41_claim x) (a : nat) :
  x = s45_board (2 + a) 0 0 0 -> fst (s45_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q33] in Hc |- *.
  pose proof (Hs41 (2 + a) 0 ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c==0 && d==1: the board of s41 *)
Lemma s45_c56_p13 x (Hs41 : s41_claim x) (a : nat) :
  x = s45_board (2 + a) 0 0 1 -> fst (s45_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q13] in Hc |- *.
  pose proof (Hs41 (2 + a) 1 ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c==0 && d>=2: the board of s41 *)
Lemma s45_c57_p21 x (Hs41 : s41_claim x) (a d : nat) :
  x = s45_board (2 + a) 0 0 (2 + d) -> fst (s45_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q21] in Hc |- *.
  pose proof (Hs41 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s45_board, s41_board; board_eq)) as Ho0.
  rewrite (s41_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c==1 && d==0: the board of s42 *)
Lemma s45_c58_p6 x (Hs42 : s42_claim x) (a : nat) :
  x = s45_board (2 + a) 0 1 0 -> fst (s45_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q6] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c==1 && d==1: the board of s42 *)
Lemma s45_c59_p23 x (Hs42 : s42_claim x) (a : nat) :
  x = s45_board (2 + a) 0 1 1 -> fst (s45_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q23] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 1 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c==1 && d>=2: the board of s42 *)
Lemma s45_c60_p9 x (Hs42 : s42_claim x) (a d : nat) :
  x = s45_board (2 + a) 0 1 (2 + d) -> fst (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c>=2 && d==0: the board of s42 *)
Lemma s45_c61_p6 x (Hs42 : s42_claim x) (a c : nat) :
  x = s45_board (2 + a) 0 (2 + c) 0 -> fst (s45_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q6] in Hc |- *.
  pose proof (Hs42 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s45_c61_p11 x (Hs42 : s42_claim x) (a c : nat) :
  x = s45_board (2 + a) 0 (2 + c) 0 -> fst (s45_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q11] in Hc |- *.
  pose proof (Hs42 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c>=2 && d==1: the board of s42 *)
Lemma s45_c62_p10 x (Hs42 : s42_claim x) (a c : nat) :
  x = s45_board (2 + a) 0 (2 + c) 1 -> fst (s45_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q10] in Hc |- *.
  pose proof (Hs42 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==0 && c>=2 && d>=2: the board of s42 *)
Lemma s45_c63_p9 x (Hs42 : s42_claim x) (a c d : nat) :
  x = s45_board (2 + a) 0 (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs42 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s45_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c==0 && d==0: the board of s44 *)
Lemma s45_c64_p27 x (Hs44 : s44_claim x) (a : nat) :
  x = s45_board (2 + a) 1 0 0 -> fst (s45_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q27] in Hc |- *.
  pose proof (Hs44 (2 + a) 1 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s45_c64_p31 x (Hs44 : s44_claim x) (a : nat) :
  x = s45_board (2 + a) 1 0 0 -> fst (s45_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q31] in Hc |- *.
  pose proof (Hs44 (2 + a) 1 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c==0 && d==1: the board of s44 *)
Lemma s45_c65_p14 x (Hs44 : s44_claim x) (a : nat) :
  x = s45_board (2 + a) 1 0 1 -> fst (s45_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q14] in Hc |- *.
  pose proof (Hs44 (2 + a) 1 1 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c==0 && d>=2: the board of s44 *)
Lemma s45_c66_p9 x (Hs44 : s44_claim x) (a d : nat) :
  x = s45_board (2 + a) 1 0 (2 + d) -> fst (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs44 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s45_c67_L (a : nat) : lmoves (s45_board (2 + a) 1 1 0) = [s45_board (1 + a) 2 1 0; s42_board (2 + a) 2 0; s44_board (2 + a) 1 1].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c67_R (a : nat) : rmoves (s45_board (2 + a) 1 1 0) = [s67_board (2 + a) 1 1 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c==1 && d==0 *)
Lemma s45_c67_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s45_board (2 + a) 1 1 0 -> fst (s45_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q15] in Hc |- *.
  rewrite tf_game_eq, (s45_c67_L a), (s45_c67_R a); cbn [map].
  pose proof (use_s45 IH (1 + a) 2 1 0 (opt_l _ _ _ (s45_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) 2 0 (opt_l _ _ _ (s45_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH (2 + a) 1 1 (opt_l _ _ _ (s45_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) 1 1 0 (opt_r _ _ _ (s45_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p15 Ho0 ltac:(zlia)).
  rewrite (s42_p6 Ho1 ltac:(zlia)).
  rewrite (s44_p6 Ho2 ltac:(zlia)).
  rewrite (s67_p46 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c68_L (a : nat) : lmoves (s45_board (2 + a) 1 1 1) = [s45_board (1 + a) 2 1 1; s42_board (2 + a) 2 1; s44_board (2 + a) 1 2].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c68_R (a : nat) : rmoves (s45_board (2 + a) 1 1 1) = [s67_board (2 + a) 1 1 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c==1 && d==1 *)
Lemma s45_c68_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s45_board (2 + a) 1 1 1 -> fst (s45_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q28] in Hc |- *.
  rewrite tf_game_eq, (s45_c68_L a), (s45_c68_R a); cbn [map].
  pose proof (use_s45 IH (1 + a) 2 1 1 (opt_l _ _ _ (s45_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) 2 1 (opt_l _ _ _ (s45_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH (2 + a) 1 2 (opt_l _ _ _ (s45_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) 1 1 1 (opt_r _ _ _ (s45_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p19 Ho0 ltac:(zlia)).
  rewrite (s42_p8 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  rewrite (s67_p47 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s45_c68_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s45_board (2 + a) 1 1 1 -> fst (s45_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q32] in Hc |- *.
  rewrite tf_game_eq, (s45_c68_L a), (s45_c68_R a); cbn [map].
  pose proof (use_s45 IH (1 + a) 2 1 1 (opt_l _ _ _ (s45_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) 2 1 (opt_l _ _ _ (s45_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH (2 + a) 1 2 (opt_l _ _ _ (s45_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) 1 1 1 (opt_r _ _ _ (s45_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p19 Ho0 ltac:(zlia)).
  rewrite (s42_p8 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  rewrite (s67_p55 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]]]]].
Qed.

Lemma s45_c69_L (a d : nat) : lmoves (s45_board (2 + a) 1 1 (2 + d)) = [s45_board (1 + a) 2 1 (2 + d); s42_board (2 + a) 2 (2 + d); s44_board (2 + a) 1 (3 + d)].
Proof. unfold s42_board, s44_board, s45_board. tf_options. Qed.
Lemma s45_c69_R (a d : nat) : rmoves (s45_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s45_c69_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s45_board (2 + a) 1 1 (2 + d) -> fst (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c69_L a d), (s45_c69_R a d); cbn [map].
  pose proof (use_s45 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s45_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s45_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s45_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s45_c70_L (a c : nat) : lmoves (s45_board (2 + a) 1 (2 + c) 0) = [s45_board (1 + a) 2 (2 + c) 0; s42_board (2 + a) (3 + c) 0; s45_board (2 + a) 1 (1 + c) 1].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c70_R (a c : nat) : rmoves (s45_board (2 + a) 1 (2 + c) 0) = [s67_board (2 + a) 1 (2 + c) 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s45_c70_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s45_board (2 + a) 1 (2 + c) 0 -> fst (s45_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q11] in Hc |- *.
  rewrite tf_game_eq, (s45_c70_L a c), (s45_c70_R a c); cbn [map].
  pose proof (use_s45 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s45_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s45_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s45_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s45_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p11 Ho0 ltac:(zlia)).
  rewrite (s42_p9 Ho1 ltac:(zlia)).
  rewrite (s45_p10 Ho2 ltac:(zlia)).
  rewrite (s67_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c70_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s45_board (2 + a) 1 (2 + c) 0 -> fst (s45_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q17] in Hc |- *.
  rewrite tf_game_eq, (s45_c70_L a c), (s45_c70_R a c); cbn [map].
  pose proof (use_s45 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s45_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s45_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s45_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s45_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p17 Ho0 ltac:(zlia)).
  rewrite (s42_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s45_p28 Ho2 ltac:(zlia)).
    rewrite (s67_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s45_p32 Ho2 ltac:(zlia)).
    rewrite (s67_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s45_c71_L (a c : nat) : lmoves (s45_board (2 + a) 1 (2 + c) 1) = [s45_board (1 + a) 2 (2 + c) 1; s42_board (2 + a) (3 + c) 1; s45_board (2 + a) 1 (1 + c) 2].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c71_R (a c : nat) : rmoves (s45_board (2 + a) 1 (2 + c) 1) = [s67_board (2 + a) 1 (2 + c) 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s45_c71_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s45_board (2 + a) 1 (2 + c) 1 -> fst (s45_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q10] in Hc |- *.
  rewrite tf_game_eq, (s45_c71_L a c), (s45_c71_R a c); cbn [map].
  pose proof (use_s45 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s45_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s45_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s45_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s45_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p10 Ho0 ltac:(zlia)).
  rewrite (s42_p8 Ho1 ltac:(zlia)).
  rewrite (s45_p9 Ho2 ltac:(zlia)).
  rewrite (s67_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s45_c72_L (a c d : nat) : lmoves (s45_board (2 + a) 1 (2 + c) (2 + d)) = [s45_board (1 + a) 2 (2 + c) (2 + d); s42_board (2 + a) (3 + c) (2 + d); s45_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s42_board, s45_board. tf_options. Qed.
Lemma s45_c72_R (a c d : nat) : rmoves (s45_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s45_c72_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s45_board (2 + a) 1 (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c72_L a c d), (s45_c72_R a c d); cbn [map].
  pose proof (use_s45 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s45_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s45_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s45_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s42_p3 Ho1 ltac:(zlia)).
  rewrite (s45_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c==0 && d==0: the board of s44 *)
Lemma s45_c73_p20 x (Hs44 : s44_claim x) (a b : nat) :
  x = s45_board (2 + a) (2 + b) 0 0 -> fst (s45_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q20] in Hc |- *.
  pose proof (Hs44 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s45_c73_p29 x (Hs44 : s44_claim x) (a b : nat) :
  x = s45_board (2 + a) (2 + b) 0 0 -> fst (s45_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s45_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q29] in Hc |- *.
  pose proof (Hs44 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c==0 && d==1: the board of s44 *)
Lemma s45_c74_p14 x (Hs44 : s44_claim x) (a b : nat) :
  x = s45_board (2 + a) (2 + b) 0 1 -> fst (s45_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s45_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s45_q14] in Hc |- *.
  pose proof (Hs44 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c==0 && d>=2: the board of s44 *)
Lemma s45_c75_p9 x (Hs44 : s44_claim x) (a b d : nat) :
  x = s45_board (2 + a) (2 + b) 0 (2 + d) -> fst (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s45_q9] in Hc |- *.
  pose proof (Hs44 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s45_board, s44_board; board_eq)) as Ho0.
  rewrite (s44_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s45_c76_L (a b : nat) : lmoves (s45_board (2 + a) (2 + b) 1 0) = [s45_board (1 + a) (3 + b) 1 0; s45_board (2 + a) (1 + b) 2 0; s44_board (2 + a) (2 + b) 1].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c76_R (a b : nat) : rmoves (s45_board (2 + a) (2 + b) 1 0) = [s67_board (2 + a) (2 + b) 1 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s45_c76_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s45_board (2 + a) (2 + b) 1 0 -> fst (s45_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s45_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q15] in Hc |- *.
  rewrite tf_game_eq, (s45_c76_L a b), (s45_c76_R a b); cbn [map].
  pose proof (use_s45 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s45_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s45_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s45_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s45_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p15 Ho0 ltac:(zlia)).
  rewrite (s45_p17 Ho1 ltac:(zlia)).
  rewrite (s44_p6 Ho2 ltac:(zlia)).
  rewrite (s67_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c77_L (a b : nat) : lmoves (s45_board (2 + a) (2 + b) 1 1) = [s45_board (1 + a) (3 + b) 1 1; s45_board (2 + a) (1 + b) 2 1; s44_board (2 + a) (2 + b) 2].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c77_R (a b : nat) : rmoves (s45_board (2 + a) (2 + b) 1 1) = [s67_board (2 + a) (2 + b) 1 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s45_c77_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s45_board (2 + a) (2 + b) 1 1 -> fst (s45_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s45_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q19] in Hc |- *.
  rewrite tf_game_eq, (s45_c77_L a b), (s45_c77_R a b); cbn [map].
  pose proof (use_s45 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s45_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s45_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s45_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s45_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p19 Ho0 ltac:(zlia)).
  rewrite (s45_p10 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  rewrite (s67_p18 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s45_c78_L (a b d : nat) : lmoves (s45_board (2 + a) (2 + b) 1 (2 + d)) = [s45_board (1 + a) (3 + b) 1 (2 + d); s45_board (2 + a) (1 + b) 2 (2 + d); s44_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s44_board, s45_board. tf_options. Qed.
Lemma s45_c78_R (a b d : nat) : rmoves (s45_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s45_c78_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s45_board (2 + a) (2 + b) 1 (2 + d) -> fst (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c78_L a b d), (s45_c78_R a b d); cbn [map].
  pose proof (use_s45 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s45_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s45_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s44 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s45_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  rewrite (s44_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s45_c79_L (a b c : nat) : lmoves (s45_board (2 + a) (2 + b) (2 + c) 0) = [s45_board (1 + a) (3 + b) (2 + c) 0; s45_board (2 + a) (1 + b) (3 + c) 0; s45_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c79_R (a b c : nat) : rmoves (s45_board (2 + a) (2 + b) (2 + c) 0) = [s67_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s45_c79_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s45_board (2 + a) (2 + b) (2 + c) 0 -> fst (s45_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q11] in Hc |- *.
  rewrite tf_game_eq, (s45_c79_L a b c), (s45_c79_R a b c); cbn [map].
  pose proof (use_s45 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s45_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s45_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s45_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s45_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p11 Ho0 ltac:(zlia)).
  rewrite (s45_p11 Ho1 ltac:(zlia)).
  rewrite (s45_p10 Ho2 ltac:(zlia)).
  rewrite (s67_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c79_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s45_board (2 + a) (2 + b) (2 + c) 0 -> fst (s45_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s45_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s45_q17] in Hc |- *.
  rewrite tf_game_eq, (s45_c79_L a b c), (s45_c79_R a b c); cbn [map].
  pose proof (use_s45 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s45_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s45_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s45_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s45_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p17 Ho0 ltac:(zlia)).
  rewrite (s45_p11 Ho1 ltac:(zlia)).
  rewrite (s45_p19 Ho2 ltac:(zlia)).
  rewrite (s67_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s45_c80_L (a b c : nat) : lmoves (s45_board (2 + a) (2 + b) (2 + c) 1) = [s45_board (1 + a) (3 + b) (2 + c) 1; s45_board (2 + a) (1 + b) (3 + c) 1; s45_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c80_R (a b c : nat) : rmoves (s45_board (2 + a) (2 + b) (2 + c) 1) = [s67_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s45_board, s67_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s45_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s45_board (2 + a) (2 + b) (2 + c) 1 -> fst (s45_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s45_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s45_q10] in Hc |- *.
  rewrite tf_game_eq, (s45_c80_L a b c), (s45_c80_R a b c); cbn [map].
  pose proof (use_s45 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s45_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s45_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s45_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s67 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s45_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s45_p10 Ho0 ltac:(zlia)).
  rewrite (s45_p10 Ho1 ltac:(zlia)).
  rewrite (s45_p9 Ho2 ltac:(zlia)).
  rewrite (s67_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s45_c81_L (a b c d : nat) : lmoves (s45_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s45_board (1 + a) (3 + b) (2 + c) (2 + d); s45_board (2 + a) (1 + b) (3 + c) (2 + d); s45_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c81_R (a b c d : nat) : rmoves (s45_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s45_board. tf_options. Qed.
(* s45 = T^a _ T^b _ T^c _ T^d F T F^2 on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s45_c81_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s45_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s45_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s45_q9] in Hc |- *.
  rewrite tf_game_eq, (s45_c81_L a b c d), (s45_c81_R a b c d); cbn [map].
  pose proof (use_s45 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s45_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s45_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s45 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s45_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s45_p9 Ho0 ltac:(zlia)).
  rewrite (s45_p9 Ho1 ltac:(zlia)).
  rewrite (s45_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s46 = T^a F _ T^b _^2 F on a==0 && b==0: the board of s18 *)
Lemma s46_c1_p1 x (Hs18 : s18_claim x) :
  x = s46_board 0 0 -> fst (s46_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s46_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s46_q1] in Hc |- *.
  pose proof (Hs18 0 ltac:(rewrite Hx; unfold s46_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s46_c2_L : lmoves (s46_board 0 1) = [strip [(0, 1)] ([E; E; T; E; F]) []].
Proof. unfold s46_board, strip. tf_options. Qed.
Lemma s46_c2_L1 : tf_norm (strip [(0, 1)] ([E; E; T; E; F]) []) (s37_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s46_c2_R : rmoves (s46_board 0 1) = [strip [(0, 1)] ([E; T; E; F; E]) []].
Proof. unfold s46_board, strip. tf_options. Qed.
Lemma s46_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E]) []) (s73_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s46 = T^a F _ T^b _^2 F on a==0 && b==1 *)
Lemma s46_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s46_board 0 1 -> fst (s46_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s46_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s46_q2] in Hc |- *.
  rewrite tf_game_eq, (s46_c2_L), (s46_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s46_c2_L1)).
  pose proof (use_s37 IH 0 1 (opt_norm_l _ _ _ _ _ (s46_c2_L) ltac:(cbn [In]; left; reflexivity) (s46_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s46_c2_R1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s46_c2_R) ltac:(cbn [In]; left; reflexivity) (s46_c2_R1))) as Ho1.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s46_c3_L (b : nat) : lmoves (s46_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F]) []].
Proof. unfold s46_board, strip. tf_options. Qed.
Lemma s46_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F]) []) (s43_board 0 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s46_c3_R (b : nat) : rmoves (s46_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E]) []].
Proof. unfold s46_board, strip. tf_options. Qed.
Lemma s46_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E]) []) (s73_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s46 = T^a F _ T^b _^2 F on a==0 && b>=2 *)
Lemma s46_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s46_board 0 (2 + b) -> fst (s46_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s46_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s46_q2] in Hc |- *.
  rewrite tf_game_eq, (s46_c3_L b), (s46_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s46_c3_L1 b)).
  pose proof (use_s43 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s46_c3_L b) ltac:(cbn [In]; left; reflexivity) (s46_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s46_c3_R1 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s46_c3_R b) ltac:(cbn [In]; left; reflexivity) (s46_c3_R1 b))) as Ho1.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s46 = T^a F _ T^b _^2 F on a==1 && b==0: the board of s18 *)
Lemma s46_c4_p3 x (Hs18 : s18_claim x) :
  x = s46_board 1 0 -> fst (s46_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s46_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s46_q3] in Hc |- *.
  pose proof (Hs18 1 ltac:(rewrite Hx; unfold s46_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s46_c5_L : lmoves (s46_board 1 1) = [strip [(1, 1)] ([T; T; E; E; F]) []; s77_board 1 1].
Proof. unfold s46_board, s77_board, strip. tf_options. Qed.
Lemma s46_c5_L1 : tf_norm (strip [(1, 1)] ([T; T; E; E; F]) []) (s28_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s46_c5_R : rmoves (s46_board 1 1) = [s111_board 1 1 0].
Proof. unfold s111_board, s46_board. tf_options. Qed.
(* s46 = T^a F _ T^b _^2 F on a==1 && b==1 *)
Lemma s46_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s46_board 1 1 -> fst (s46_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s46_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s46_q4] in Hc |- *.
  rewrite tf_game_eq, (s46_c5_L), (s46_c5_R); cbn [map].
  rewrite (tf_norm_game (s46_c5_L1)).
  pose proof (use_s28 IH 0 2 (opt_norm_l _ _ _ _ _ (s46_c5_L) ltac:(cbn [In]; left; reflexivity) (s46_c5_L1))) as Ho0.
  pose proof (use_s77 IH 1 1 (opt_l _ _ _ (s46_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s111 IH 1 1 0 (opt_r _ _ _ (s46_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s77_p7 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s46_c6_L (b : nat) : lmoves (s46_board 1 (2 + b)) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; E; F]) []; s78_board 1 (1 + b) 1].
Proof. unfold s46_board, s78_board, strip. tf_options. Qed.
Lemma s46_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; E; F]) []) (s28_board 0 (3 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s46_c6_R (b : nat) : rmoves (s46_board 1 (2 + b)) = [s111_board 1 (2 + b) 0].
Proof. unfold s111_board, s46_board. tf_options. Qed.
(* s46 = T^a F _ T^b _^2 F on a==1 && b>=2 *)
Lemma s46_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s46_board 1 (2 + b) -> fst (s46_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s46_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s46_q4] in Hc |- *.
  rewrite tf_game_eq, (s46_c6_L b), (s46_c6_R b); cbn [map].
  rewrite (tf_norm_game (s46_c6_L1 b)).
  pose proof (use_s28 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s46_c6_L b) ltac:(cbn [In]; left; reflexivity) (s46_c6_L1 b))) as Ho0.
  pose proof (use_s78 IH 1 (1 + b) 1 (opt_l _ _ _ (s46_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s111 IH 1 (2 + b) 0 (opt_r _ _ _ (s46_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s78_p7 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s46 = T^a F _ T^b _^2 F on a>=2 && b==0: the board of s18 *)
Lemma s46_c7_p4 x (Hs18 : s18_claim x) (a : nat) :
  x = s46_board (2 + a) 0 -> fst (s46_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s46_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s46_q4] in Hc |- *.
  pose proof (Hs18 (2 + a) ltac:(rewrite Hx; unfold s46_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s46_c8_L (a : nat) : lmoves (s46_board (2 + a) 1) = [s32_board (1 + a) 0 2; s77_board (2 + a) 1].
Proof. unfold s32_board, s46_board, s77_board. tf_options. Qed.
Lemma s46_c8_R (a : nat) : rmoves (s46_board (2 + a) 1) = [s111_board (2 + a) 1 0].
Proof. unfold s111_board, s46_board. tf_options. Qed.
(* s46 = T^a F _ T^b _^2 F on a>=2 && b==1 *)
Lemma s46_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s46_board (2 + a) 1 -> fst (s46_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s46_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s46_q4] in Hc |- *.
  rewrite tf_game_eq, (s46_c8_L a), (s46_c8_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 0 2 (opt_l _ _ _ (s46_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s77 IH (2 + a) 1 (opt_l _ _ _ (s46_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s111 IH (2 + a) 1 0 (opt_r _ _ _ (s46_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p9 Ho0 ltac:(zlia)).
  rewrite (s77_p6 Ho1 ltac:(zlia)).
  rewrite (s111_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s46_c9_L (a b : nat) : lmoves (s46_board (2 + a) (2 + b)) = [s32_board (1 + a) 0 (3 + b); s78_board (2 + a) (1 + b) 1].
Proof. unfold s32_board, s46_board, s78_board. tf_options. Qed.
Lemma s46_c9_R (a b : nat) : rmoves (s46_board (2 + a) (2 + b)) = [s111_board (2 + a) (2 + b) 0].
Proof. unfold s111_board, s46_board. tf_options. Qed.
(* s46 = T^a F _ T^b _^2 F on a>=2 && b>=2 *)
Lemma s46_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s46_board (2 + a) (2 + b) -> fst (s46_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s46_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s46_q4] in Hc |- *.
  rewrite tf_game_eq, (s46_c9_L a b), (s46_c9_R a b); cbn [map].
  pose proof (use_s32 IH (1 + a) 0 (3 + b) (opt_l _ _ _ (s46_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s78 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s46_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s111 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s46_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p9 Ho0 ltac:(zlia)).
  rewrite (s78_p9 Ho1 ltac:(zlia)).
  rewrite (s111_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s47_c1_L : lmoves (s47_board 0 0) = [].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c1_R : rmoves (s47_board 0 0) = [strip [(0, 1); (1, 1)] ([E; E]) []].
Proof. unfold s47_board, strip. tf_options. Qed.
Lemma s47_c1_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; E]) []) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a==0 && b==0 *)
Lemma s47_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s47_board 0 0 -> fst (s47_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s47_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s47_q1] in Hc |- *.
  rewrite tf_game_eq, (s47_c1_L), (s47_c1_R); cbn [map].
  rewrite (tf_norm_blank (s47_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s47_c2_L : lmoves (s47_board 0 1) = [].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c2_R : rmoves (s47_board 0 1) = [strip [(0, 1)] ([T; E; F; E; E]) []].
Proof. unfold s47_board, strip. tf_options. Qed.
Lemma s47_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; E]) []) (s75_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a==0 && b==1 *)
Lemma s47_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s47_board 0 1 -> fst (s47_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s47_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s47_q2] in Hc |- *.
  rewrite tf_game_eq, (s47_c2_L), (s47_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s47_c2_R1)).
  pose proof (use_s75 IH 1 0 (opt_norm_r _ _ _ _ _ (s47_c2_R) ltac:(cbn [In]; left; reflexivity) (s47_c2_R1))) as Ho0.
  rewrite (s75_p1 Ho0 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s47_c3_L (b : nat) : lmoves (s47_board 0 (2 + b)) = [].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c3_R (b : nat) : rmoves (s47_board 0 (2 + b)) = [].
Proof. unfold s47_board. tf_options. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a==0 && b>=2 *)
Lemma s47_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s47_board 0 (2 + b) -> fst (s47_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s47_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s47_q2] in Hc |- *.
  rewrite tf_game_eq, (s47_c3_L b), (s47_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s47_c4_L : lmoves (s47_board 1 0) = [s47_board 0 1].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c4_R : rmoves (s47_board 1 0) = [s105_board 1 0].
Proof. unfold s105_board, s47_board. tf_options. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a==1 && b==0 *)
Lemma s47_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s47_board 1 0 -> fst (s47_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s47_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s47_q4] in Hc |- *.
  rewrite tf_game_eq, (s47_c4_L), (s47_c4_R); cbn [map].
  pose proof (use_s47 IH 0 1 (opt_l _ _ _ (s47_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s105 IH 1 0 (opt_r _ _ _ (s47_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s105_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s47_c5_L : lmoves (s47_board 1 1) = [s47_board 0 2].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c5_R : rmoves (s47_board 1 1) = [s119_board 1 0].
Proof. unfold s119_board, s47_board. tf_options. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a==1 && b==1 *)
Lemma s47_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s47_board 1 1 -> fst (s47_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s47_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s47_q2] in Hc |- *.
  rewrite tf_game_eq, (s47_c5_L), (s47_c5_R); cbn [map].
  pose proof (use_s47 IH 0 2 (opt_l _ _ _ (s47_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH 1 0 (opt_r _ _ _ (s47_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s119_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s47_c6_L (b : nat) : lmoves (s47_board 1 (2 + b)) = [s47_board 0 (3 + b)].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c6_R (b : nat) : rmoves (s47_board 1 (2 + b)) = [].
Proof. unfold s47_board. tf_options. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a==1 && b>=2 *)
Lemma s47_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s47_board 1 (2 + b) -> fst (s47_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s47_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s47_q2] in Hc |- *.
  rewrite tf_game_eq, (s47_c6_L b), (s47_c6_R b); cbn [map].
  pose proof (use_s47 IH 0 (3 + b) (opt_l _ _ _ (s47_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s47_c7_L (a : nat) : lmoves (s47_board (2 + a) 0) = [s47_board (1 + a) 1].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c7_R (a : nat) : rmoves (s47_board (2 + a) 0) = [s105_board (2 + a) 0].
Proof. unfold s105_board, s47_board. tf_options. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a>=2 && b==0 *)
Lemma s47_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s47_board (2 + a) 0 -> fst (s47_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s47_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s47_q5] in Hc |- *.
  rewrite tf_game_eq, (s47_c7_L a), (s47_c7_R a); cbn [map].
  pose proof (use_s47 IH (1 + a) 1 (opt_l _ _ _ (s47_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s105 IH (2 + a) 0 (opt_r _ _ _ (s47_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s105_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s47_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s47_board (2 + a) 0 -> fst (s47_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s47_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s47_q6] in Hc |- *.
  rewrite tf_game_eq, (s47_c7_L a), (s47_c7_R a); cbn [map].
  pose proof (use_s47 IH (1 + a) 1 (opt_l _ _ _ (s47_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s105 IH (2 + a) 0 (opt_r _ _ _ (s47_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s105_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s47_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s47_board (2 + a) 0 -> fst (s47_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s47_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s47_q8] in Hc |- *.
  rewrite tf_game_eq, (s47_c7_L a), (s47_c7_R a); cbn [map].
  pose proof (use_s47 IH (1 + a) 1 (opt_l _ _ _ (s47_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s105 IH (2 + a) 0 (opt_r _ _ _ (s47_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p7 Ho0 ltac:(zlia)).
  rewrite (s105_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s47_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s47_board (2 + a) 0 -> fst (s47_q9 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s47_q9 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s47_q9] in Hc |- *.
  rewrite tf_game_eq, (s47_c7_L a), (s47_c7_R a); cbn [map].
  pose proof (use_s47 IH (1 + a) 1 (opt_l _ _ _ (s47_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s105 IH (2 + a) 0 (opt_r _ _ _ (s47_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s47_p5 Ho0 ltac:(zlia)).
    rewrite (s105_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s47_p10 Ho0 ltac:(zlia)).
    rewrite (s105_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s47_c8_L (a : nat) : lmoves (s47_board (2 + a) 1) = [s47_board (1 + a) 2].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c8_R (a : nat) : rmoves (s47_board (2 + a) 1) = [s119_board (2 + a) 0].
Proof. unfold s119_board, s47_board. tf_options. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a>=2 && b==1 *)
Lemma s47_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s47_board (2 + a) 1 -> fst (s47_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s47_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s47_q2] in Hc |- *.
  rewrite tf_game_eq, (s47_c8_L a), (s47_c8_R a); cbn [map].
  pose proof (use_s47 IH (1 + a) 2 (opt_l _ _ _ (s47_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH (2 + a) 0 (opt_r _ _ _ (s47_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s119_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s47_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s47_board (2 + a) 1 -> fst (s47_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s47_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s47_q5] in Hc |- *.
  rewrite tf_game_eq, (s47_c8_L a), (s47_c8_R a); cbn [map].
  pose proof (use_s47 IH (1 + a) 2 (opt_l _ _ _ (s47_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH (2 + a) 0 (opt_r _ _ _ (s47_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p3 Ho0 ltac:(zlia)).
  rewrite (s119_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s47_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s47_board (2 + a) 1 -> fst (s47_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s47_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s47_q7] in Hc |- *.
  rewrite tf_game_eq, (s47_c8_L a), (s47_c8_R a); cbn [map].
  pose proof (use_s47 IH (1 + a) 2 (opt_l _ _ _ (s47_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH (2 + a) 0 (opt_r _ _ _ (s47_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s119_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s47_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s47_board (2 + a) 1 -> fst (s47_q10 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s47_q10 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s47_q10] in Hc |- *.
  rewrite tf_game_eq, (s47_c8_L a), (s47_c8_R a); cbn [map].
  pose proof (use_s47 IH (1 + a) 2 (opt_l _ _ _ (s47_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH (2 + a) 0 (opt_r _ _ _ (s47_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s47_p3 Ho0 ltac:(zlia)).
  rewrite (s119_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s47_c9_L (a b : nat) : lmoves (s47_board (2 + a) (2 + b)) = [s47_board (1 + a) (3 + b)].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c9_R (a b : nat) : rmoves (s47_board (2 + a) (2 + b)) = [].
Proof. unfold s47_board. tf_options. Qed.
(* s47 = T^a _ T^b F^2 _^2 on a>=2 && b>=2 *)
Lemma s47_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s47_board (2 + a) (2 + b) -> fst (s47_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s47_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s47_q2] in Hc |- *.
  rewrite tf_game_eq, (s47_c9_L a b), (s47_c9_R a b); cbn [map].
  pose proof (use_s47 IH (1 + a) (3 + b) (opt_l _ _ _ (s47_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s47_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s47_board (2 + a) (2 + b) -> fst (s47_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s47_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s47_q3] in Hc |- *.
  rewrite tf_game_eq, (s47_c9_L a b), (s47_c9_R a b); cbn [map].
  pose proof (use_s47 IH (1 + a) (3 + b) (opt_l _ _ _ (s47_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s47_p2 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s47_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d==0: the board of s33 *)
Lemma s48_c1_p1 x (Hs33 : s33_claim x) :
  x = s48_board 0 0 0 0 -> fst (s48_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s48_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s48_q1] in Hc |- *.
  pose proof (Hs33 0 0 0 ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d==1: the board of s33 *)
Lemma s48_c2_p2 x (Hs33 : s33_claim x) :
  x = s48_board 0 0 0 1 -> fst (s48_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s48_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s48_q2] in Hc |- *.
  pose proof (Hs33 0 0 1 ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d>=2: the board of s33 *)
Lemma s48_c3_p3 x (Hs33 : s33_claim x) (d : nat) :
  x = s48_board 0 0 0 (2 + d) -> fst (s48_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s48_q3] in Hc |- *.
  pose proof (Hs33 0 0 (2 + d) ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s48_c3_p4 x (Hs33 : s33_claim x) (d : nat) :
  x = s48_board 0 0 0 (2 + d) -> fst (s48_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s48_q4] in Hc |- *.
  pose proof (Hs33 0 0 (2 + d) ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s48_c3_p5 x (Hs33 : s33_claim x) (d : nat) :
  x = s48_board 0 0 0 (2 + d) -> fst (s48_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s48_q5] in Hc |- *.
  pose proof (Hs33 0 0 (2 + d) ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d==0: the board of s33 *)
Lemma s48_c4_p6 x (Hs33 : s33_claim x) :
  x = s48_board 0 0 1 0 -> fst (s48_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s48_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s48_q6] in Hc |- *.
  pose proof (Hs33 0 1 0 ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d==1: the board of s33 *)
Lemma s48_c5_p7 x (Hs33 : s33_claim x) :
  x = s48_board 0 0 1 1 -> fst (s48_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s48_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s48_q7] in Hc |- *.
  pose proof (Hs33 0 1 1 ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d>=2: the board of s33 *)
Lemma s48_c6_p8 x (Hs33 : s33_claim x) (d : nat) :
  x = s48_board 0 0 1 (2 + d) -> fst (s48_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s48_q8] in Hc |- *.
  pose proof (Hs33 0 1 (2 + d) ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s48_c6_p10 x (Hs33 : s33_claim x) (d : nat) :
  x = s48_board 0 0 1 (2 + d) -> fst (s48_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s48_q10] in Hc |- *.
  pose proof (Hs33 0 1 (2 + d) ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d==0: the board of s33 *)
Lemma s48_c7_p6 x (Hs33 : s33_claim x) (c : nat) :
  x = s48_board 0 0 (2 + c) 0 -> fst (s48_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s48_q6] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 0 ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s48_c7_p15 x (Hs33 : s33_claim x) (c : nat) :
  x = s48_board 0 0 (2 + c) 0 -> fst (s48_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s48_q15] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 0 ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s48_c7_p17 x (Hs33 : s33_claim x) (c : nat) :
  x = s48_board 0 0 (2 + c) 0 -> fst (s48_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s48_q17] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 0 ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d==1: the board of s33 *)
Lemma s48_c8_p11 x (Hs33 : s33_claim x) (c : nat) :
  x = s48_board 0 0 (2 + c) 1 -> fst (s48_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s48_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s48_q11] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 1 ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d>=2: the board of s33 *)
Lemma s48_c9_p9 x (Hs33 : s33_claim x) (c d : nat) :
  x = s48_board 0 0 (2 + c) (2 + d) -> fst (s48_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s48_q9] in Hc |- *.
  pose proof (Hs33 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s48_c9_p13 x (Hs33 : s33_claim x) (c d : nat) :
  x = s48_board 0 0 (2 + c) (2 + d) -> fst (s48_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s48_q13] in Hc |- *.
  pose proof (Hs33 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s48_c9_p14 x (Hs33 : s33_claim x) (c d : nat) :
  x = s48_board 0 0 (2 + c) (2 + d) -> fst (s48_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s48_q14] in Hc |- *.
  pose proof (Hs33 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s48_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s48_c10_L : lmoves (s48_board 0 1 0 0) = [s33_board 0 1 0].
Proof. unfold s33_board, s48_board. tf_options. Qed.
Lemma s48_c10_R : rmoves (s48_board 0 1 0 0) = [s32_board 0 1 0; s31_board 0 1 0].
Proof. unfold s31_board, s32_board, s48_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d==0 *)
Lemma s48_c10_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s48_board 0 1 0 0 -> fst (s48_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s48_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q18] in Hc |- *.
  rewrite tf_game_eq, (s48_c10_L), (s48_c10_R); cbn [map].
  pose proof (use_s33 IH 0 1 0 (opt_l _ _ _ (s48_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 0 1 0 (opt_r _ _ _ (s48_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 0 (opt_r _ _ _ (s48_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s32_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s48_c11_L : lmoves (s48_board 0 1 0 1) = [s33_board 0 1 1; s81_board 0 1 0 0].
Proof. unfold s33_board, s48_board, s81_board. tf_options. Qed.
Lemma s48_c11_R : rmoves (s48_board 0 1 0 1) = [s79_board 0 1 0 1; s82_board 0 1 0 1].
Proof. unfold s48_board, s79_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d==1 *)
Lemma s48_c11_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s48_board 0 1 0 1 -> fst (s48_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s48_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s48_q19] in Hc |- *.
  rewrite tf_game_eq, (s48_c11_L), (s48_c11_R); cbn [map].
  pose proof (use_s33 IH 0 1 1 (opt_l _ _ _ (s48_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 0 0 (opt_l _ _ _ (s48_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 0 1 0 1 (opt_r _ _ _ (s48_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH 0 1 0 1 (opt_r _ _ _ (s48_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p7 Ho0 ltac:(zlia)).
  rewrite (s81_p4 Ho1 ltac:(zlia)).
  rewrite (s79_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s48_c12_L (d : nat) : lmoves (s48_board 0 1 0 (2 + d)) = [s33_board 0 1 (2 + d); s81_board 0 1 0 (1 + d)].
Proof. unfold s33_board, s48_board, s81_board. tf_options. Qed.
Lemma s48_c12_R (d : nat) : rmoves (s48_board 0 1 0 (2 + d)) = [s79_board 0 1 0 (2 + d); s82_board 0 1 0 (2 + d)].
Proof. unfold s48_board, s79_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s48_c12_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s48_board 0 1 0 (2 + d) -> fst (s48_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q20] in Hc |- *.
  rewrite tf_game_eq, (s48_c12_L d), (s48_c12_R d); cbn [map].
  pose proof (use_s33 IH 0 1 (2 + d) (opt_l _ _ _ (s48_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 0 (1 + d) (opt_l _ _ _ (s48_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_r _ _ _ (s48_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH 0 1 0 (2 + d) (opt_r _ _ _ (s48_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  rewrite (s81_p11 Ho1 ltac:(zlia)).
  rewrite (s79_p13 Ho2 ltac:(zlia)).
  rewrite (s82_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c12_p21 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s48_board 0 1 0 (2 + d) -> fst (s48_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q21] in Hc |- *.
  rewrite tf_game_eq, (s48_c12_L d), (s48_c12_R d); cbn [map].
  pose proof (use_s33 IH 0 1 (2 + d) (opt_l _ _ _ (s48_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 0 (1 + d) (opt_l _ _ _ (s48_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_r _ _ _ (s48_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH 0 1 0 (2 + d) (opt_r _ _ _ (s48_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p6 Ho0 ltac:(zlia)).
  rewrite (s81_p15 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p10 Ho2 ltac:(zlia)).
    rewrite (s82_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p17 Ho2 ltac:(zlia)).
    rewrite (s82_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s48_c13_L : lmoves (s48_board 0 1 1 0) = [s33_board 0 2 0; s52_board 0 1 0].
Proof. unfold s33_board, s48_board, s52_board. tf_options. Qed.
Lemma s48_c13_R : rmoves (s48_board 0 1 1 0) = [s32_board 0 1 1; s31_board 0 1 1].
Proof. unfold s31_board, s32_board, s48_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d==0 *)
Lemma s48_c13_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s48_board 0 1 1 0 -> fst (s48_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s48_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q22] in Hc |- *.
  rewrite tf_game_eq, (s48_c13_L), (s48_c13_R); cbn [map].
  pose proof (use_s33 IH 0 2 0 (opt_l _ _ _ (s48_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 1 0 (opt_l _ _ _ (s48_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 1 1 (opt_r _ _ _ (s48_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 0 1 1 (opt_r _ _ _ (s48_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  rewrite (s52_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s48_c14_L : lmoves (s48_board 0 1 1 1) = [s33_board 0 2 1; s81_board 0 1 1 0].
Proof. unfold s33_board, s48_board, s81_board. tf_options. Qed.
Lemma s48_c14_R : rmoves (s48_board 0 1 1 1) = [s79_board 0 1 1 1; s82_board 0 1 1 1].
Proof. unfold s48_board, s79_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d==1 *)
Lemma s48_c14_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s48_board 0 1 1 1 -> fst (s48_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s48_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s48_q24] in Hc |- *.
  rewrite tf_game_eq, (s48_c14_L), (s48_c14_R); cbn [map].
  pose proof (use_s33 IH 0 2 1 (opt_l _ _ _ (s48_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 1 0 (opt_l _ _ _ (s48_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 0 1 1 1 (opt_r _ _ _ (s48_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH 0 1 1 1 (opt_r _ _ _ (s48_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  rewrite (s81_p16 Ho1 ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s82_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c15_L (d : nat) : lmoves (s48_board 0 1 1 (2 + d)) = [s33_board 0 2 (2 + d); s81_board 0 1 1 (1 + d)].
Proof. unfold s33_board, s48_board, s81_board. tf_options. Qed.
Lemma s48_c15_R (d : nat) : rmoves (s48_board 0 1 1 (2 + d)) = [s79_board 0 1 1 (2 + d); s82_board 0 1 1 (2 + d)].
Proof. unfold s48_board, s79_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s48_c15_p25 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s48_board 0 1 1 (2 + d) -> fst (s48_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q25] in Hc |- *.
  rewrite tf_game_eq, (s48_c15_L d), (s48_c15_R d); cbn [map].
  pose proof (use_s33 IH 0 2 (2 + d) (opt_l _ _ _ (s48_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 1 (1 + d) (opt_l _ _ _ (s48_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 0 1 1 (2 + d) (opt_r _ _ _ (s48_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_r _ _ _ (s48_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p13 Ho0 ltac:(zlia)).
  rewrite (s81_p17 Ho1 ltac:(zlia)).
  rewrite (s79_p24 Ho2 ltac:(zlia)).
  rewrite (s82_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c15_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s48_board 0 1 1 (2 + d) -> fst (s48_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q26] in Hc |- *.
  rewrite tf_game_eq, (s48_c15_L d), (s48_c15_R d); cbn [map].
  pose proof (use_s33 IH 0 2 (2 + d) (opt_l _ _ _ (s48_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 1 (1 + d) (opt_l _ _ _ (s48_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s79 IH 0 1 1 (2 + d) (opt_r _ _ _ (s48_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_r _ _ _ (s48_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s33_p9 Ho0 ltac:(zlia)).
    rewrite (s81_p18 Ho1 ltac:(zlia)).
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s82_p10 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s33_p14 Ho0 ltac:(zlia)).
    rewrite (s81_p18 Ho1 ltac:(zlia)).
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s82_p10 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s48_c16_L (c : nat) : lmoves (s48_board 0 1 (2 + c) 0) = [s33_board 0 (3 + c) 0; s53_board 0 1 (1 + c) 0].
Proof. unfold s33_board, s48_board, s53_board. tf_options. Qed.
Lemma s48_c16_R (c : nat) : rmoves (s48_board 0 1 (2 + c) 0) = [s31_board 0 1 (2 + c)].
Proof. unfold s31_board, s48_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s48_c16_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s48_board 0 1 (2 + c) 0 -> fst (s48_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q22] in Hc |- *.
  rewrite tf_game_eq, (s48_c16_L c), (s48_c16_R c); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) 0 (opt_l _ _ _ (s48_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 1 (1 + c) 0 (opt_l _ _ _ (s48_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 (2 + c) (opt_r _ _ _ (s48_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p15 Ho0 ltac:(zlia)).
  rewrite (s53_p16 Ho1 ltac:(zlia)).
  rewrite (s31_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s48_c16_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s48_board 0 1 (2 + c) 0 -> fst (s48_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q33] in Hc |- *.
  rewrite tf_game_eq, (s48_c16_L c), (s48_c16_R c); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) 0 (opt_l _ _ _ (s48_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 1 (1 + c) 0 (opt_l _ _ _ (s48_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 (2 + c) (opt_r _ _ _ (s48_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  rewrite (s53_p18 Ho1 ltac:(zlia)).
  rewrite (s31_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c16_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s48_board 0 1 (2 + c) 0 -> fst (s48_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q34] in Hc |- *.
  rewrite tf_game_eq, (s48_c16_L c), (s48_c16_R c); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) 0 (opt_l _ _ _ (s48_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 1 (1 + c) 0 (opt_l _ _ _ (s48_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 (2 + c) (opt_r _ _ _ (s48_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  rewrite (s53_p20 Ho1 ltac:(zlia)).
  rewrite (s31_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c17_L (c : nat) : lmoves (s48_board 0 1 (2 + c) 1) = [s33_board 0 (3 + c) 1; s81_board 0 1 (2 + c) 0].
Proof. unfold s33_board, s48_board, s81_board. tf_options. Qed.
Lemma s48_c17_R (c : nat) : rmoves (s48_board 0 1 (2 + c) 1) = [s82_board 0 1 (2 + c) 1].
Proof. unfold s48_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s48_c17_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s48_board 0 1 (2 + c) 1 -> fst (s48_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s48_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s48_q27] in Hc |- *.
  rewrite tf_game_eq, (s48_c17_L c), (s48_c17_R c); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) 1 (opt_l _ _ _ (s48_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s48_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s82 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s48_c17_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  rewrite (s81_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c18_L (c d : nat) : lmoves (s48_board 0 1 (2 + c) (2 + d)) = [s33_board 0 (3 + c) (2 + d); s81_board 0 1 (2 + c) (1 + d)].
Proof. unfold s33_board, s48_board, s81_board. tf_options. Qed.
Lemma s48_c18_R (c d : nat) : rmoves (s48_board 0 1 (2 + c) (2 + d)) = [s82_board 0 1 (2 + c) (2 + d)].
Proof. unfold s48_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s48_c18_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s48_board 0 1 (2 + c) (2 + d) -> fst (s48_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q29] in Hc |- *.
  rewrite tf_game_eq, (s48_c18_L c d), (s48_c18_R c d); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s48_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s48_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s48_c18_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p13 Ho0 ltac:(zlia)).
  rewrite (s81_p20 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c18_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s48_board 0 1 (2 + c) (2 + d) -> fst (s48_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q31] in Hc |- *.
  rewrite tf_game_eq, (s48_c18_L c d), (s48_c18_R c d); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s48_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s48_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s48_c18_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s81_p22 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c18_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s48_board 0 1 (2 + c) (2 + d) -> fst (s48_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q32] in Hc |- *.
  rewrite tf_game_eq, (s48_c18_L c d), (s48_c18_R c d); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s48_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s48_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s48_c18_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  rewrite (s81_p23 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c19_L (b : nat) : lmoves (s48_board 0 (2 + b) 0 0) = [s48_board 0 (1 + b) 1 0].
Proof. unfold s48_board. tf_options. Qed.
Lemma s48_c19_R (b : nat) : rmoves (s48_board 0 (2 + b) 0 0) = [s32_board 0 (2 + b) 0; s31_board 0 (2 + b) 0].
Proof. unfold s31_board, s32_board, s48_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s48_c19_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s48_board 0 (2 + b) 0 0 -> fst (s48_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s48_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q35] in Hc |- *.
  rewrite tf_game_eq, (s48_c19_L b), (s48_c19_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s48_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 0 (2 + b) 0 (opt_r _ _ _ (s48_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 (opt_r _ _ _ (s48_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s32_p6 Ho1 ltac:(zlia)).
  rewrite (s31_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s48_c19_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s48_board 0 (2 + b) 0 0 -> fst (s48_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s48_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q44] in Hc |- *.
  rewrite tf_game_eq, (s48_c19_L b), (s48_c19_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s48_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 0 (2 + b) 0 (opt_r _ _ _ (s48_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 (opt_r _ _ _ (s48_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s48_p39 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s32_p7 Ho1 ltac:(zlia)).
    rewrite (s31_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s32_p8 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s31_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s31_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

