(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s133_c9_L (b c : nat) : lmoves (s133_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s133_board, strip. tf_options. Qed.
Lemma s133_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; F]) []) (s22_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s133_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; F]) []) (s22_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s133_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s133_c9_R (b c : nat) : rmoves (s133_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; F]) []].
Proof. unfold s133_board, strip. tf_options. Qed.
Lemma s133_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; F]) []) (s48_board 1 (2 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==0 && b>=2 && c>=2 *)
Lemma s133_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s133_board 0 (2 + b) (2 + c) -> fst (s133_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s133_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s133_q3] in Hc |- *.
  rewrite tf_game_eq, (s133_c9_L b c), (s133_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s133_c9_L1 b c)).
  pose proof (use_s22 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s133_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s133_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s133_c9_L2 b c)).
  pose proof (use_s22 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s133_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s133_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_blank (s133_c9_L3 b c)).
  rewrite (tf_norm_game0 (s133_c9_R1 b c)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s133_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s133_c9_R1 b c))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p71 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b==0 && c==0: the board of s34 *)
Lemma s133_c10_p1 x (Hs34 : s34_claim x) :
  x = s133_board 1 0 0 -> fst (s133_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s133_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q1] in Hc |- *.
  pose proof (Hs34 1 ltac:(rewrite Hx; unfold s133_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b==0 && c==1: the board of s95 *)
Lemma s133_c11_p2 x (Hs95 : s95_claim x) :
  x = s133_board 1 0 1 -> fst (s133_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s133_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q2] in Hc |- *.
  pose proof (Hs95 1 1 ltac:(rewrite Hx; unfold s133_board, s95_board; board_eq)) as Ho0.
  rewrite (s95_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b==0 && c>=2: the board of s95 *)
Lemma s133_c12_p3 x (Hs95 : s95_claim x) (c : nat) :
  x = s133_board 1 0 (2 + c) -> fst (s133_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s133_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s133_q3] in Hc |- *.
  pose proof (Hs95 1 (2 + c) ltac:(rewrite Hx; unfold s133_board, s95_board; board_eq)) as Ho0.
  rewrite (s95_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b==1 && c==0: the board of s102 *)
Lemma s133_c13_p4 x (Hs102 : s102_claim x) :
  x = s133_board 1 1 0 -> fst (s133_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s133_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q4] in Hc |- *.
  pose proof (Hs102 1 1 ltac:(rewrite Hx; unfold s133_board, s102_board; board_eq)) as Ho0.
  rewrite (s102_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s133_c14_L : lmoves (s133_board 1 1 1) = [s101_board 1 2 1; s95_board 1 2; strip [] ([T; F; T; E; T; E; E; T; T; F; F]) []].
Proof. unfold s101_board, s133_board, s95_board, strip. tf_options. Qed.
Lemma s133_c14_L3 : tf_norm (strip [] ([T; F; T; E; T; E; E; T; T; F; F]) []) (s76_board 1) (5).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s133_c14_R : rmoves (s133_board 1 1 1) = [s166_board 1 1 1 1].
Proof. unfold s133_board, s166_board. tf_options. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b==1 && c==1 *)
Lemma s133_c14_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s133_board 1 1 1 -> fst (s133_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s133_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s133_q8] in Hc |- *.
  rewrite tf_game_eq, (s133_c14_L), (s133_c14_R); cbn [map].
  pose proof (use_s101 IH 1 2 1 (opt_l _ _ _ (s133_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH 1 2 (opt_l _ _ _ (s133_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s133_c14_L3)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s133_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s133_c14_L3))) as Ho2.
  pose proof (use_s166 IH 1 1 1 1 (opt_r _ _ _ (s133_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s101_p12 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (5) (Nat2Z.is_nonneg _) I).
  rewrite (s166_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s133_c15_L (c : nat) : lmoves (s133_board 1 1 (2 + c)) = [s101_board 1 2 (2 + c); s95_board 1 (3 + c); strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, s133_board, s95_board, strip. tf_options. Qed.
Lemma s133_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s76_board 1) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (1, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s133_c15_R (c : nat) : rmoves (s133_board 1 1 (2 + c)) = [s166_board 1 1 (2 + c) 1].
Proof. unfold s133_board, s166_board. tf_options. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b==1 && c>=2 *)
Lemma s133_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s133_board 1 1 (2 + c) -> fst (s133_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s133_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s133_q3] in Hc |- *.
  rewrite tf_game_eq, (s133_c15_L c), (s133_c15_R c); cbn [map].
  pose proof (use_s101 IH 1 2 (2 + c) (opt_l _ _ _ (s133_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH 1 (3 + c) (opt_l _ _ _ (s133_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s133_c15_L3 c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s133_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s133_c15_L3 c))) as Ho2.
  pose proof (use_s166 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s133_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s101_p4 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + c) + 4) (Nat2Z.is_nonneg _) I).
  rewrite (s166_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c==0: the board of s102 *)
Lemma s133_c16_p9 x (Hs102 : s102_claim x) (b : nat) :
  x = s133_board 1 (2 + b) 0 -> fst (s133_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s133_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q9] in Hc |- *.
  pose proof (Hs102 1 (2 + b) ltac:(rewrite Hx; unfold s133_board, s102_board; board_eq)) as Ho0.
  rewrite (s102_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s133_c17_L (b : nat) : lmoves (s133_board 1 (2 + b) 1) = [s101_board 1 (3 + b) 1; s133_board 1 (1 + b) 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []].
Proof. unfold s101_board, s133_board, strip. tf_options. Qed.
Lemma s133_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (2 + b, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s133_c17_R (b : nat) : rmoves (s133_board 1 (2 + b) 1) = [s166_board 1 (2 + b) 1 1].
Proof. unfold s133_board, s166_board. tf_options. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c==1 *)
Lemma s133_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s133_board 1 (2 + b) 1 -> fst (s133_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s133_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s133_q8] in Hc |- *.
  rewrite tf_game_eq, (s133_c17_L b), (s133_c17_R b); cbn [map].
  pose proof (use_s101 IH 1 (3 + b) 1 (opt_l _ _ _ (s133_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s133 IH 1 (1 + b) 2 (opt_l _ _ _ (s133_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s133_c17_L3 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s133_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s133_c17_L3 b))) as Ho2.
  pose proof (use_s166 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s133_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s101_p12 Ho0 ltac:(zlia)).
  rewrite (s133_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + 3) (Nat2Z.is_nonneg _) I).
  rewrite (s166_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s133_c18_L (b c : nat) : lmoves (s133_board 1 (2 + b) (2 + c)) = [s101_board 1 (3 + b) (2 + c); s133_board 1 (1 + b) (3 + c); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, s133_board, strip. tf_options. Qed.
Lemma s133_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s133_c18_R (b c : nat) : rmoves (s133_board 1 (2 + b) (2 + c)) = [s166_board 1 (2 + b) (2 + c) 1].
Proof. unfold s133_board, s166_board. tf_options. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c>=2 *)
Lemma s133_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s133_board 1 (2 + b) (2 + c) -> fst (s133_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s133_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s133_q3] in Hc |- *.
  rewrite tf_game_eq, (s133_c18_L b c), (s133_c18_R b c); cbn [map].
  pose proof (use_s101 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s133_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s133 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s133_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s133_c18_L3 b c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s133_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s133_c18_L3 b c))) as Ho2.
  pose proof (use_s166 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s133_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s101_p4 Ho0 ltac:(zlia)).
  rewrite (s133_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s166_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c==0: the board of s34 *)
Lemma s133_c19_p5 x (Hs34 : s34_claim x) (a : nat) :
  x = s133_board (2 + a) 0 0 -> fst (s133_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s133_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q5] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s133_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s133_c19_p10 x (Hs34 : s34_claim x) (a : nat) :
  x = s133_board (2 + a) 0 0 -> fst (s133_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s133_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q10] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s133_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s133_c19_p13 x (Hs34 : s34_claim x) (a : nat) :
  x = s133_board (2 + a) 0 0 -> fst (s133_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s133_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s133_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c==1: the board of s95 *)
Lemma s133_c20_p11 x (Hs95 : s95_claim x) (a : nat) :
  x = s133_board (2 + a) 0 1 -> fst (s133_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s133_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q11] in Hc |- *.
  pose proof (Hs95 (2 + a) 1 ltac:(rewrite Hx; unfold s133_board, s95_board; board_eq)) as Ho0.
  rewrite (s95_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c>=2: the board of s95 *)
Lemma s133_c21_p3 x (Hs95 : s95_claim x) (a c : nat) :
  x = s133_board (2 + a) 0 (2 + c) -> fst (s133_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s133_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s133_q3] in Hc |- *.
  pose proof (Hs95 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s133_board, s95_board; board_eq)) as Ho0.
  rewrite (s95_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c==0: the board of s102 *)
Lemma s133_c22_p12 x (Hs102 : s102_claim x) (a : nat) :
  x = s133_board (2 + a) 1 0 -> fst (s133_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s133_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q12] in Hc |- *.
  pose proof (Hs102 (2 + a) 1 ltac:(rewrite Hx; unfold s133_board, s102_board; board_eq)) as Ho0.
  rewrite (s102_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s133_c23_L (a : nat) : lmoves (s133_board (2 + a) 1 1) = [s101_board (2 + a) 2 1; s95_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; T; T; F; F]) []].
Proof. unfold s101_board, s133_board, s95_board, strip. tf_options. Qed.
Lemma s133_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; T; T; F; F]) []) (s76_board (2 + a)) (5).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 1); (1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s133_c23_R (a : nat) : rmoves (s133_board (2 + a) 1 1) = [s166_board (2 + a) 1 1 1].
Proof. unfold s133_board, s166_board. tf_options. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c==1 *)
Lemma s133_c23_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s133_board (2 + a) 1 1 -> fst (s133_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s133_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s133_q8] in Hc |- *.
  rewrite tf_game_eq, (s133_c23_L a), (s133_c23_R a); cbn [map].
  pose proof (use_s101 IH (2 + a) 2 1 (opt_l _ _ _ (s133_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH (2 + a) 2 (opt_l _ _ _ (s133_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s133_c23_L3 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s133_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s133_c23_L3 a))) as Ho2.
  pose proof (use_s166 IH (2 + a) 1 1 1 (opt_r _ _ _ (s133_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s101_p12 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (5) (Nat2Z.is_nonneg _) I).
  rewrite (s166_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s133_c24_L (a c : nat) : lmoves (s133_board (2 + a) 1 (2 + c)) = [s101_board (2 + a) 2 (2 + c); s95_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, s133_board, s95_board, strip. tf_options. Qed.
Lemma s133_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s76_board (2 + a)) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 1); (1, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s133_c24_R (a c : nat) : rmoves (s133_board (2 + a) 1 (2 + c)) = [s166_board (2 + a) 1 (2 + c) 1].
Proof. unfold s133_board, s166_board. tf_options. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c>=2 *)
Lemma s133_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s133_board (2 + a) 1 (2 + c) -> fst (s133_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s133_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s133_q3] in Hc |- *.
  rewrite tf_game_eq, (s133_c24_L a c), (s133_c24_R a c); cbn [map].
  pose proof (use_s101 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s133_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH (2 + a) (3 + c) (opt_l _ _ _ (s133_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s133_c24_L3 a c)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s133_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s133_c24_L3 a c))) as Ho2.
  pose proof (use_s166 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s133_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s101_p4 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 4) (Nat2Z.is_nonneg _) I).
  rewrite (s166_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c==0: the board of s102 *)
Lemma s133_c25_p9 x (Hs102 : s102_claim x) (a b : nat) :
  x = s133_board (2 + a) (2 + b) 0 -> fst (s133_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s133_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s133_q9] in Hc |- *.
  pose proof (Hs102 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s133_board, s102_board; board_eq)) as Ho0.
  rewrite (s102_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s133_c26_L (a b : nat) : lmoves (s133_board (2 + a) (2 + b) 1) = [s101_board (2 + a) (3 + b) 1; s133_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []].
Proof. unfold s101_board, s133_board, strip. tf_options. Qed.
Lemma s133_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) (s76_board (2 + a)) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 1); (2 + b, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s133_c26_R (a b : nat) : rmoves (s133_board (2 + a) (2 + b) 1) = [s166_board (2 + a) (2 + b) 1 1].
Proof. unfold s133_board, s166_board. tf_options. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c==1 *)
Lemma s133_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s133_board (2 + a) (2 + b) 1 -> fst (s133_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s133_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s133_q8] in Hc |- *.
  rewrite tf_game_eq, (s133_c26_L a b), (s133_c26_R a b); cbn [map].
  pose proof (use_s101 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s133_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s133 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s133_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s133_c26_L3 a b)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s133_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s133_c26_L3 a b))) as Ho2.
  pose proof (use_s166 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s133_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s101_p12 Ho0 ltac:(zlia)).
  rewrite (s133_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + 3) (Nat2Z.is_nonneg _) I).
  rewrite (s166_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s133_c27_L (a b c : nat) : lmoves (s133_board (2 + a) (2 + b) (2 + c)) = [s101_board (2 + a) (3 + b) (2 + c); s133_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, s133_board, strip. tf_options. Qed.
Lemma s133_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s76_board (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s133_c27_R (a b c : nat) : rmoves (s133_board (2 + a) (2 + b) (2 + c)) = [s166_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s133_board, s166_board. tf_options. Qed.
(* s133 = T^a F T _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s133_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s133_board (2 + a) (2 + b) (2 + c) -> fst (s133_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s133_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s133_q3] in Hc |- *.
  rewrite tf_game_eq, (s133_c27_L a b c), (s133_c27_R a b c); cbn [map].
  pose proof (use_s101 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s133_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s133 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s133_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s133_c27_L3 a b c)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s133_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s133_c27_L3 a b c))) as Ho2.
  pose proof (use_s166 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s133_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s101_p4 Ho0 ltac:(zlia)).
  rewrite (s133_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s166_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d==0: the board of s122 *)
Lemma s134_c1_p1 x (Hs122 : s122_claim x) :
  x = s134_board 0 0 0 0 -> fst (s134_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s134_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s134_q1] in Hc |- *.
  pose proof (Hs122 0 0 0 ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d==1: the board of s122 *)
Lemma s134_c2_p2 x (Hs122 : s122_claim x) :
  x = s134_board 0 0 0 1 -> fst (s134_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s134_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s134_q2] in Hc |- *.
  pose proof (Hs122 0 0 1 ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d>=2: the board of s122 *)
Lemma s134_c3_p3 x (Hs122 : s122_claim x) (d : nat) :
  x = s134_board 0 0 0 (2 + d) -> fst (s134_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s134_q3] in Hc |- *.
  pose proof (Hs122 0 0 (2 + d) ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s134_c3_p4 x (Hs122 : s122_claim x) (d : nat) :
  x = s134_board 0 0 0 (2 + d) -> fst (s134_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s134_q4] in Hc |- *.
  pose proof (Hs122 0 0 (2 + d) ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s134_c3_p5 x (Hs122 : s122_claim x) (d : nat) :
  x = s134_board 0 0 0 (2 + d) -> fst (s134_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s134_q5] in Hc |- *.
  pose proof (Hs122 0 0 (2 + d) ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d==0: the board of s122 *)
Lemma s134_c4_p6 x (Hs122 : s122_claim x) :
  x = s134_board 0 0 1 0 -> fst (s134_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s134_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s134_q6] in Hc |- *.
  pose proof (Hs122 0 1 0 ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d==1: the board of s122 *)
Lemma s134_c5_p8 x (Hs122 : s122_claim x) :
  x = s134_board 0 0 1 1 -> fst (s134_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s134_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s134_q8] in Hc |- *.
  pose proof (Hs122 0 1 1 ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d>=2: the board of s122 *)
Lemma s134_c6_p9 x (Hs122 : s122_claim x) (d : nat) :
  x = s134_board 0 0 1 (2 + d) -> fst (s134_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s134_q9] in Hc |- *.
  pose proof (Hs122 0 1 (2 + d) ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s134_c6_p11 x (Hs122 : s122_claim x) (d : nat) :
  x = s134_board 0 0 1 (2 + d) -> fst (s134_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s134_q11] in Hc |- *.
  pose proof (Hs122 0 1 (2 + d) ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d==0: the board of s122 *)
Lemma s134_c7_p6 x (Hs122 : s122_claim x) (c : nat) :
  x = s134_board 0 0 (2 + c) 0 -> fst (s134_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s134_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s134_q6] in Hc |- *.
  pose proof (Hs122 0 (2 + c) 0 ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s134_c7_p17 x (Hs122 : s122_claim x) (c : nat) :
  x = s134_board 0 0 (2 + c) 0 -> fst (s134_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s134_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s134_q17] in Hc |- *.
  pose proof (Hs122 0 (2 + c) 0 ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s134_c7_p20 x (Hs122 : s122_claim x) (c : nat) :
  x = s134_board 0 0 (2 + c) 0 -> fst (s134_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s134_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s134_q20] in Hc |- *.
  pose proof (Hs122 0 (2 + c) 0 ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d==1: the board of s122 *)
Lemma s134_c8_p12 x (Hs122 : s122_claim x) (c : nat) :
  x = s134_board 0 0 (2 + c) 1 -> fst (s134_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s134_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s134_q12] in Hc |- *.
  pose proof (Hs122 0 (2 + c) 1 ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d>=2: the board of s122 *)
Lemma s134_c9_p10 x (Hs122 : s122_claim x) (c d : nat) :
  x = s134_board 0 0 (2 + c) (2 + d) -> fst (s134_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s134_q10] in Hc |- *.
  pose proof (Hs122 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s134_c9_p15 x (Hs122 : s122_claim x) (c d : nat) :
  x = s134_board 0 0 (2 + c) (2 + d) -> fst (s134_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s134_q15] in Hc |- *.
  pose proof (Hs122 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s134_c9_p16 x (Hs122 : s122_claim x) (c d : nat) :
  x = s134_board 0 0 (2 + c) (2 + d) -> fst (s134_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s134_q16] in Hc |- *.
  pose proof (Hs122 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s134_board, s122_board; board_eq)) as Ho0.
  rewrite (s122_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s134_c10_L : lmoves (s134_board 0 1 0 0) = [strip [(0, 1)] ([E; E; T; F; E; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c10_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E; F]) []) (s33_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c10_R : rmoves (s134_board 0 1 0 0) = [strip [(0, 1)] ([E; T; F; E; E; F]) []; strip [(0, 1)] ([E; T; E; F; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c10_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E; F]) []) (s32_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c10_R2 : tf_norm (strip [(0, 1)] ([E; T; E; F; F; E]) []) (s31_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d==0 *)
Lemma s134_c10_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s134_board 0 1 0 0 -> fst (s134_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s134_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s134_q21] in Hc |- *.
  rewrite tf_game_eq, (s134_c10_L), (s134_c10_R); cbn [map].
  rewrite (tf_norm_game0 (s134_c10_L1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s134_c10_L) ltac:(cbn [In]; left; reflexivity) (s134_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s134_c10_R1)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s134_c10_R) ltac:(cbn [In]; left; reflexivity) (s134_c10_R1))) as Ho1.
  rewrite (tf_norm_game0 (s134_c10_R2)).
  pose proof (use_s31 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s134_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c10_R2))) as Ho2.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s32_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s134_c11_L : lmoves (s134_board 0 1 0 1) = [strip [(0, 1)] ([E; E; T; F; T; E; F]) []; strip [(0, 1)] ([E; T; E; F; E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c11_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F; T; E; F]) []) (s33_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c11_L2 : tf_norm (strip [(0, 1)] ([E; T; E; F; E; T; F]) []) (s81_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c11_R : rmoves (s134_board 0 1 0 1) = [strip [(0, 1)] ([E; T; F; E; T; E; F]) []; strip [(0, 1)] ([E; T; E; F; T; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c11_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; E; F]) []) (s79_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c11_R2 : tf_norm (strip [(0, 1)] ([E; T; E; F; T; F; E]) []) (s82_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d==1 *)
Lemma s134_c11_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s134_board 0 1 0 1 -> fst (s134_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s134_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s134_q22] in Hc |- *.
  rewrite tf_game_eq, (s134_c11_L), (s134_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s134_c11_L1)).
  pose proof (use_s33 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s134_c11_L) ltac:(cbn [In]; left; reflexivity) (s134_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s134_c11_L2)).
  pose proof (use_s81 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s134_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s134_c11_R1)).
  pose proof (use_s79 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s134_c11_R) ltac:(cbn [In]; left; reflexivity) (s134_c11_R1))) as Ho2.
  rewrite (tf_norm_game0 (s134_c11_R2)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s134_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c11_R2))) as Ho3.
  rewrite (s33_p7 Ho0 ltac:(zlia)).
  rewrite (s81_p4 Ho1 ltac:(zlia)).
  rewrite (s79_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s134_c12_L (d : nat) : lmoves (s134_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c12_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []) (s33_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; F]) []) (s81_board 0 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c12_R (d : nat) : rmoves (s134_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c12_R2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s134_c12_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s134_board 0 1 0 (2 + d) -> fst (s134_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q23] in Hc |- *.
  rewrite tf_game_eq, (s134_c12_L d), (s134_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s134_c12_L1 d)).
  pose proof (use_s33 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c12_L d) ltac:(cbn [In]; left; reflexivity) (s134_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c12_L2 d)).
  pose proof (use_s81 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c12_R1 d)).
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c12_R d) ltac:(cbn [In]; left; reflexivity) (s134_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c12_R2 d)).
  pose proof (use_s82 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c12_R2 d))) as Ho3.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  rewrite (s81_p11 Ho1 ltac:(zlia)).
  rewrite (s79_p13 Ho2 ltac:(zlia)).
  rewrite (s82_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c12_p24 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s134_board 0 1 0 (2 + d) -> fst (s134_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q24] in Hc |- *.
  rewrite tf_game_eq, (s134_c12_L d), (s134_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s134_c12_L1 d)).
  pose proof (use_s33 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c12_L d) ltac:(cbn [In]; left; reflexivity) (s134_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c12_L2 d)).
  pose proof (use_s81 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c12_R1 d)).
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c12_R d) ltac:(cbn [In]; left; reflexivity) (s134_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c12_R2 d)).
  pose proof (use_s82 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c12_R2 d))) as Ho3.
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

