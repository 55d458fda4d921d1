(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s203_c27_L (a b c : nat) : lmoves (s203_board (2 + a) (2 + b) (2 + c)) = [s195_board (2 + a) (3 + b) (2 + c); s204_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s195_board, s203_board, s204_board. tf_options. Qed.
Lemma s203_c27_R (a b c : nat) : rmoves (s203_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b>=2 && c>=2 *)
Lemma s203_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s203_board (2 + a) (2 + b) (2 + c) -> fst (s203_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s203_q4] in Hc |- *.
  rewrite tf_game_eq, (s203_c27_L a b c), (s203_c27_R a b c); cbn [map].
  pose proof (use_s195 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s203_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s203_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  rewrite (s204_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d==0: the board of s188 *)
Lemma s204_c1_p1 x (Hs188 : s188_claim x) :
  x = s204_board 0 0 0 0 -> fst (s204_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q1] in Hc |- *.
  pose proof (Hs188 0 0 ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d==1: the board of s188 *)
Lemma s204_c2_p2 x (Hs188 : s188_claim x) :
  x = s204_board 0 0 0 1 -> fst (s204_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q2] in Hc |- *.
  pose proof (Hs188 0 1 ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d>=2: the board of s188 *)
Lemma s204_c3_p3 x (Hs188 : s188_claim x) (d : nat) :
  x = s204_board 0 0 0 (2 + d) -> fst (s204_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q3] in Hc |- *.
  pose proof (Hs188 0 (2 + d) ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d==0: the board of s189 *)
Lemma s204_c4_p4 x (Hs189 : s189_claim x) :
  x = s204_board 0 0 1 0 -> fst (s204_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q4] in Hc |- *.
  pose proof (Hs189 0 1 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d==1: the board of s189 *)
Lemma s204_c5_p5 x (Hs189 : s189_claim x) :
  x = s204_board 0 0 1 1 -> fst (s204_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q5] in Hc |- *.
  pose proof (Hs189 0 1 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d>=2: the board of s189 *)
Lemma s204_c6_p6 x (Hs189 : s189_claim x) (d : nat) :
  x = s204_board 0 0 1 (2 + d) -> fst (s204_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q6] in Hc |- *.
  pose proof (Hs189 0 1 (2 + d) ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d==0: the board of s189 *)
Lemma s204_c7_p8 x (Hs189 : s189_claim x) (c : nat) :
  x = s204_board 0 0 (2 + c) 0 -> fst (s204_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q8] in Hc |- *.
  pose proof (Hs189 0 (2 + c) 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s204_c7_p11 x (Hs189 : s189_claim x) (c : nat) :
  x = s204_board 0 0 (2 + c) 0 -> fst (s204_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q11] in Hc |- *.
  pose proof (Hs189 0 (2 + c) 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d==1: the board of s189 *)
Lemma s204_c8_p10 x (Hs189 : s189_claim x) (c : nat) :
  x = s204_board 0 0 (2 + c) 1 -> fst (s204_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q10] in Hc |- *.
  pose proof (Hs189 0 (2 + c) 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d>=2: the board of s189 *)
Lemma s204_c9_p6 x (Hs189 : s189_claim x) (c d : nat) :
  x = s204_board 0 0 (2 + c) (2 + d) -> fst (s204_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q6] in Hc |- *.
  pose proof (Hs189 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d==0: the board of s203 *)
Lemma s204_c10_p12 x (Hs203 : s203_claim x) :
  x = s204_board 0 1 0 0 -> fst (s204_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q12] in Hc |- *.
  pose proof (Hs203 0 1 0 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d==1: the board of s203 *)
Lemma s204_c11_p15 x (Hs203 : s203_claim x) :
  x = s204_board 0 1 0 1 -> fst (s204_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q15] in Hc |- *.
  pose proof (Hs203 0 1 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d>=2: the board of s203 *)
Lemma s204_c12_p6 x (Hs203 : s203_claim x) (d : nat) :
  x = s204_board 0 1 0 (2 + d) -> fst (s204_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q6] in Hc |- *.
  pose proof (Hs203 0 1 (2 + d) ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s204_c13_L : lmoves (s204_board 0 1 1 0) = [strip [(0, 1)] ([E; T; T; E; T; E; F; T; F]) []; strip [(0, 1)] ([T; E; E; T; T; E; F; T; F]) []; strip [(0, 1)] ([T; E; T; E; E; T; F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c13_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; E; F; T; F]) []) (s53_board 0 2 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c13_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; E; F; T; F]) []) (s50_board 1 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c13_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; F; T; F]) []) (s52_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c13_R : rmoves (s204_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []) (s81_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s204_c13_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s204_board 0 1 1 0 -> fst (s204_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q17] in Hc |- *.
  rewrite tf_game_eq, (s204_c13_L), (s204_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s204_c13_L1)).
  pose proof (use_s53 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s204_c13_L) ltac:(cbn [In]; left; reflexivity) (s204_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s204_c13_L2)).
  pose proof (use_s50 IH 1 2 0 (opt_norm_l _ _ _ _ _ (s204_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s204_c13_L3)).
  pose proof (use_s52 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s204_c13_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c13_L3))) as Ho2.
  rewrite (tf_norm_game0 (s204_c13_R1)).
  pose proof (use_s81 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s204_c13_R) ltac:(cbn [In]; left; reflexivity) (s204_c13_R1))) as Ho3.
  rewrite (s53_p24 Ho0 ltac:(zlia)).
  rewrite (s50_p6 Ho1 ltac:(zlia)).
  rewrite (s52_p8 Ho2 ltac:(zlia)).
  rewrite (s81_p46 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c14_L : lmoves (s204_board 0 1 1 1) = [strip [(0, 1)] ([E; T; T; E; T; E; T; F; T; F]) []; strip [(0, 1)] ([T; E; E; T; T; E; T; F; T; F]) []; strip [(0, 1)] ([T; E; T; E; E; T; T; F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; E; T; F; T; F]) []) (s53_board 0 2 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c14_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; E; T; F; T; F]) []) (s50_board 1 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c14_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; T; F; T; F]) []) (s52_board 1 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c14_R : rmoves (s204_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F; T; E; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; T; E; T; F]) []) (s81_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s204_c14_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s204_board 0 1 1 1 -> fst (s204_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q18] in Hc |- *.
  rewrite tf_game_eq, (s204_c14_L), (s204_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s204_c14_L1)).
  pose proof (use_s53 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s204_c14_L) ltac:(cbn [In]; left; reflexivity) (s204_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s204_c14_L2)).
  pose proof (use_s50 IH 1 2 1 (opt_norm_l _ _ _ _ _ (s204_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s204_c14_L3)).
  pose proof (use_s52 IH 1 1 2 (opt_norm_l _ _ _ _ _ (s204_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c14_L3))) as Ho2.
  rewrite (tf_norm_game0 (s204_c14_R1)).
  pose proof (use_s81 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s204_c14_R) ltac:(cbn [In]; left; reflexivity) (s204_c14_R1))) as Ho3.
  rewrite (s53_p25 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  rewrite (s81_p47 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s204_c15_L (d : nat) : lmoves (s204_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 2 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s50_board 1 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c15_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: E :: repeat T (3 + d) ++ [F; T; F]) []) (s52_board 1 1 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c15_R (d : nat) : rmoves (s204_board 0 1 1 (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s204_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s204_board 0 1 1 (2 + d) -> fst (s204_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q6] in Hc |- *.
  rewrite tf_game_eq, (s204_c15_L d), (s204_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s204_c15_L1 d)).
  pose proof (use_s53 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s204_c15_L d) ltac:(cbn [In]; left; reflexivity) (s204_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s204_c15_L2 d)).
  pose proof (use_s50 IH 1 2 (2 + d) (opt_norm_l _ _ _ _ _ (s204_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s204_c15_L3 d)).
  pose proof (use_s52 IH 1 1 (3 + d) (opt_norm_l _ _ _ _ _ (s204_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c15_L3 d))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s204_c16_L (c : nat) : lmoves (s204_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []) (s53_board 0 2 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c16_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F; T; F]) []) (s50_board 1 (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c16_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F; T; F]) []) (s53_board 1 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c16_R (c : nat) : rmoves (s204_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s204_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s204_board 0 1 (2 + c) 0 -> fst (s204_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q11] in Hc |- *.
  rewrite tf_game_eq, (s204_c16_L c), (s204_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s204_c16_L1 c)).
  pose proof (use_s53 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s204_c16_L c) ltac:(cbn [In]; left; reflexivity) (s204_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s204_c16_L2 c)).
  pose proof (use_s50 IH 1 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s204_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s204_c16_L3 c)).
  pose proof (use_s53 IH 1 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s204_c16_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c16_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s204_c16_R1 c)).
  pose proof (use_s81 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s204_c16_R c) ltac:(cbn [In]; left; reflexivity) (s204_c16_R1 c))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p10 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c16_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s204_board 0 1 (2 + c) 0 -> fst (s204_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q19] in Hc |- *.
  rewrite tf_game_eq, (s204_c16_L c), (s204_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s204_c16_L1 c)).
  pose proof (use_s53 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s204_c16_L c) ltac:(cbn [In]; left; reflexivity) (s204_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s204_c16_L2 c)).
  pose proof (use_s50 IH 1 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s204_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s204_c16_L3 c)).
  pose proof (use_s53 IH 1 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s204_c16_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c16_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s204_c16_R1 c)).
  pose proof (use_s81 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s204_c16_R c) ltac:(cbn [In]; left; reflexivity) (s204_c16_R1 c))) as Ho3.
  rewrite (s53_p26 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p41 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c17_L (c : nat) : lmoves (s204_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []) (s53_board 0 2 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F; T; F]) []) (s50_board 1 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c17_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []) (s53_board 1 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c17_R (c : nat) : rmoves (s204_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 1 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s204_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s204_board 0 1 (2 + c) 1 -> fst (s204_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q10] in Hc |- *.
  rewrite tf_game_eq, (s204_c17_L c), (s204_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s204_c17_L1 c)).
  pose proof (use_s53 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s204_c17_L c) ltac:(cbn [In]; left; reflexivity) (s204_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s204_c17_L2 c)).
  pose proof (use_s50 IH 1 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s204_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s204_c17_L3 c)).
  pose proof (use_s53 IH 1 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s204_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s204_c17_R1 c)).
  pose proof (use_s81 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s204_c17_R c) ltac:(cbn [In]; left; reflexivity) (s204_c17_R1 c))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  rewrite (s81_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c18_L (c d : nat) : lmoves (s204_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 2 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s50_board 1 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c18_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []) (s53_board 1 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c18_R (c d : nat) : rmoves (s204_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s204_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s204_board 0 1 (2 + c) (2 + d) -> fst (s204_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q6] in Hc |- *.
  rewrite tf_game_eq, (s204_c18_L c d), (s204_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s204_c18_L1 c d)).
  pose proof (use_s53 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s204_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s204_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s204_c18_L2 c d)).
  pose proof (use_s50 IH 1 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s204_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s204_c18_L3 c d)).
  pose proof (use_s53 IH 1 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s204_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c18_L3 c d))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d==0: the board of s203 *)