Lemma s134_c13_L : lmoves (s134_board 0 1 1 0) = [strip [(0, 1)] ([E; E; T; T; F; E; F]) []; strip [(0, 1)] ([E; T; E; E; F; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c13_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; F; E; F]) []) (s33_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c13_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; F; T; F]) []) (s52_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c13_R : rmoves (s134_board 0 1 1 0) = [strip [(0, 1)] ([E; T; F; T; E; E; F]) []; strip [(0, 1)] ([E; T; E; T; F; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c13_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; E; F]) []) (s32_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c13_R2 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; F; E]) []) (s31_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d==0 *)
Lemma s134_c13_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s134_board 0 1 1 0 -> fst (s134_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s134_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s134_q25] in Hc |- *.
  rewrite tf_game_eq, (s134_c13_L), (s134_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s134_c13_L1)).
  pose proof (use_s33 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s134_c13_L) ltac:(cbn [In]; left; reflexivity) (s134_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s134_c13_L2)).
  pose proof (use_s52 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s134_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s134_c13_R1)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s134_c13_R) ltac:(cbn [In]; left; reflexivity) (s134_c13_R1))) as Ho2.
  rewrite (tf_norm_game0 (s134_c13_R2)).
  pose proof (use_s31 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s134_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c13_R2))) as Ho3.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  rewrite (s52_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s134_c14_L : lmoves (s134_board 0 1 1 1) = [strip [(0, 1)] ([E; E; T; T; F; T; E; F]) []; strip [(0, 1)] ([E; T; E; T; F; E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c14_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; F; T; E; F]) []) (s33_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c14_L2 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E; T; F]) []) (s81_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c14_R : rmoves (s134_board 0 1 1 1) = [strip [(0, 1)] ([E; T; F; T; E; T; E; F]) []; strip [(0, 1)] ([E; T; E; T; F; T; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; E; F]) []) (s79_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c14_R2 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; T; F; E]) []) (s82_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d==1 *)
Lemma s134_c14_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s134_board 0 1 1 1 -> fst (s134_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s134_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s134_q27] in Hc |- *.
  rewrite tf_game_eq, (s134_c14_L), (s134_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s134_c14_L1)).
  pose proof (use_s33 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s134_c14_L) ltac:(cbn [In]; left; reflexivity) (s134_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s134_c14_L2)).
  pose proof (use_s81 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s134_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s134_c14_R1)).
  pose proof (use_s79 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s134_c14_R) ltac:(cbn [In]; left; reflexivity) (s134_c14_R1))) as Ho2.
  rewrite (tf_norm_game0 (s134_c14_R2)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s134_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c14_R2))) as Ho3.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  rewrite (s81_p16 Ho1 ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s82_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c15_L (d : nat) : lmoves (s134_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; F]) []) (s33_board 0 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; F]) []) (s81_board 0 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c15_R (d : nat) : rmoves (s134_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c15_R2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s134_c15_p28 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s134_board 0 1 1 (2 + d) -> fst (s134_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q28] in Hc |- *.
  rewrite tf_game_eq, (s134_c15_L d), (s134_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s134_c15_L1 d)).
  pose proof (use_s33 IH 0 2 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c15_L d) ltac:(cbn [In]; left; reflexivity) (s134_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c15_L2 d)).
  pose proof (use_s81 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c15_R1 d)).
  pose proof (use_s79 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c15_R d) ltac:(cbn [In]; left; reflexivity) (s134_c15_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c15_R2 d)).
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c15_R2 d))) as Ho3.
  rewrite (s33_p13 Ho0 ltac:(zlia)).
  rewrite (s81_p17 Ho1 ltac:(zlia)).
  rewrite (s79_p24 Ho2 ltac:(zlia)).
  rewrite (s82_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c15_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s134_board 0 1 1 (2 + d) -> fst (s134_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q29] in Hc |- *.
  rewrite tf_game_eq, (s134_c15_L d), (s134_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s134_c15_L1 d)).
  pose proof (use_s33 IH 0 2 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c15_L d) ltac:(cbn [In]; left; reflexivity) (s134_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c15_L2 d)).
  pose proof (use_s81 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c15_R1 d)).
  pose proof (use_s79 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c15_R d) ltac:(cbn [In]; left; reflexivity) (s134_c15_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c15_R2 d)).
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c15_R2 d))) as Ho3.
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