Lemma s204_c19_p15 x (Hs203 : s203_claim x) (b : nat) :
  x = s204_board 0 (2 + b) 0 0 -> fst (s204_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q15] in Hc |- *.
  pose proof (Hs203 0 (2 + b) 0 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s204_c19_p26 x (Hs203 : s203_claim x) (b : nat) :
  x = s204_board 0 (2 + b) 0 0 -> fst (s204_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q26] in Hc |- *.
  pose proof (Hs203 0 (2 + b) 0 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d==1: the board of s203 *)
Lemma s204_c20_p20 x (Hs203 : s203_claim x) (b : nat) :
  x = s204_board 0 (2 + b) 0 1 -> fst (s204_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q20] in Hc |- *.
  pose proof (Hs203 0 (2 + b) 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s204_c20_p28 x (Hs203 : s203_claim x) (b : nat) :
  x = s204_board 0 (2 + b) 0 1 -> fst (s204_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q28] in Hc |- *.
  pose proof (Hs203 0 (2 + b) 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d>=2: the board of s203 *)
Lemma s204_c21_p6 x (Hs203 : s203_claim x) (b d : nat) :
  x = s204_board 0 (2 + b) 0 (2 + d) -> fst (s204_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q6] in Hc |- *.
  pose proof (Hs203 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s204_c22_L (b : nat) : lmoves (s204_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F; T; F]) []) (s53_board 0 (3 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c22_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F; T; F]) []) (s53_board 1 (1 + b) 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c22_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F; T; F]) []) (s52_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c22_R (b : nat) : rmoves (s204_board 0 (2 + b) 1 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []) (s81_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s204_c22_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s204_board 0 (2 + b) 1 0 -> fst (s204_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q21] in Hc |- *.
  rewrite tf_game_eq, (s204_c22_L b), (s204_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s204_c22_L1 b)).
  pose proof (use_s53 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s204_c22_L b) ltac:(cbn [In]; left; reflexivity) (s204_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s204_c22_L2 b)).
  pose proof (use_s53 IH 1 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s204_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s204_c22_L3 b)).
  pose proof (use_s52 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s204_c22_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c22_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s204_c22_R1 b)).
  pose proof (use_s81 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s204_c22_R b) ltac:(cbn [In]; left; reflexivity) (s204_c22_R1 b))) as Ho3.
  rewrite (s53_p29 Ho0 ltac:(zlia)).
  rewrite (s53_p42 Ho1 ltac:(zlia)).
  rewrite (s52_p9 Ho2 ltac:(zlia)).
  rewrite (s81_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s204_c22_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s204_board 0 (2 + b) 1 0 -> fst (s204_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q30] in Hc |- *.
  rewrite tf_game_eq, (s204_c22_L b), (s204_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s204_c22_L1 b)).
  pose proof (use_s53 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s204_c22_L b) ltac:(cbn [In]; left; reflexivity) (s204_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s204_c22_L2 b)).
  pose proof (use_s53 IH 1 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s204_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s204_c22_L3 b)).
  pose proof (use_s52 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s204_c22_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c22_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s204_c22_R1 b)).
  pose proof (use_s81 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s204_c22_R b) ltac:(cbn [In]; left; reflexivity) (s204_c22_R1 b))) as Ho3.
  rewrite (s53_p34 Ho0 ltac:(zlia)).
  rewrite (s53_p31 Ho1 ltac:(zlia)).
  rewrite (s52_p11 Ho2 ltac:(zlia)).
  rewrite (s81_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s204_c23_L (b : nat) : lmoves (s204_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F; T; F]) []) (s53_board 0 (3 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F; T; F]) []) (s53_board 1 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c23_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; T; F]) []) (s52_board 1 (2 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c23_R (b : nat) : rmoves (s204_board 0 (2 + b) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; E; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; E; T; F]) []) (s81_board 1 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s204_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s204_board 0 (2 + b) 1 1 -> fst (s204_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q23] in Hc |- *.
  rewrite tf_game_eq, (s204_c23_L b), (s204_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s204_c23_L1 b)).
  pose proof (use_s53 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s204_c23_L b) ltac:(cbn [In]; left; reflexivity) (s204_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s204_c23_L2 b)).
  pose proof (use_s53 IH 1 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s204_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s204_c23_L3 b)).
  pose proof (use_s52 IH 1 (2 + b) 2 (opt_norm_l _ _ _ _ _ (s204_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s204_c23_R1 b)).
  pose proof (use_s81 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s204_c23_R b) ltac:(cbn [In]; left; reflexivity) (s204_c23_R1 b))) as Ho3.
  rewrite (s53_p30 Ho0 ltac:(zlia)).
  rewrite (s53_p10 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  rewrite (s81_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s204_c24_L (b d : nat) : lmoves (s204_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 (3 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 1 (1 + b) 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c24_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F; T; F]) []) (s52_board 1 (2 + b) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c24_R (b d : nat) : rmoves (s204_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s204_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s204_board 0 (2 + b) 1 (2 + d) -> fst (s204_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q6] in Hc |- *.
  rewrite tf_game_eq, (s204_c24_L b d), (s204_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s204_c24_L1 b d)).
  pose proof (use_s53 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s204_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s204_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s204_c24_L2 b d)).
  pose proof (use_s53 IH 1 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s204_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s204_c24_L3 b d)).
  pose proof (use_s52 IH 1 (2 + b) (3 + d) (opt_norm_l _ _ _ _ _ (s204_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c24_L3 b d))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s204_c25_L (b c : nat) : lmoves (s204_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c25_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; T; F]) []) (s53_board 0 (3 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c25_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; T; F]) []) (s53_board 1 (1 + b) (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c25_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; T; F]) []) (s53_board 1 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c25_R (b c : nat) : rmoves (s204_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c25_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s204_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s204_board 0 (2 + b) (2 + c) 0 -> fst (s204_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q11] in Hc |- *.
  rewrite tf_game_eq, (s204_c25_L b c), (s204_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s204_c25_L1 b c)).
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s204_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s204_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s204_c25_L2 b c)).
  pose proof (use_s53 IH 1 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s204_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s204_c25_L3 b c)).
  pose proof (use_s53 IH 1 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s204_c25_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c25_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s204_c25_R1 b c)).
  pose proof (use_s81 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s204_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s204_c25_R1 b c))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p12 Ho1 ltac:(zlia)).
  rewrite (s53_p10 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c25_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s204_board 0 (2 + b) (2 + c) 0 -> fst (s204_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q25] in Hc |- *.
  rewrite tf_game_eq, (s204_c25_L b c), (s204_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s204_c25_L1 b c)).
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s204_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s204_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s204_c25_L2 b c)).
  pose proof (use_s53 IH 1 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s204_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s204_c25_L3 b c)).
  pose proof (use_s53 IH 1 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s204_c25_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c25_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s204_c25_R1 b c)).
  pose proof (use_s81 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s204_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s204_c25_R1 b c))) as Ho3.
  rewrite (s53_p31 Ho0 ltac:(zlia)).
  rewrite (s53_p12 Ho1 ltac:(zlia)).
  rewrite (s53_p30 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c26_L (b c : nat) : lmoves (s204_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; T; F]) []) (s53_board 0 (3 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; T; F]) []) (s53_board 1 (1 + b) (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c26_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []) (s53_board 1 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c26_R (b c : nat) : rmoves (s204_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 1 (2 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s204_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s204_board 0 (2 + b) (2 + c) 1 -> fst (s204_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q10] in Hc |- *.
  rewrite tf_game_eq, (s204_c26_L b c), (s204_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s204_c26_L1 b c)).
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s204_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s204_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s204_c26_L2 b c)).
  pose proof (use_s53 IH 1 (1 + b) (3 + c) 1 (opt_norm_l _ _ _ _ _ (s204_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s204_c26_L3 b c)).
  pose proof (use_s53 IH 1 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s204_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s204_c26_R1 b c)).
  pose proof (use_s81 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s204_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s204_c26_R1 b c))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  rewrite (s81_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c27_L (b c d : nat) : lmoves (s204_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s204_board, strip. tf_options. Qed.
Lemma s204_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 (3 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 1 (1 + b) (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c27_L3 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []) (s53_board 1 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s204_c27_R (b c d : nat) : rmoves (s204_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s204_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s204_board 0 (2 + b) (2 + c) (2 + d) -> fst (s204_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q6] in Hc |- *.
  rewrite tf_game_eq, (s204_c27_L b c d), (s204_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s204_c27_L1 b c d)).
  pose proof (use_s53 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s204_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s204_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s204_c27_L2 b c d)).
  pose proof (use_s53 IH 1 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s204_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s204_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game0 (s204_c27_L3 b c d)).
  pose proof (use_s53 IH 1 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s204_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s204_c27_L3 b c d))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d==0: the board of s188 *)
Lemma s204_c28_p31 x (Hs188 : s188_claim x) :
  x = s204_board 1 0 0 0 -> fst (s204_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q31] in Hc |- *.
  pose proof (Hs188 1 0 ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d==1: the board of s188 *)
Lemma s204_c29_p32 x (Hs188 : s188_claim x) :
  x = s204_board 1 0 0 1 -> fst (s204_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q32] in Hc |- *.
  pose proof (Hs188 1 1 ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d>=2: the board of s188 *)
Lemma s204_c30_p34 x (Hs188 : s188_claim x) (d : nat) :
  x = s204_board 1 0 0 (2 + d) -> fst (s204_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q34] in Hc |- *.
  pose proof (Hs188 1 (2 + d) ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d==0: the board of s189 *)
Lemma s204_c31_p8 x (Hs189 : s189_claim x) :
  x = s204_board 1 0 1 0 -> fst (s204_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q8] in Hc |- *.
  pose proof (Hs189 1 1 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d==1: the board of s189 *)
Lemma s204_c32_p35 x (Hs189 : s189_claim x) :
  x = s204_board 1 0 1 1 -> fst (s204_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q35] in Hc |- *.
  pose proof (Hs189 1 1 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d>=2: the board of s189 *)
Lemma s204_c33_p7 x (Hs189 : s189_claim x) (d : nat) :
  x = s204_board 1 0 1 (2 + d) -> fst (s204_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q7] in Hc |- *.
  pose proof (Hs189 1 1 (2 + d) ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d==0: the board of s189 *)
Lemma s204_c34_p8 x (Hs189 : s189_claim x) (c : nat) :
  x = s204_board 1 0 (2 + c) 0 -> fst (s204_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q8] in Hc |- *.
  pose proof (Hs189 1 (2 + c) 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s204_c34_p11 x (Hs189 : s189_claim x) (c : nat) :
  x = s204_board 1 0 (2 + c) 0 -> fst (s204_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q11] in Hc |- *.
  pose proof (Hs189 1 (2 + c) 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d==1: the board of s189 *)
Lemma s204_c35_p10 x (Hs189 : s189_claim x) (c : nat) :
  x = s204_board 1 0 (2 + c) 1 -> fst (s204_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q10] in Hc |- *.
  pose proof (Hs189 1 (2 + c) 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d>=2: the board of s189 *)
Lemma s204_c36_p7 x (Hs189 : s189_claim x) (c d : nat) :
  x = s204_board 1 0 (2 + c) (2 + d) -> fst (s204_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q7] in Hc |- *.
  pose proof (Hs189 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d==0: the board of s203 *)
Lemma s204_c37_p32 x (Hs203 : s203_claim x) :
  x = s204_board 1 1 0 0 -> fst (s204_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q32] in Hc |- *.
  pose proof (Hs203 1 1 0 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d==1: the board of s203 *)
Lemma s204_c38_p36 x (Hs203 : s203_claim x) :
  x = s204_board 1 1 0 1 -> fst (s204_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q36] in Hc |- *.
  pose proof (Hs203 1 1 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d>=2: the board of s203 *)
Lemma s204_c39_p37 x (Hs203 : s203_claim x) (d : nat) :
  x = s204_board 1 1 0 (2 + d) -> fst (s204_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q37] in Hc |- *.
  pose proof (Hs203 1 1 (2 + d) ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s204_c40_L : lmoves (s204_board 1 1 1 0) = [s196_board 1 2 1 0; s189_board 1 2 0; s203_board 1 1 1].
Proof. unfold s189_board, s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c40_R : rmoves (s204_board 1 1 1 0) = [s192_board 1 1 1 0].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s204_c40_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s204_board 1 1 1 0 -> fst (s204_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q17] in Hc |- *.
  rewrite tf_game_eq, (s204_c40_L), (s204_c40_R); cbn [map].
  pose proof (use_s196 IH 1 2 1 0 (opt_l _ _ _ (s204_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 2 0 (opt_l _ _ _ (s204_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 1 1 (opt_l _ _ _ (s204_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 1 1 0 (opt_r _ _ _ (s204_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p32 Ho0 ltac:(zlia)).
  rewrite (s189_p6 Ho1 ltac:(zlia)).
  rewrite (s203_p1 Ho2 ltac:(zlia)).
  rewrite (s192_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c41_L : lmoves (s204_board 1 1 1 1) = [s196_board 1 2 1 1; s189_board 1 2 1; s203_board 1 1 2].
Proof. unfold s189_board, s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c41_R : rmoves (s204_board 1 1 1 1) = [s192_board 1 1 1 1].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s204_c41_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s204_board 1 1 1 1 -> fst (s204_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q22] in Hc |- *.
  rewrite tf_game_eq, (s204_c41_L), (s204_c41_R); cbn [map].
  pose proof (use_s196 IH 1 2 1 1 (opt_l _ _ _ (s204_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 2 1 (opt_l _ _ _ (s204_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 1 2 (opt_l _ _ _ (s204_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 1 1 1 (opt_r _ _ _ (s204_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p33 Ho0 ltac:(zlia)).
  rewrite (s189_p8 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  rewrite (s192_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s204_c42_L (d : nat) : lmoves (s204_board 1 1 1 (2 + d)) = [s196_board 1 2 1 (2 + d); s189_board 1 2 (2 + d); s203_board 1 1 (3 + d)].
Proof. unfold s189_board, s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c42_R (d : nat) : rmoves (s204_board 1 1 1 (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s204_c42_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s204_board 1 1 1 (2 + d) -> fst (s204_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q7] in Hc |- *.
  rewrite tf_game_eq, (s204_c42_L d), (s204_c42_R d); cbn [map].
  pose proof (use_s196 IH 1 2 1 (2 + d) (opt_l _ _ _ (s204_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 2 (2 + d) (opt_l _ _ _ (s204_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 1 (3 + d) (opt_l _ _ _ (s204_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s204_c43_L (c : nat) : lmoves (s204_board 1 1 (2 + c) 0) = [s196_board 1 2 (2 + c) 0; s189_board 1 (3 + c) 0; s204_board 1 1 (1 + c) 1].
Proof. unfold s189_board, s196_board, s204_board. tf_options. Qed.
Lemma s204_c43_R (c : nat) : rmoves (s204_board 1 1 (2 + c) 0) = [s192_board 1 1 (2 + c) 0].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s204_c43_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s204_board 1 1 (2 + c) 0 -> fst (s204_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q11] in Hc |- *.
  rewrite tf_game_eq, (s204_c43_L c), (s204_c43_R c); cbn [map].
  pose proof (use_s196 IH 1 2 (2 + c) 0 (opt_l _ _ _ (s204_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (3 + c) 0 (opt_l _ _ _ (s204_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s204_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s204_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p11 Ho0 ltac:(zlia)).
  rewrite (s189_p9 Ho1 ltac:(zlia)).
  rewrite (s204_p10 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c43_p24 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s204_board 1 1 (2 + c) 0 -> fst (s204_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q24] in Hc |- *.
  rewrite tf_game_eq, (s204_c43_L c), (s204_c43_R c); cbn [map].
  pose proof (use_s196 IH 1 2 (2 + c) 0 (opt_l _ _ _ (s204_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (3 + c) 0 (opt_l _ _ _ (s204_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s204_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s204_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p35 Ho0 ltac:(zlia)).
  rewrite (s189_p9 Ho1 ltac:(zlia)).
  rewrite (s204_p22 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c44_L (c : nat) : lmoves (s204_board 1 1 (2 + c) 1) = [s196_board 1 2 (2 + c) 1; s189_board 1 (3 + c) 1; s204_board 1 1 (1 + c) 2].
Proof. unfold s189_board, s196_board, s204_board. tf_options. Qed.
Lemma s204_c44_R (c : nat) : rmoves (s204_board 1 1 (2 + c) 1) = [s192_board 1 1 (2 + c) 1].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s204_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s204_board 1 1 (2 + c) 1 -> fst (s204_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q10] in Hc |- *.
  rewrite tf_game_eq, (s204_c44_L c), (s204_c44_R c); cbn [map].
  pose proof (use_s196 IH 1 2 (2 + c) 1 (opt_l _ _ _ (s204_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (3 + c) 1 (opt_l _ _ _ (s204_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s204_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s204_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p9 Ho0 ltac:(zlia)).
  rewrite (s189_p8 Ho1 ltac:(zlia)).
  rewrite (s204_p7 Ho2 ltac:(zlia)).
  rewrite (s192_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c45_L (c d : nat) : lmoves (s204_board 1 1 (2 + c) (2 + d)) = [s196_board 1 2 (2 + c) (2 + d); s189_board 1 (3 + c) (2 + d); s204_board 1 1 (1 + c) (3 + d)].
Proof. unfold s189_board, s196_board, s204_board. tf_options. Qed.
Lemma s204_c45_R (c d : nat) : rmoves (s204_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s204_c45_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s204_board 1 1 (2 + c) (2 + d) -> fst (s204_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q7] in Hc |- *.
  rewrite tf_game_eq, (s204_c45_L c d), (s204_c45_R c d); cbn [map].
  pose proof (use_s196 IH 1 2 (2 + c) (2 + d) (opt_l _ _ _ (s204_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s204_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s204_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  rewrite (s204_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d==0: the board of s203 *)
Lemma s204_c46_p26 x (Hs203 : s203_claim x) (b : nat) :
  x = s204_board 1 (2 + b) 0 0 -> fst (s204_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q26] in Hc |- *.
  pose proof (Hs203 1 (2 + b) 0 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d==1: the board of s203 *)
Lemma s204_c47_p27 x (Hs203 : s203_claim x) (b : nat) :
  x = s204_board 1 (2 + b) 0 1 -> fst (s204_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q27] in Hc |- *.
  pose proof (Hs203 1 (2 + b) 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s204_c47_p28 x (Hs203 : s203_claim x) (b : nat) :
  x = s204_board 1 (2 + b) 0 1 -> fst (s204_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q28] in Hc |- *.
  pose proof (Hs203 1 (2 + b) 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d>=2: the board of s203 *)
Lemma s204_c48_p37 x (Hs203 : s203_claim x) (b d : nat) :
  x = s204_board 1 (2 + b) 0 (2 + d) -> fst (s204_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q37] in Hc |- *.
  pose proof (Hs203 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s204_c49_L (b : nat) : lmoves (s204_board 1 (2 + b) 1 0) = [s196_board 1 (3 + b) 1 0; s204_board 1 (1 + b) 2 0; s203_board 1 (2 + b) 1].
Proof. unfold s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c49_R (b : nat) : rmoves (s204_board 1 (2 + b) 1 0) = [s192_board 1 (2 + b) 1 0].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s204_c49_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s204_board 1 (2 + b) 1 0 -> fst (s204_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q29] in Hc |- *.
  rewrite tf_game_eq, (s204_c49_L b), (s204_c49_R b); cbn [map].
  pose proof (use_s196 IH 1 (3 + b) 1 0 (opt_l _ _ _ (s204_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s204_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 (2 + b) 1 (opt_l _ _ _ (s204_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s204_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p40 Ho0 ltac:(zlia)).
  rewrite (s204_p24 Ho1 ltac:(zlia)).
  rewrite (s203_p11 Ho2 ltac:(zlia)).
  rewrite (s192_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s204_c49_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s204_board 1 (2 + b) 1 0 -> fst (s204_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q30] in Hc |- *.
  rewrite tf_game_eq, (s204_c49_L b), (s204_c49_R b); cbn [map].
  pose proof (use_s196 IH 1 (3 + b) 1 0 (opt_l _ _ _ (s204_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s204_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 (2 + b) 1 (opt_l _ _ _ (s204_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s204_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p40 Ho0 ltac:(zlia)).
  rewrite (s204_p25 Ho1 ltac:(zlia)).
  rewrite (s203_p12 Ho2 ltac:(zlia)).
  rewrite (s192_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s204_c50_L (b : nat) : lmoves (s204_board 1 (2 + b) 1 1) = [s196_board 1 (3 + b) 1 1; s204_board 1 (1 + b) 2 1; s203_board 1 (2 + b) 2].
Proof. unfold s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c50_R (b : nat) : rmoves (s204_board 1 (2 + b) 1 1) = [s192_board 1 (2 + b) 1 1].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s204_c50_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s204_board 1 (2 + b) 1 1 -> fst (s204_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q23] in Hc |- *.
  rewrite tf_game_eq, (s204_c50_L b), (s204_c50_R b); cbn [map].
  pose proof (use_s196 IH 1 (3 + b) 1 1 (opt_l _ _ _ (s204_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s204_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 (2 + b) 2 (opt_l _ _ _ (s204_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s204_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p33 Ho0 ltac:(zlia)).
  rewrite (s204_p10 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  rewrite (s192_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s204_c51_L (b d : nat) : lmoves (s204_board 1 (2 + b) 1 (2 + d)) = [s196_board 1 (3 + b) 1 (2 + d); s204_board 1 (1 + b) 2 (2 + d); s203_board 1 (2 + b) (3 + d)].
Proof. unfold s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c51_R (b d : nat) : rmoves (s204_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s204_c51_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s204_board 1 (2 + b) 1 (2 + d) -> fst (s204_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q7] in Hc |- *.
  rewrite tf_game_eq, (s204_c51_L b d), (s204_c51_R b d); cbn [map].
  pose proof (use_s196 IH 1 (3 + b) 1 (2 + d) (opt_l _ _ _ (s204_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s204_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s204_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s204_p7 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s204_c52_L (b c : nat) : lmoves (s204_board 1 (2 + b) (2 + c) 0) = [s196_board 1 (3 + b) (2 + c) 0; s204_board 1 (1 + b) (3 + c) 0; s204_board 1 (2 + b) (1 + c) 1].
Proof. unfold s196_board, s204_board. tf_options. Qed.
Lemma s204_c52_R (b c : nat) : rmoves (s204_board 1 (2 + b) (2 + c) 0) = [s192_board 1 (2 + b) (2 + c) 0].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s204_c52_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s204_board 1 (2 + b) (2 + c) 0 -> fst (s204_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q11] in Hc |- *.
  rewrite tf_game_eq, (s204_c52_L b c), (s204_c52_R b c); cbn [map].
  pose proof (use_s196 IH 1 (3 + b) (2 + c) 0 (opt_l _ _ _ (s204_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s204_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s204_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s204_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p11 Ho0 ltac:(zlia)).
  rewrite (s204_p11 Ho1 ltac:(zlia)).
  rewrite (s204_p10 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c52_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s204_board 1 (2 + b) (2 + c) 0 -> fst (s204_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q25] in Hc |- *.
  rewrite tf_game_eq, (s204_c52_L b c), (s204_c52_R b c); cbn [map].
  pose proof (use_s196 IH 1 (3 + b) (2 + c) 0 (opt_l _ _ _ (s204_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s204_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s204_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s204_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p35 Ho0 ltac:(zlia)).
  rewrite (s204_p11 Ho1 ltac:(zlia)).
  rewrite (s204_p23 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c53_L (b c : nat) : lmoves (s204_board 1 (2 + b) (2 + c) 1) = [s196_board 1 (3 + b) (2 + c) 1; s204_board 1 (1 + b) (3 + c) 1; s204_board 1 (2 + b) (1 + c) 2].
Proof. unfold s196_board, s204_board. tf_options. Qed.
Lemma s204_c53_R (b c : nat) : rmoves (s204_board 1 (2 + b) (2 + c) 1) = [s192_board 1 (2 + b) (2 + c) 1].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s204_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s204_board 1 (2 + b) (2 + c) 1 -> fst (s204_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q10] in Hc |- *.
  rewrite tf_game_eq, (s204_c53_L b c), (s204_c53_R b c); cbn [map].
  pose proof (use_s196 IH 1 (3 + b) (2 + c) 1 (opt_l _ _ _ (s204_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s204_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s204_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s204_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p9 Ho0 ltac:(zlia)).
  rewrite (s204_p10 Ho1 ltac:(zlia)).
  rewrite (s204_p7 Ho2 ltac:(zlia)).
  rewrite (s192_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c54_L (b c d : nat) : lmoves (s204_board 1 (2 + b) (2 + c) (2 + d)) = [s196_board 1 (3 + b) (2 + c) (2 + d); s204_board 1 (1 + b) (3 + c) (2 + d); s204_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s196_board, s204_board. tf_options. Qed.
Lemma s204_c54_R (b c d : nat) : rmoves (s204_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s204_c54_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s204_board 1 (2 + b) (2 + c) (2 + d) -> fst (s204_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q7] in Hc |- *.
  rewrite tf_game_eq, (s204_c54_L b c d), (s204_c54_R b c d); cbn [map].
  pose proof (use_s196 IH 1 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s204_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s204_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s204_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s204_p7 Ho1 ltac:(zlia)).
  rewrite (s204_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d==0: the board of s188 *)
Lemma s204_c55_p33 x (Hs188 : s188_claim x) (a : nat) :
  x = s204_board (2 + a) 0 0 0 -> fst (s204_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q33] in Hc |- *.
  pose proof (Hs188 (2 + a) 0 ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d==1: the board of s188 *)
Lemma s204_c56_p38 x (Hs188 : s188_claim x) (a : nat) :
  x = s204_board (2 + a) 0 0 1 -> fst (s204_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q38] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s204_c56_p40 x (Hs188 : s188_claim x) (a : nat) :
  x = s204_board (2 + a) 0 0 1 -> fst (s204_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q40] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s204_c56_p45 x (Hs188 : s188_claim x) (a : nat) :
  x = s204_board (2 + a) 0 0 1 -> fst (s204_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q45] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d>=2: the board of s188 *)
Lemma s204_c57_p34 x (Hs188 : s188_claim x) (a d : nat) :
  x = s204_board (2 + a) 0 0 (2 + d) -> fst (s204_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q34] in Hc |- *.
  pose proof (Hs188 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s204_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d==0: the board of s189 *)
Lemma s204_c58_p8 x (Hs189 : s189_claim x) (a : nat) :
  x = s204_board (2 + a) 0 1 0 -> fst (s204_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q8] in Hc |- *.
  pose proof (Hs189 (2 + a) 1 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s204_c58_p9 x (Hs189 : s189_claim x) (a : nat) :
  x = s204_board (2 + a) 0 1 0 -> fst (s204_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q9] in Hc |- *.
  pose proof (Hs189 (2 + a) 1 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d==1: the board of s189 *)
Lemma s204_c59_p35 x (Hs189 : s189_claim x) (a : nat) :
  x = s204_board (2 + a) 0 1 1 -> fst (s204_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q35] in Hc |- *.
  pose proof (Hs189 (2 + a) 1 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s204_c59_p41 x (Hs189 : s189_claim x) (a : nat) :
  x = s204_board (2 + a) 0 1 1 -> fst (s204_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q41] in Hc |- *.
  pose proof (Hs189 (2 + a) 1 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s204_c59_p46 x (Hs189 : s189_claim x) (a : nat) :
  x = s204_board (2 + a) 0 1 1 -> fst (s204_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q46] in Hc |- *.
  pose proof (Hs189 (2 + a) 1 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s204_c59_p49 x (Hs189 : s189_claim x) (a : nat) :
  x = s204_board (2 + a) 0 1 1 -> fst (s204_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q49] in Hc |- *.
  pose proof (Hs189 (2 + a) 1 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d>=2: the board of s189 *)
Lemma s204_c60_p7 x (Hs189 : s189_claim x) (a d : nat) :
  x = s204_board (2 + a) 0 1 (2 + d) -> fst (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q7] in Hc |- *.
  pose proof (Hs189 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d==0: the board of s189 *)
Lemma s204_c61_p8 x (Hs189 : s189_claim x) (a c : nat) :
  x = s204_board (2 + a) 0 (2 + c) 0 -> fst (s204_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q8] in Hc |- *.
  pose proof (Hs189 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s204_c61_p11 x (Hs189 : s189_claim x) (a c : nat) :
  x = s204_board (2 + a) 0 (2 + c) 0 -> fst (s204_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q11] in Hc |- *.
  pose proof (Hs189 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s204_c61_p13 x (Hs189 : s189_claim x) (a c : nat) :
  x = s204_board (2 + a) 0 (2 + c) 0 -> fst (s204_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q13] in Hc |- *.
  pose proof (Hs189 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s189_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s189_p20 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s204_c61_p42 x (Hs189 : s189_claim x) (a c : nat) :
  x = s204_board (2 + a) 0 (2 + c) 0 -> fst (s204_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q42] in Hc |- *.
  pose proof (Hs189 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d==1: the board of s189 *)
Lemma s204_c62_p10 x (Hs189 : s189_claim x) (a c : nat) :
  x = s204_board (2 + a) 0 (2 + c) 1 -> fst (s204_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q10] in Hc |- *.
  pose proof (Hs189 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d>=2: the board of s189 *)
Lemma s204_c63_p7 x (Hs189 : s189_claim x) (a c d : nat) :
  x = s204_board (2 + a) 0 (2 + c) (2 + d) -> fst (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q7] in Hc |- *.
  pose proof (Hs189 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s204_board, s189_board; board_eq)) as Ho0.
  rewrite (s189_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d==0: the board of s203 *)
Lemma s204_c64_p39 x (Hs203 : s203_claim x) (a : nat) :
  x = s204_board (2 + a) 1 0 0 -> fst (s204_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q39] in Hc |- *.
  pose proof (Hs203 (2 + a) 1 0 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d==1: the board of s203 *)
Lemma s204_c65_p14 x (Hs203 : s203_claim x) (a : nat) :
  x = s204_board (2 + a) 1 0 1 -> fst (s204_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q14] in Hc |- *.
  pose proof (Hs203 (2 + a) 1 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s204_c65_p36 x (Hs203 : s203_claim x) (a : nat) :
  x = s204_board (2 + a) 1 0 1 -> fst (s204_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q36] in Hc |- *.
  pose proof (Hs203 (2 + a) 1 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s204_c65_p43 x (Hs203 : s203_claim x) (a : nat) :
  x = s204_board (2 + a) 1 0 1 -> fst (s204_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q43] in Hc |- *.
  pose proof (Hs203 (2 + a) 1 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d>=2: the board of s203 *)
Lemma s204_c66_p37 x (Hs203 : s203_claim x) (a d : nat) :
  x = s204_board (2 + a) 1 0 (2 + d) -> fst (s204_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q37] in Hc |- *.
  pose proof (Hs203 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s204_c67_L (a : nat) : lmoves (s204_board (2 + a) 1 1 0) = [s196_board (2 + a) 2 1 0; s189_board (2 + a) 2 0; s203_board (2 + a) 1 1].
Proof. unfold s189_board, s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c67_R (a : nat) : rmoves (s204_board (2 + a) 1 1 0) = [s192_board (2 + a) 1 1 0].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s204_c67_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s204_board (2 + a) 1 1 0 -> fst (s204_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q16] in Hc |- *.
  rewrite tf_game_eq, (s204_c67_L a), (s204_c67_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 1 0 (opt_l _ _ _ (s204_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 2 0 (opt_l _ _ _ (s204_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) 1 1 (opt_l _ _ _ (s204_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) 1 1 0 (opt_r _ _ _ (s204_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s196_p18 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s189_p10 Ho1 ltac:(zlia)).
      rewrite (s203_p3 Ho2 ltac:(zlia)).
      rewrite (s192_p20 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s189_p20 Ho1 ltac:(zlia)).
      rewrite (s203_p3 Ho2 ltac:(zlia)).
      rewrite (s192_p20 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s196_p41 Ho0 ltac:(zlia)).
    rewrite (s189_p16 Ho1 ltac:(zlia)).
    rewrite (s203_p16 Ho2 ltac:(zlia)).
    rewrite (s192_p20 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s204_c67_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s204_board (2 + a) 1 1 0 -> fst (s204_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q17] in Hc |- *.
  rewrite tf_game_eq, (s204_c67_L a), (s204_c67_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 1 0 (opt_l _ _ _ (s204_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 2 0 (opt_l _ _ _ (s204_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) 1 1 (opt_l _ _ _ (s204_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) 1 1 0 (opt_r _ _ _ (s204_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p41 Ho0 ltac:(zlia)).
  rewrite (s189_p6 Ho1 ltac:(zlia)).
  rewrite (s203_p1 Ho2 ltac:(zlia)).
  rewrite (s192_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c68_L (a : nat) : lmoves (s204_board (2 + a) 1 1 1) = [s196_board (2 + a) 2 1 1; s189_board (2 + a) 2 1; s203_board (2 + a) 1 2].
Proof. unfold s189_board, s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c68_R (a : nat) : rmoves (s204_board (2 + a) 1 1 1) = [s192_board (2 + a) 1 1 1].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s204_c68_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s204_board (2 + a) 1 1 1 -> fst (s204_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q22] in Hc |- *.
  rewrite tf_game_eq, (s204_c68_L a), (s204_c68_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 1 1 (opt_l _ _ _ (s204_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 2 1 (opt_l _ _ _ (s204_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) 1 2 (opt_l _ _ _ (s204_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) 1 1 1 (opt_r _ _ _ (s204_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p33 Ho0 ltac:(zlia)).
  rewrite (s189_p8 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  rewrite (s192_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s204_c68_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s204_board (2 + a) 1 1 1 -> fst (s204_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q47] in Hc |- *.
  rewrite tf_game_eq, (s204_c68_L a), (s204_c68_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 1 1 (opt_l _ _ _ (s204_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 2 1 (opt_l _ _ _ (s204_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) 1 2 (opt_l _ _ _ (s204_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) 1 1 1 (opt_r _ _ _ (s204_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p33 Ho0 ltac:(zlia)).
  rewrite (s189_p8 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  rewrite (s192_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s204_c69_L (a d : nat) : lmoves (s204_board (2 + a) 1 1 (2 + d)) = [s196_board (2 + a) 2 1 (2 + d); s189_board (2 + a) 2 (2 + d); s203_board (2 + a) 1 (3 + d)].
Proof. unfold s189_board, s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c69_R (a d : nat) : rmoves (s204_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s204_c69_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s204_board (2 + a) 1 1 (2 + d) -> fst (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q7] in Hc |- *.
  rewrite tf_game_eq, (s204_c69_L a d), (s204_c69_R a d); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s204_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s204_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s204_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s204_c70_L (a c : nat) : lmoves (s204_board (2 + a) 1 (2 + c) 0) = [s196_board (2 + a) 2 (2 + c) 0; s189_board (2 + a) (3 + c) 0; s204_board (2 + a) 1 (1 + c) 1].
Proof. unfold s189_board, s196_board, s204_board. tf_options. Qed.
Lemma s204_c70_R (a c : nat) : rmoves (s204_board (2 + a) 1 (2 + c) 0) = [s192_board (2 + a) 1 (2 + c) 0].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s204_c70_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s204_board (2 + a) 1 (2 + c) 0 -> fst (s204_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q11] in Hc |- *.
  rewrite tf_game_eq, (s204_c70_L a c), (s204_c70_R a c); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 (2 + c) 0 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s204_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p11 Ho0 ltac:(zlia)).
  rewrite (s189_p9 Ho1 ltac:(zlia)).
  rewrite (s204_p10 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c70_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s204_board (2 + a) 1 (2 + c) 0 -> fst (s204_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q24] in Hc |- *.
  rewrite tf_game_eq, (s204_c70_L a c), (s204_c70_R a c); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 (2 + c) 0 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s204_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p35 Ho0 ltac:(zlia)).
  rewrite (s189_p9 Ho1 ltac:(zlia)).
  rewrite (s204_p22 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c70_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s204_board (2 + a) 1 (2 + c) 0 -> fst (s204_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q48] in Hc |- *.
  rewrite tf_game_eq, (s204_c70_L a c), (s204_c70_R a c); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 (2 + c) 0 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s204_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s204_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p35 Ho0 ltac:(zlia)).
  rewrite (s189_p9 Ho1 ltac:(zlia)).
  rewrite (s204_p47 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c71_L (a c : nat) : lmoves (s204_board (2 + a) 1 (2 + c) 1) = [s196_board (2 + a) 2 (2 + c) 1; s189_board (2 + a) (3 + c) 1; s204_board (2 + a) 1 (1 + c) 2].
Proof. unfold s189_board, s196_board, s204_board. tf_options. Qed.
Lemma s204_c71_R (a c : nat) : rmoves (s204_board (2 + a) 1 (2 + c) 1) = [s192_board (2 + a) 1 (2 + c) 1].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s204_c71_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s204_board (2 + a) 1 (2 + c) 1 -> fst (s204_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q10] in Hc |- *.
  rewrite tf_game_eq, (s204_c71_L a c), (s204_c71_R a c); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s204_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s204_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s204_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s204_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p9 Ho0 ltac:(zlia)).
  rewrite (s189_p8 Ho1 ltac:(zlia)).
  rewrite (s204_p7 Ho2 ltac:(zlia)).
  rewrite (s192_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c72_L (a c d : nat) : lmoves (s204_board (2 + a) 1 (2 + c) (2 + d)) = [s196_board (2 + a) 2 (2 + c) (2 + d); s189_board (2 + a) (3 + c) (2 + d); s204_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s189_board, s196_board, s204_board. tf_options. Qed.
Lemma s204_c72_R (a c d : nat) : rmoves (s204_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s204_c72_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s204_board (2 + a) 1 (2 + c) (2 + d) -> fst (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q7] in Hc |- *.
  rewrite tf_game_eq, (s204_c72_L a c d), (s204_c72_R a c d); cbn [map].
  pose proof (use_s196 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s204_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s204_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s204_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  rewrite (s204_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d==0: the board of s203 *)
Lemma s204_c73_p26 x (Hs203 : s203_claim x) (a b : nat) :
  x = s204_board (2 + a) (2 + b) 0 0 -> fst (s204_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s204_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q26] in Hc |- *.
  pose proof (Hs203 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d==1: the board of s203 *)
Lemma s204_c74_p27 x (Hs203 : s203_claim x) (a b : nat) :
  x = s204_board (2 + a) (2 + b) 0 1 -> fst (s204_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q27] in Hc |- *.
  pose proof (Hs203 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s204_c74_p28 x (Hs203 : s203_claim x) (a b : nat) :
  x = s204_board (2 + a) (2 + b) 0 1 -> fst (s204_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q28] in Hc |- *.
  pose proof (Hs203 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s204_c74_p44 x (Hs203 : s203_claim x) (a b : nat) :
  x = s204_board (2 + a) (2 + b) 0 1 -> fst (s204_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s204_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s204_q44] in Hc |- *.
  pose proof (Hs203 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d>=2: the board of s203 *)
Lemma s204_c75_p37 x (Hs203 : s203_claim x) (a b d : nat) :
  x = s204_board (2 + a) (2 + b) 0 (2 + d) -> fst (s204_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s204_q37] in Hc |- *.
  pose proof (Hs203 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s204_board, s203_board; board_eq)) as Ho0.
  rewrite (s203_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s204_c76_L (a b : nat) : lmoves (s204_board (2 + a) (2 + b) 1 0) = [s196_board (2 + a) (3 + b) 1 0; s204_board (2 + a) (1 + b) 2 0; s203_board (2 + a) (2 + b) 1].
Proof. unfold s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c76_R (a b : nat) : rmoves (s204_board (2 + a) (2 + b) 1 0) = [s192_board (2 + a) (2 + b) 1 0].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s204_c76_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s204_board (2 + a) (2 + b) 1 0 -> fst (s204_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q16] in Hc |- *.
  rewrite tf_game_eq, (s204_c76_L a b), (s204_c76_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) 1 0 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s204_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p40 Ho0 ltac:(zlia)).
  rewrite (s204_p48 Ho1 ltac:(zlia)).
  rewrite (s203_p8 Ho2 ltac:(zlia)).
  rewrite (s192_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c76_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s204_board (2 + a) (2 + b) 1 0 -> fst (s204_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q29] in Hc |- *.
  rewrite tf_game_eq, (s204_c76_L a b), (s204_c76_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) 1 0 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s204_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p40 Ho0 ltac:(zlia)).
  rewrite (s204_p24 Ho1 ltac:(zlia)).
  rewrite (s203_p11 Ho2 ltac:(zlia)).
  rewrite (s192_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s204_c76_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s204_board (2 + a) (2 + b) 1 0 -> fst (s204_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s204_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q30] in Hc |- *.
  rewrite tf_game_eq, (s204_c76_L a b), (s204_c76_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) 1 0 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s204_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s204_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p40 Ho0 ltac:(zlia)).
  rewrite (s204_p25 Ho1 ltac:(zlia)).
  rewrite (s203_p12 Ho2 ltac:(zlia)).
  rewrite (s192_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s204_c77_L (a b : nat) : lmoves (s204_board (2 + a) (2 + b) 1 1) = [s196_board (2 + a) (3 + b) 1 1; s204_board (2 + a) (1 + b) 2 1; s203_board (2 + a) (2 + b) 2].
Proof. unfold s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c77_R (a b : nat) : rmoves (s204_board (2 + a) (2 + b) 1 1) = [s192_board (2 + a) (2 + b) 1 1].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s204_c77_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s204_board (2 + a) (2 + b) 1 1 -> fst (s204_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s204_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q23] in Hc |- *.
  rewrite tf_game_eq, (s204_c77_L a b), (s204_c77_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) 1 1 (opt_l _ _ _ (s204_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s204_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s204_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s204_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p33 Ho0 ltac:(zlia)).
  rewrite (s204_p10 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  rewrite (s192_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s204_c78_L (a b d : nat) : lmoves (s204_board (2 + a) (2 + b) 1 (2 + d)) = [s196_board (2 + a) (3 + b) 1 (2 + d); s204_board (2 + a) (1 + b) 2 (2 + d); s203_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s196_board, s203_board, s204_board. tf_options. Qed.
Lemma s204_c78_R (a b d : nat) : rmoves (s204_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s204_c78_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s204_board (2 + a) (2 + b) 1 (2 + d) -> fst (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q7] in Hc |- *.
  rewrite tf_game_eq, (s204_c78_L a b d), (s204_c78_R a b d); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s204_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s204_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s204_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s204_p7 Ho1 ltac:(zlia)).
  rewrite (s203_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s204_c79_L (a b c : nat) : lmoves (s204_board (2 + a) (2 + b) (2 + c) 0) = [s196_board (2 + a) (3 + b) (2 + c) 0; s204_board (2 + a) (1 + b) (3 + c) 0; s204_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s196_board, s204_board. tf_options. Qed.
Lemma s204_c79_R (a b c : nat) : rmoves (s204_board (2 + a) (2 + b) (2 + c) 0) = [s192_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s204_c79_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s204_board (2 + a) (2 + b) (2 + c) 0 -> fst (s204_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q11] in Hc |- *.
  rewrite tf_game_eq, (s204_c79_L a b c), (s204_c79_R a b c); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s204_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s204_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s204_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s204_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p11 Ho0 ltac:(zlia)).
  rewrite (s204_p11 Ho1 ltac:(zlia)).
  rewrite (s204_p10 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c79_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s204_board (2 + a) (2 + b) (2 + c) 0 -> fst (s204_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s204_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s204_q25] in Hc |- *.
  rewrite tf_game_eq, (s204_c79_L a b c), (s204_c79_R a b c); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s204_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s204_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s204_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s204_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p35 Ho0 ltac:(zlia)).
  rewrite (s204_p11 Ho1 ltac:(zlia)).
  rewrite (s204_p23 Ho2 ltac:(zlia)).
  rewrite (s192_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