Lemma s134_c16_L (c : nat) : lmoves (s134_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E; F]) []) (s33_board 0 (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c16_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; F]) []) (s53_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c16_R (c : nat) : rmoves (s134_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []) (s31_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s134_c16_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s134_board 0 1 (2 + c) 0 -> fst (s134_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s134_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s134_q25] in Hc |- *.
  rewrite tf_game_eq, (s134_c16_L c), (s134_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s134_c16_L1 c)).
  pose proof (use_s33 IH 0 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s134_c16_L c) ltac:(cbn [In]; left; reflexivity) (s134_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s134_c16_L2 c)).
  pose proof (use_s53 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s134_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s134_c16_R1 c)).
  pose proof (use_s31 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s134_c16_R c) ltac:(cbn [In]; left; reflexivity) (s134_c16_R1 c))) as Ho2.
  rewrite (s33_p15 Ho0 ltac:(zlia)).
  rewrite (s53_p16 Ho1 ltac:(zlia)).
  rewrite (s31_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s134_c16_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s134_board 0 1 (2 + c) 0 -> fst (s134_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s134_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s134_q35] in Hc |- *.
  rewrite tf_game_eq, (s134_c16_L c), (s134_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s134_c16_L1 c)).
  pose proof (use_s33 IH 0 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s134_c16_L c) ltac:(cbn [In]; left; reflexivity) (s134_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s134_c16_L2 c)).
  pose proof (use_s53 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s134_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s134_c16_R1 c)).
  pose proof (use_s31 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s134_c16_R c) ltac:(cbn [In]; left; reflexivity) (s134_c16_R1 c))) as Ho2.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  rewrite (s53_p18 Ho1 ltac:(zlia)).
  rewrite (s31_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c16_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s134_board 0 1 (2 + c) 0 -> fst (s134_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s134_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s134_q36] in Hc |- *.
  rewrite tf_game_eq, (s134_c16_L c), (s134_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s134_c16_L1 c)).
  pose proof (use_s33 IH 0 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s134_c16_L c) ltac:(cbn [In]; left; reflexivity) (s134_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s134_c16_L2 c)).
  pose proof (use_s53 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s134_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s134_c16_R1 c)).
  pose proof (use_s31 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s134_c16_R c) ltac:(cbn [In]; left; reflexivity) (s134_c16_R1 c))) as Ho2.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  rewrite (s53_p20 Ho1 ltac:(zlia)).
  rewrite (s31_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c17_L (c : nat) : lmoves (s134_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; T; E; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; T; E; F]) []) (s33_board 0 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c17_R (c : nat) : rmoves (s134_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s82_board 0 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s134_c17_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s134_board 0 1 (2 + c) 1 -> fst (s134_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s134_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s134_q30] in Hc |- *.
  rewrite tf_game_eq, (s134_c17_L c), (s134_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s134_c17_L1 c)).
  pose proof (use_s33 IH 0 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s134_c17_L c) ltac:(cbn [In]; left; reflexivity) (s134_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s134_c17_L2 c)).
  pose proof (use_s81 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s134_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s134_c17_R1 c)).
  pose proof (use_s82 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s134_c17_R c) ltac:(cbn [In]; left; reflexivity) (s134_c17_R1 c))) as Ho2.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  rewrite (s81_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c18_L (c d : nat) : lmoves (s134_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []) (s33_board 0 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []) (s81_board 0 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c18_R (c d : nat) : rmoves (s134_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s134_c18_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s134_board 0 1 (2 + c) (2 + d) -> fst (s134_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q32] in Hc |- *.
  rewrite tf_game_eq, (s134_c18_L c d), (s134_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s134_c18_L1 c d)).
  pose proof (use_s33 IH 0 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s134_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s134_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c18_L2 c d)).
  pose proof (use_s81 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s134_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c18_R1 c d)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s134_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s134_c18_R1 c d))) as Ho2.
  rewrite (s33_p13 Ho0 ltac:(zlia)).
  rewrite (s81_p20 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c18_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s134_board 0 1 (2 + c) (2 + d) -> fst (s134_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q33] in Hc |- *.
  rewrite tf_game_eq, (s134_c18_L c d), (s134_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s134_c18_L1 c d)).
  pose proof (use_s33 IH 0 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s134_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s134_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c18_L2 c d)).
  pose proof (use_s81 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s134_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c18_R1 c d)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s134_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s134_c18_R1 c d))) as Ho2.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s81_p22 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c18_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s134_board 0 1 (2 + c) (2 + d) -> fst (s134_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q34] in Hc |- *.
  rewrite tf_game_eq, (s134_c18_L c d), (s134_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s134_c18_L1 c d)).
  pose proof (use_s33 IH 0 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s134_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s134_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c18_L2 c d)).
  pose proof (use_s81 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s134_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c18_R1 c d)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s134_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s134_c18_R1 c d))) as Ho2.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  rewrite (s81_p23 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c19_L (b : nat) : lmoves (s134_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c19_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E; F]) []) (s48_board 0 (1 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c19_R (b : nat) : rmoves (s134_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c19_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; F]) []) (s32_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c19_R2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; F; E]) []) (s31_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s134_c19_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s134_board 0 (2 + b) 0 0 -> fst (s134_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s134_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s134_q37] in Hc |- *.
  rewrite tf_game_eq, (s134_c19_L b), (s134_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s134_c19_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s134_c19_L b) ltac:(cbn [In]; left; reflexivity) (s134_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s134_c19_R1 b)).
  pose proof (use_s32 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s134_c19_R b) ltac:(cbn [In]; left; reflexivity) (s134_c19_R1 b))) as Ho1.
  rewrite (tf_norm_game0 (s134_c19_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s134_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c19_R2 b))) as Ho2.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s32_p6 Ho1 ltac:(zlia)).
  rewrite (s31_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s134_c19_p48 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s134_board 0 (2 + b) 0 0 -> fst (s134_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s134_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s134_q48] in Hc |- *.
  rewrite tf_game_eq, (s134_c19_L b), (s134_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s134_c19_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s134_c19_L b) ltac:(cbn [In]; left; reflexivity) (s134_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s134_c19_R1 b)).
  pose proof (use_s32 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s134_c19_R b) ltac:(cbn [In]; left; reflexivity) (s134_c19_R1 b))) as Ho1.
  rewrite (tf_norm_game0 (s134_c19_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s134_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c19_R2 b))) as Ho2.
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

Lemma s134_c20_L (b : nat) : lmoves (s134_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; E; F]) []) (s48_board 0 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; F]) []) (s81_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c20_R (b : nat) : rmoves (s134_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; F]) []) (s79_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c20_R2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; F; E]) []) (s82_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s134_c20_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s134_board 0 (2 + b) 0 1 -> fst (s134_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s134_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s134_q38] in Hc |- *.
  rewrite tf_game_eq, (s134_c20_L b), (s134_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s134_c20_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s134_c20_L b) ltac:(cbn [In]; left; reflexivity) (s134_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s134_c20_L2 b)).
  pose proof (use_s81 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s134_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s134_c20_R1 b)).
  pose proof (use_s79 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s134_c20_R b) ltac:(cbn [In]; left; reflexivity) (s134_c20_R1 b))) as Ho2.
  rewrite (tf_norm_game0 (s134_c20_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s134_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c20_R2 b))) as Ho3.
  rewrite (s48_p24 Ho0 ltac:(zlia)).
  rewrite (s81_p24 Ho1 ltac:(zlia)).
  rewrite (s79_p13 Ho2 ltac:(zlia)).
  rewrite (s82_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c20_p49 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s134_board 0 (2 + b) 0 1 -> fst (s134_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s134_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s134_q49] in Hc |- *.
  rewrite tf_game_eq, (s134_c20_L b), (s134_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s134_c20_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s134_c20_L b) ltac:(cbn [In]; left; reflexivity) (s134_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s134_c20_L2 b)).
  pose proof (use_s81 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s134_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s134_c20_R1 b)).
  pose proof (use_s79 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s134_c20_R b) ltac:(cbn [In]; left; reflexivity) (s134_c20_R1 b))) as Ho2.
  rewrite (tf_norm_game0 (s134_c20_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s134_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c20_R2 b))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s48_p40 Ho0 ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    rewrite (s79_p8 Ho2 ltac:(zlia)).
    rewrite (s82_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p49 Ho0 ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p25 Ho2 ltac:(zlia)).
      rewrite (s82_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s79_p26 Ho2 ltac:(zlia)).
      rewrite (s82_p19 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s134_c21_L (b d : nat) : lmoves (s134_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; F]) []) (s48_board 0 (1 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; F]) []) (s81_board 0 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c21_R (b d : nat) : rmoves (s134_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 (2 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c21_R2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (2 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s134_c21_p39 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s134_board 0 (2 + b) 0 (2 + d) -> fst (s134_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q39] in Hc |- *.
  rewrite tf_game_eq, (s134_c21_L b d), (s134_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s134_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c21_L2 b d)).
  pose proof (use_s81 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c21_R1 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_R2 b d))) as Ho3.
  rewrite (s48_p25 Ho0 ltac:(zlia)).
  rewrite (s81_p25 Ho1 ltac:(zlia)).
  rewrite (s79_p8 Ho2 ltac:(zlia)).
  rewrite (s82_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s134_c21_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s134_board 0 (2 + b) 0 (2 + d) -> fst (s134_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q40] in Hc |- *.
  rewrite tf_game_eq, (s134_c21_L b d), (s134_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s134_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c21_L2 b d)).
  pose proof (use_s81 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c21_R1 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_R2 b d))) as Ho3.
  rewrite (s48_p26 Ho0 ltac:(zlia)).
  rewrite (s81_p26 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p16 Ho2 ltac:(zlia)).
    rewrite (s82_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s79_p17 Ho2 ltac:(zlia)).
    rewrite (s82_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s134_c21_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s134_board 0 (2 + b) 0 (2 + d) -> fst (s134_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q51] in Hc |- *.
  rewrite tf_game_eq, (s134_c21_L b d), (s134_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s134_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c21_L2 b d)).
  pose proof (use_s81 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c21_R1 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_R2 b d))) as Ho3.
  rewrite (s48_p41 Ho0 ltac:(zlia)).
  rewrite (s81_p31 Ho1 ltac:(zlia)).
  rewrite (s79_p16 Ho2 ltac:(zlia)).
  rewrite (s82_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s134_c21_p52 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s134_board 0 (2 + b) 0 (2 + d) -> fst (s134_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q52] in Hc |- *.
  rewrite tf_game_eq, (s134_c21_L b d), (s134_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s134_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c21_L2 b d)).
  pose proof (use_s81 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c21_R1 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_R2 b d))) as Ho3.
  rewrite (s48_p42 Ho0 ltac:(zlia)).
  rewrite (s81_p32 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p16 Ho2 ltac:(zlia)).
    rewrite (s82_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s79_p17 Ho2 ltac:(zlia)).
    rewrite (s82_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s134_c21_p58 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s134_board 0 (2 + b) 0 (2 + d) -> fst (s134_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q58] in Hc |- *.
  rewrite tf_game_eq, (s134_c21_L b d), (s134_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s134_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c21_L2 b d)).
  pose proof (use_s81 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c21_R1 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_R2 b d))) as Ho3.
  rewrite (s48_p50 Ho0 ltac:(zlia)).
  rewrite (s81_p35 Ho1 ltac:(zlia)).
  rewrite (s79_p16 Ho2 ltac:(zlia)).
  rewrite (s82_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s134_c21_p60 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s134_board 0 (2 + b) 0 (2 + d) -> fst (s134_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s134_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s134_q60] in Hc |- *.
  rewrite tf_game_eq, (s134_c21_L b d), (s134_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s134_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s134_c21_L2 b d)).
  pose proof (use_s81 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s134_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s134_c21_R1 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s134_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game0 (s134_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s134_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c21_R2 b d))) as Ho3.
  rewrite (s48_p50 Ho0 ltac:(zlia)).
  rewrite (s81_p36 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p16 Ho2 ltac:(zlia)).
    rewrite (s82_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s79_p17 Ho2 ltac:(zlia)).
    rewrite (s82_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s134_c22_L (b : nat) : lmoves (s134_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E; F]) []) (s48_board 0 (1 + b) 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c22_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F; T; F]) []) (s52_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c22_R (b : nat) : rmoves (s134_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) []) (s32_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c22_R2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; F; E]) []) (s31_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s134_c22_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s134_board 0 (2 + b) 1 0 -> fst (s134_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s134_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s134_q41] in Hc |- *.
  rewrite tf_game_eq, (s134_c22_L b), (s134_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s134_c22_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s134_c22_L b) ltac:(cbn [In]; left; reflexivity) (s134_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s134_c22_L2 b)).
  pose proof (use_s52 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s134_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s134_c22_R1 b)).
  pose proof (use_s32 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s134_c22_R b) ltac:(cbn [In]; left; reflexivity) (s134_c22_R1 b))) as Ho2.
  rewrite (tf_norm_game0 (s134_c22_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s134_c22_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c22_R2 b))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s48_p22 Ho0 ltac:(zlia)).
    rewrite (s52_p6 Ho1 ltac:(zlia)).
    rewrite (s32_p5 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p23 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s52_p7 Ho1 ltac:(zlia)).
      rewrite (s32_p5 Ho2 ltac:(zlia)).
      rewrite (s31_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s52_p10 Ho1 ltac:(zlia)).
      rewrite (s32_p5 Ho2 ltac:(zlia)).
      rewrite (s31_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s134_c23_L (b : nat) : lmoves (s134_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; E; F]) []) (s48_board 0 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []) (s81_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c23_R (b : nat) : rmoves (s134_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E]) []].
Proof. unfold s134_board, strip. tf_options. Qed.
Lemma s134_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; E; F]) []) (s79_board 0 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s134_c23_R2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E]) []) (s82_board 0 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s134 = T^a F _ T^b _ T^c F T^d _ F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s134_c23_p43 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s134_board 0 (2 + b) 1 1 -> fst (s134_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s134_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s134_q43] in Hc |- *.
  rewrite tf_game_eq, (s134_c23_L b), (s134_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s134_c23_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s134_c23_L b) ltac:(cbn [In]; left; reflexivity) (s134_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s134_c23_L2 b)).
  pose proof (use_s81 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s134_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s134_c23_R1 b)).
  pose proof (use_s79 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s134_c23_R b) ltac:(cbn [In]; left; reflexivity) (s134_c23_R1 b))) as Ho2.
  rewrite (tf_norm_game0 (s134_c23_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s134_c23_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c23_R2 b))) as Ho3.
  rewrite (s48_p27 Ho0 ltac:(zlia)).
  rewrite (s81_p27 Ho1 ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s82_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s134_c23_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s134_board 0 (2 + b) 1 1 -> fst (s134_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s134_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s134_q53] in Hc |- *.
  rewrite tf_game_eq, (s134_c23_L b), (s134_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s134_c23_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s134_c23_L b) ltac:(cbn [In]; left; reflexivity) (s134_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s134_c23_L2 b)).
  pose proof (use_s81 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s134_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s134_c23_R1 b)).
  pose proof (use_s79 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s134_c23_R b) ltac:(cbn [In]; left; reflexivity) (s134_c23_R1 b))) as Ho2.
  rewrite (tf_norm_game0 (s134_c23_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s134_c23_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s134_c23_R2 b))) as Ho3.
  rewrite (s48_p27 Ho0 ltac:(zlia)).
  rewrite (s81_p33 Ho1 ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s82_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

