(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s54_c8_L (b : nat) : lmoves (s54_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c8_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s63_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c8_R (b : nat) : rmoves (s54_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s55_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b>=2 && c==1 *)
Lemma s54_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s54_board 0 (2 + b) 1 -> fst (s54_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s54_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q8] in Hc |- *.
  rewrite tf_game_eq, (s54_c8_L b), (s54_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s54_c8_L1 b)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s54_c8_L b) ltac:(cbn [In]; left; reflexivity) (s54_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s54_c8_R1 b)).
  pose proof (use_s55 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s54_c8_R b) ltac:(cbn [In]; left; reflexivity) (s54_c8_R1 b))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s54_c9_L (b c : nat) : lmoves (s54_board 0 (2 + b) (2 + c)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c9_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 0 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c9_R (b c : nat) : rmoves (s54_board 0 (2 + b) (2 + c)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c9_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b>=2 && c>=2 *)
Lemma s54_c9_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s54_board 0 (2 + b) (2 + c) -> fst (s54_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q7] in Hc |- *.
  rewrite tf_game_eq, (s54_c9_L b c), (s54_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s54_c9_L1 b c)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s54_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s54_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s54_c9_R1 b c)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s54_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s54_c9_R1 b c))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s54_c9_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s54_board 0 (2 + b) (2 + c) -> fst (s54_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q9] in Hc |- *.
  rewrite tf_game_eq, (s54_c9_L b c), (s54_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s54_c9_L1 b c)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s54_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s54_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s54_c9_R1 b c)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s54_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s54_c9_R1 b c))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s54_c10_L : lmoves (s54_board 1 0 0) = [s81_board 0 1 0 0].
Proof. unfold s54_board, s81_board. tf_options. Qed.
Lemma s54_c10_R : rmoves (s54_board 1 0 0) = [s84_board 1 0 0; strip [] ([T; E; E; F; F]) [(1, 1)]].
Proof. unfold s54_board, s84_board, strip. tf_options. Qed.
Lemma s54_c10_R2 : tf_norm (strip [] ([T; E; E; F; F]) [(1, 1)]) (s30_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b==0 && c==0 *)
Lemma s54_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s54_board 1 0 0 -> fst (s54_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s54_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q1] in Hc |- *.
  rewrite tf_game_eq, (s54_c10_L), (s54_c10_R); cbn [map].
  pose proof (use_s81 IH 0 1 0 0 (opt_l _ _ _ (s54_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 1 0 0 (opt_r _ _ _ (s54_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s54_c10_R2)).
  pose proof (use_s30 IH 1 0 (opt_norm_r _ _ _ _ _ (s54_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c10_R2))) as Ho2.
  rewrite (s81_p4 Ho0 ltac:(zlia)).
  rewrite (s84_p1 Ho1 ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s54_c11_L : lmoves (s54_board 1 0 1) = [s81_board 0 1 0 1; strip [] ([T; E; E; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c11_L2 : tf_norm (strip [] ([T; E; E; F; E; T; T; F]) []) (s63_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c11_R : rmoves (s54_board 1 0 1) = [s112_board 1 0 0 1; strip [] ([T; E; E; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s54_c11_R2 : tf_norm (strip [] ([T; E; E; F; T; F]) [(1, 1)]) (s55_board 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b==0 && c==1 *)
Lemma s54_c11_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s54_board 1 0 1 -> fst (s54_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s54_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q10] in Hc |- *.
  rewrite tf_game_eq, (s54_c11_L), (s54_c11_R); cbn [map].
  pose proof (use_s81 IH 0 1 0 1 (opt_l _ _ _ (s54_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c11_L2)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s54_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c11_L2))) as Ho1.
  pose proof (use_s112 IH 1 0 0 1 (opt_r _ _ _ (s54_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c11_R2)).
  pose proof (use_s55 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s54_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c11_R2))) as Ho3.
  rewrite (s81_p11 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s112_p20 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s54_c12_L (c : nat) : lmoves (s54_board 1 0 (2 + c)) = [s81_board 0 1 0 (2 + c); strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 1 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c12_R (c : nat) : rmoves (s54_board 1 0 (2 + c)) = [s112_board 1 0 0 (2 + c); strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s54_c12_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 1 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b==0 && c>=2 *)
Lemma s54_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s54_board 1 0 (2 + c) -> fst (s54_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q3] in Hc |- *.
  rewrite tf_game_eq, (s54_c12_L c), (s54_c12_R c); cbn [map].
  pose proof (use_s81 IH 0 1 0 (2 + c) (opt_l _ _ _ (s54_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c12_L2 c)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s54_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c12_L2 c))) as Ho1.
  pose proof (use_s112 IH 1 0 0 (2 + c) (opt_r _ _ _ (s54_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c12_R2 c)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c12_R2 c))) as Ho3.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c12_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s54_board 1 0 (2 + c) -> fst (s54_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q11] in Hc |- *.
  rewrite tf_game_eq, (s54_c12_L c), (s54_c12_R c); cbn [map].
  pose proof (use_s81 IH 0 1 0 (2 + c) (opt_l _ _ _ (s54_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c12_L2 c)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s54_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c12_L2 c))) as Ho1.
  pose proof (use_s112 IH 1 0 0 (2 + c) (opt_r _ _ _ (s54_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c12_R2 c)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c12_R2 c))) as Ho3.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c13_L : lmoves (s54_board 1 1 0) = [s81_board 0 1 1 0; strip [] ([T; E; E; E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c13_L2 : tf_norm (strip [] ([T; E; E; E; F; T; T; F]) []) (s17_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s17_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c13_R : rmoves (s54_board 1 1 0) = [s84_board 1 0 1; strip [] ([T; E; E; T; F; F]) [(1, 1)]].
Proof. unfold s54_board, s84_board, strip. tf_options. Qed.
Lemma s54_c13_R2 : tf_norm (strip [] ([T; E; E; T; F; F]) [(1, 1)]) (s30_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b==1 && c==0 *)
Lemma s54_c13_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s54_board 1 1 0 -> fst (s54_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s54_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q12] in Hc |- *.
  rewrite tf_game_eq, (s54_c13_L), (s54_c13_R); cbn [map].
  pose proof (use_s81 IH 0 1 1 0 (opt_l _ _ _ (s54_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c13_L2)).
  pose proof (use_s17 IH 1 (opt_norm_l _ _ _ _ _ (s54_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c13_L2))) as Ho1.
  pose proof (use_s84 IH 1 0 1 (opt_r _ _ _ (s54_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c13_R2)).
  pose proof (use_s30 IH 1 1 (opt_norm_r _ _ _ _ _ (s54_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c13_R2))) as Ho3.
  rewrite (s81_p16 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p11 Ho2 ltac:(zlia)).
  rewrite (s30_p3 Ho3 ltac:(zlia)).
  rewrite (s30_p3_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s54_c14_L : lmoves (s54_board 1 1 1) = [s81_board 0 1 1 1; strip [] ([T; E; E; T; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c14_L2 : tf_norm (strip [] ([T; E; E; T; F; E; T; T; F]) []) (s63_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c14_R : rmoves (s54_board 1 1 1) = [s112_board 1 0 1 1; strip [] ([T; E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s54_c14_R2 : tf_norm (strip [] ([T; E; E; T; F; T; F]) [(1, 1)]) (s55_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b==1 && c==1 *)
Lemma s54_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s54_board 1 1 1 -> fst (s54_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s54_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q6] in Hc |- *.
  rewrite tf_game_eq, (s54_c14_L), (s54_c14_R); cbn [map].
  pose proof (use_s81 IH 0 1 1 1 (opt_l _ _ _ (s54_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c14_L2)).
  pose proof (use_s63 IH 1 1 (opt_norm_l _ _ _ _ _ (s54_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c14_L2))) as Ho1.
  pose proof (use_s112 IH 1 0 1 1 (opt_r _ _ _ (s54_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c14_R2)).
  pose proof (use_s55 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s54_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c14_R2))) as Ho3.
  rewrite (s81_p17 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c15_L (c : nat) : lmoves (s54_board 1 1 (2 + c)) = [s81_board 0 1 1 (2 + c); strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 1 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c15_R (c : nat) : rmoves (s54_board 1 1 (2 + c)) = [s112_board 1 0 1 (2 + c); strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s54_c15_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b==1 && c>=2 *)
Lemma s54_c15_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s54_board 1 1 (2 + c) -> fst (s54_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q11] in Hc |- *.
  rewrite tf_game_eq, (s54_c15_L c), (s54_c15_R c); cbn [map].
  pose proof (use_s81 IH 0 1 1 (2 + c) (opt_l _ _ _ (s54_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c15_L2 c)).
  pose proof (use_s63 IH 1 1 (opt_norm_l _ _ _ _ _ (s54_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c15_L2 c))) as Ho1.
  pose proof (use_s112 IH 1 0 1 (2 + c) (opt_r _ _ _ (s54_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c15_R2 c)).
  pose proof (use_s55 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c15_R2 c))) as Ho3.
  rewrite (s81_p18 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c16_L (b : nat) : lmoves (s54_board 1 (2 + b) 0) = [s81_board 0 1 (2 + b) 0; strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c16_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s37_board 1 (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c16_R (b : nat) : rmoves (s54_board 1 (2 + b) 0) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c16_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s30_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b>=2 && c==0 *)
Lemma s54_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s54_board 1 (2 + b) 0 -> fst (s54_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s54_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q8] in Hc |- *.
  rewrite tf_game_eq, (s54_c16_L b), (s54_c16_R b); cbn [map].
  pose proof (use_s81 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s54_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c16_L2 b)).
  pose proof (use_s37 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s54_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c16_L2 b))) as Ho1.
  rewrite (tf_norm_game (s54_c16_R1 b)).
  pose proof (use_s30 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s54_c16_R b) ltac:(cbn [In]; left; reflexivity) (s54_c16_R1 b))) as Ho2.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s37_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_via _ (int 2)); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
  }
  {
    rewrite (s37_p4 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s54_c17_L (b : nat) : lmoves (s54_board 1 (2 + b) 1) = [s81_board 0 1 (2 + b) 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s63_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c17_R (b : nat) : rmoves (s54_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s55_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b>=2 && c==1 *)
Lemma s54_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s54_board 1 (2 + b) 1 -> fst (s54_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s54_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q8] in Hc |- *.
  rewrite tf_game_eq, (s54_c17_L b), (s54_c17_R b); cbn [map].
  pose proof (use_s81 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s54_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c17_L2 b)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s54_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c17_L2 b))) as Ho1.
  rewrite (tf_norm_game (s54_c17_R1 b)).
  pose proof (use_s55 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s54_c17_R b) ltac:(cbn [In]; left; reflexivity) (s54_c17_R1 b))) as Ho2.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s54_c18_L (b c : nat) : lmoves (s54_board 1 (2 + b) (2 + c)) = [s81_board 0 1 (2 + b) (2 + c); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 1 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c18_R (b c : nat) : rmoves (s54_board 1 (2 + b) (2 + c)) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c18_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==1 && b>=2 && c>=2 *)
Lemma s54_c18_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s54_board 1 (2 + b) (2 + c) -> fst (s54_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q7] in Hc |- *.
  rewrite tf_game_eq, (s54_c18_L b c), (s54_c18_R b c); cbn [map].
  pose proof (use_s81 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s54_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c18_L2 b c)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s54_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c18_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s54_c18_R1 b c)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s54_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s54_c18_R1 b c))) as Ho2.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c18_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s54_board 1 (2 + b) (2 + c) -> fst (s54_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q9] in Hc |- *.
  rewrite tf_game_eq, (s54_c18_L b c), (s54_c18_R b c); cbn [map].
  pose proof (use_s81 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s54_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c18_L2 b c)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s54_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c18_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s54_c18_R1 b c)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s54_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s54_c18_R1 b c))) as Ho2.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c19_L (a : nat) : lmoves (s54_board (2 + a) 0 0) = [s81_board (1 + a) 1 0 0].
Proof. unfold s54_board, s81_board. tf_options. Qed.
Lemma s54_c19_R (a : nat) : rmoves (s54_board (2 + a) 0 0) = [s84_board (2 + a) 0 0; strip [] (repeat T (2 + a) ++ [E; E; F; F]) [(1, 1)]].
Proof. unfold s54_board, s84_board, strip. tf_options. Qed.
Lemma s54_c19_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; F]) [(1, 1)]) (s30_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b==0 && c==0 *)
Lemma s54_c19_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s54_board (2 + a) 0 0 -> fst (s54_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s54_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q13] in Hc |- *.
  rewrite tf_game_eq, (s54_c19_L a), (s54_c19_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 0 0 (opt_l _ _ _ (s54_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH (2 + a) 0 0 (opt_r _ _ _ (s54_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s54_c19_R2 a)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s54_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c19_R2 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p38 Ho0 ltac:(zlia)).
    rewrite (s84_p12 Ho1 ltac:(zlia)).
    rewrite (s30_p4 Ho2 ltac:(zlia)).
    rewrite (s30_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s81_p55 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s84_p13 Ho1 ltac:(zlia)).
      rewrite (s30_p5 Ho2 ltac:(zlia)).
      rewrite (s30_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
    {
      rewrite (s84_p14 Ho1 ltac:(zlia)).
      rewrite (s30_p6 Ho2 ltac:(zlia)).
      rewrite (s30_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s84_p15 Ho1 ltac:(zlia)).
      rewrite (s30_p7 Ho2 ltac:(zlia)).
      rewrite (s30_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s54_c20_L (a : nat) : lmoves (s54_board (2 + a) 0 1) = [s81_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; E; T; T; F]) []) (s63_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c20_R (a : nat) : rmoves (s54_board (2 + a) 0 1) = [s112_board (2 + a) 0 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s54_c20_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; T; F]) [(1, 1)]) (s55_board (2 + a) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b==0 && c==1 *)
Lemma s54_c20_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s54_board (2 + a) 0 1 -> fst (s54_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s54_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q3] in Hc |- *.
  rewrite tf_game_eq, (s54_c20_L a), (s54_c20_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 0 1 (opt_l _ _ _ (s54_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c20_L2 a)).
  pose proof (use_s63 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s54_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c20_L2 a))) as Ho1.
  pose proof (use_s112 IH (2 + a) 0 0 1 (opt_r _ _ _ (s54_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c20_R2 a)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s54_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c20_R2 a))) as Ho3.
  rewrite (s81_p44 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s112_p22 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c20_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s54_board (2 + a) 0 1 -> fst (s54_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s54_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q11] in Hc |- *.
  rewrite tf_game_eq, (s54_c20_L a), (s54_c20_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 0 1 (opt_l _ _ _ (s54_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c20_L2 a)).
  pose proof (use_s63 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s54_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c20_L2 a))) as Ho1.
  pose proof (use_s112 IH (2 + a) 0 0 1 (opt_r _ _ _ (s54_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c20_R2 a)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s54_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c20_R2 a))) as Ho3.
  rewrite (s81_p45 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s112_p22 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s112_p28 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s112_p29 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s54_c21_L (a c : nat) : lmoves (s54_board (2 + a) 0 (2 + c)) = [s81_board (1 + a) 1 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board (2 + a) 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c21_R (a c : nat) : rmoves (s54_board (2 + a) 0 (2 + c)) = [s112_board (2 + a) 0 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s54_c21_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board (2 + a) 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b==0 && c>=2 *)
Lemma s54_c21_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s54_board (2 + a) 0 (2 + c) -> fst (s54_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q11] in Hc |- *.
  rewrite tf_game_eq, (s54_c21_L a c), (s54_c21_R a c); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s54_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c21_L2 a c)).
  pose proof (use_s63 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s54_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c21_L2 a c))) as Ho1.
  pose proof (use_s112 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s54_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c21_R2 a c)).
  pose proof (use_s55 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c21_R2 a c))) as Ho3.
  rewrite (s81_p45 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c22_L (a : nat) : lmoves (s54_board (2 + a) 1 0) = [s81_board (1 + a) 1 1 0; strip [] (repeat T (2 + a) ++ [E; E; E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c22_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; F; T; T; F]) []) (s17_board (2 + a)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s17_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c22_R (a : nat) : rmoves (s54_board (2 + a) 1 0) = [s84_board (2 + a) 0 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; F]) [(1, 1)]].
Proof. unfold s54_board, s84_board, strip. tf_options. Qed.
Lemma s54_c22_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; F]) [(1, 1)]) (s30_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b==1 && c==0 *)
Lemma s54_c22_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s54_board (2 + a) 1 0 -> fst (s54_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s54_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q12] in Hc |- *.
  rewrite tf_game_eq, (s54_c22_L a), (s54_c22_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 1 0 (opt_l _ _ _ (s54_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c22_L2 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_l _ _ _ _ _ (s54_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c22_L2 a))) as Ho1.
  pose proof (use_s84 IH (2 + a) 0 1 (opt_r _ _ _ (s54_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c22_R2 a)).
  pose proof (use_s30 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s54_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c22_R2 a))) as Ho3.
  rewrite (s81_p46 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p11 Ho2 ltac:(zlia)).
  rewrite (s30_p3 Ho3 ltac:(zlia)).
  rewrite (s30_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s54_c22_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s54_board (2 + a) 1 0 -> fst (s54_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s54_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q14] in Hc |- *.
  rewrite tf_game_eq, (s54_c22_L a), (s54_c22_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 1 0 (opt_l _ _ _ (s54_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c22_L2 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_l _ _ _ _ _ (s54_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c22_L2 a))) as Ho1.
  pose proof (use_s84 IH (2 + a) 0 1 (opt_r _ _ _ (s54_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c22_R2 a)).
  pose proof (use_s30 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s54_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c22_R2 a))) as Ho3.
  rewrite (s81_p33 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p11 Ho2 ltac:(zlia)).
  rewrite (s30_p3 Ho3 ltac:(zlia)).
  rewrite (s30_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c23_L (a : nat) : lmoves (s54_board (2 + a) 1 1) = [s81_board (1 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; E; T; T; F]) []) (s63_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c23_R (a : nat) : rmoves (s54_board (2 + a) 1 1) = [s112_board (2 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s54_c23_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) [(1, 1)]) (s55_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s54_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s54_board (2 + a) 1 1 -> fst (s54_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s54_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q11] in Hc |- *.
  rewrite tf_game_eq, (s54_c23_L a), (s54_c23_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 1 1 (opt_l _ _ _ (s54_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c23_L2 a)).
  pose proof (use_s63 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s54_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c23_L2 a))) as Ho1.
  pose proof (use_s112 IH (2 + a) 0 1 1 (opt_r _ _ _ (s54_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c23_R2 a)).
  pose proof (use_s55 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s54_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c23_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p34 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s112_p21 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p47 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s112_p21 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s54_c24_L (a c : nat) : lmoves (s54_board (2 + a) 1 (2 + c)) = [s81_board (1 + a) 1 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board (2 + a) 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c24_R (a c : nat) : rmoves (s54_board (2 + a) 1 (2 + c)) = [s112_board (2 + a) 0 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s54_c24_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b==1 && c>=2 *)
Lemma s54_c24_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s54_board (2 + a) 1 (2 + c) -> fst (s54_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q11] in Hc |- *.
  rewrite tf_game_eq, (s54_c24_L a c), (s54_c24_R a c); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s54_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c24_L2 a c)).
  pose proof (use_s63 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s54_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c24_L2 a c))) as Ho1.
  pose proof (use_s112 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s54_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s54_c24_R2 a c)).
  pose proof (use_s55 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c24_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p34 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p21 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p48 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p21 Ho2 ltac:(zlia)).
    rewrite (s55_p4 Ho3 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s54_c25_L (a b : nat) : lmoves (s54_board (2 + a) (2 + b) 0) = [s81_board (1 + a) 1 (2 + b) 0; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c25_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s37_board (2 + a) (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c25_R (a b : nat) : rmoves (s54_board (2 + a) (2 + b) 0) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c25_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s30_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b>=2 && c==0 *)
Lemma s54_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s54_board (2 + a) (2 + b) 0 -> fst (s54_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s54_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q8] in Hc |- *.
  rewrite tf_game_eq, (s54_c25_L a b), (s54_c25_R a b); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s54_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c25_L2 a b)).
  pose proof (use_s37 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s54_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c25_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s54_c25_R1 a b)).
  pose proof (use_s30 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s54_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s54_c25_R1 a b))) as Ho2.
  rewrite (s81_p49 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s37_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_via _ (int (2 * Z.of_nat (2 + a)))); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
  }
  {
    rewrite (s37_p5 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s54_c26_L (a b : nat) : lmoves (s54_board (2 + a) (2 + b) 1) = [s81_board (1 + a) 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s63_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c26_R (a b : nat) : rmoves (s54_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s55_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b>=2 && c==1 *)
Lemma s54_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s54_board (2 + a) (2 + b) 1 -> fst (s54_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s54_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q8] in Hc |- *.
  rewrite tf_game_eq, (s54_c26_L a b), (s54_c26_R a b); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s54_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s54_c26_L2 a b)).
  pose proof (use_s63 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s54_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c26_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s54_c26_R1 a b)).
  pose proof (use_s55 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s54_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s54_c26_R1 a b))) as Ho2.
  rewrite (s81_p12 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s54_c27_L (a b c : nat) : lmoves (s54_board (2 + a) (2 + b) (2 + c)) = [s81_board (1 + a) 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s54_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board (2 + a) (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c27_R (a b c : nat) : rmoves (s54_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a>=2 && b>=2 && c>=2 *)
Lemma s54_c27_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s54_board (2 + a) (2 + b) (2 + c) -> fst (s54_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q7] in Hc |- *.
  rewrite tf_game_eq, (s54_c27_L a b c), (s54_c27_R a b c); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s54_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c27_L2 a b c)).
  pose proof (use_s63 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s54_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c27_L2 a b c))) as Ho1.
  rewrite (tf_norm_game (s54_c27_R1 a b c)).
  pose proof (use_s55 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s54_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s54_c27_R1 a b c))) as Ho2.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c27_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s54_board (2 + a) (2 + b) (2 + c) -> fst (s54_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q9] in Hc |- *.
  rewrite tf_game_eq, (s54_c27_L a b c), (s54_c27_R a b c); cbn [map].
  pose proof (use_s81 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s54_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s54_c27_L2 a b c)).
  pose proof (use_s63 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s54_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c27_L2 a b c))) as Ho1.
  rewrite (tf_norm_game (s54_c27_R1 a b c)).
  pose proof (use_s55 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s54_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s54_c27_R1 a b c))) as Ho2.
  rewrite (s81_p50 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b==0 && c==0: the board of s30 *)
Lemma s55_c1_p1 x (Hs30 : s30_claim x) :
  x = s55_board 0 0 0 -> fst (s55_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s55_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q1] in Hc |- *.
  pose proof (Hs30 0 0 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c2_L : lmoves (s55_board 0 0 1) = [strip [(2, 1); (1, 1)] ([]) [(1, 0)]].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c2_L1 : tf_norm (strip [(2, 1); (1, 1)] ([]) [(1, 0)]) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(2, 1); (1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s55_c2_R : rmoves (s55_board 0 0 1) = [strip [(1, 1)] ([E; T; F; E]) []].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c2_R1 : tf_norm (strip [(1, 1)] ([E; T; F; E]) []) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b==0 && c==1 *)
Lemma s55_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s55_board 0 0 1 -> fst (s55_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s55_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q2] in Hc |- *.
  rewrite tf_game_eq, (s55_c2_L), (s55_c2_R); cbn [map].
  rewrite (tf_norm_blank (s55_c2_L1)).
  rewrite (tf_norm_game (s55_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s55_c2_R) ltac:(cbn [In]; left; reflexivity) (s55_c2_R1))) as Ho1.
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s55_c3_L (c : nat) : lmoves (s55_board 0 0 (2 + c)) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c3_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s37_board 0 (1 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c3_R (c : nat) : rmoves (s55_board 0 0 (2 + c)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c3_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []) (s63_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b==0 && c>=2 *)
Lemma s55_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s55_board 0 0 (2 + c) -> fst (s55_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q2] in Hc |- *.
  rewrite tf_game_eq, (s55_c3_L c), (s55_c3_R c); cbn [map].
  rewrite (tf_norm_game (s55_c3_L1 c)).
  pose proof (use_s37 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s55_c3_L c) ltac:(cbn [In]; left; reflexivity) (s55_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s55_c3_R1 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s55_c3_R c) ltac:(cbn [In]; left; reflexivity) (s55_c3_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b==1 && c==0: the board of s30 *)
Lemma s55_c4_p2 x (Hs30 : s30_claim x) :
  x = s55_board 0 1 0 -> fst (s55_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s55_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q2] in Hc |- *.
  pose proof (Hs30 0 1 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c5_L : lmoves (s55_board 0 1 1) = [strip [] ([E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c5_L1 : tf_norm (strip [] ([E; E; T; F; E; F]) [(1, 0)]) (s33_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c5_R : rmoves (s55_board 0 1 1) = [strip [(1, 1)] ([T; E; T; F; E]) []].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c5_R1 : tf_norm (strip [(1, 1)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b==1 && c==1 *)
Lemma s55_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s55_board 0 1 1 -> fst (s55_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s55_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q2] in Hc |- *.
  rewrite tf_game_eq, (s55_c5_L), (s55_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s55_c5_L1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s55_c5_L) ltac:(cbn [In]; left; reflexivity) (s55_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s55_c5_R1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s55_c5_R) ltac:(cbn [In]; left; reflexivity) (s55_c5_R1))) as Ho1.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s55_c6_L (c : nat) : lmoves (s55_board 0 1 (2 + c)) = [strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c6_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board 0 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c6_R (c : nat) : rmoves (s55_board 0 1 (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c6_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s55_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s55_board 0 1 (2 + c) -> fst (s55_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q2] in Hc |- *.
  rewrite tf_game_eq, (s55_c6_L c), (s55_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s55_c6_L1 c)).
  pose proof (use_s33 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s55_c6_L c) ltac:(cbn [In]; left; reflexivity) (s55_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s55_c6_R1 c)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s55_c6_R c) ltac:(cbn [In]; left; reflexivity) (s55_c6_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p6 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p7 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p8 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b>=2 && c==0: the board of s30 *)
Lemma s55_c7_p3 x (Hs30 : s30_claim x) (b : nat) :
  x = s55_board 0 (2 + b) 0 -> fst (s55_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s55_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q3] in Hc |- *.
  pose proof (Hs30 0 (2 + b) ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c8_L (b : nat) : lmoves (s55_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c8_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s33_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c8_R (b : nat) : rmoves (s55_board 0 (2 + b) 1) = [].
Proof. unfold s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s55_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s55_board 0 (2 + b) 1 -> fst (s55_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s55_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q3] in Hc |- *.
  rewrite tf_game_eq, (s55_c8_L b), (s55_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s55_c8_L1 b)).
  pose proof (use_s33 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s55_c8_L b) ltac:(cbn [In]; left; reflexivity) (s55_c8_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p15 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p16 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s55_c9_L (b c : nat) : lmoves (s55_board 0 (2 + b) (2 + c)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, strip. tf_options. Qed.
Lemma s55_c9_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board 0 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c9_R (b c : nat) : rmoves (s55_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s55_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s55_board 0 (2 + b) (2 + c) -> fst (s55_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q3] in Hc |- *.
  rewrite tf_game_eq, (s55_c9_L b c), (s55_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s55_c9_L1 b c)).
  pose proof (use_s33 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s55_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s55_c9_L1 b c))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s33_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p14 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b==0 && c==0: the board of s30 *)
Lemma s55_c10_p1 x (Hs30 : s30_claim x) :
  x = s55_board 1 0 0 -> fst (s55_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s55_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q1] in Hc |- *.
  pose proof (Hs30 1 0 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c11_L : lmoves (s55_board 1 0 1) = [s82_board 0 1 0 1; strip [] ([T; E; E; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c11_L2 : tf_norm (strip [] ([T; E; E; F; E; F]) [(1, 0)]) (s33_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c11_R : rmoves (s55_board 1 0 1) = [s113_board 1 0 0 1].
Proof. unfold s113_board, s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b==0 && c==1 *)
Lemma s55_c11_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s55_board 1 0 1 -> fst (s55_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s55_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q4] in Hc |- *.
  rewrite tf_game_eq, (s55_c11_L), (s55_c11_R); cbn [map].
  pose proof (use_s82 IH 0 1 0 1 (opt_l _ _ _ (s55_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c11_L2)).
  pose proof (use_s33 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s55_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c11_L2))) as Ho1.
  pose proof (use_s113 IH 1 0 0 1 (opt_r _ _ _ (s55_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p7 Ho0 ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  rewrite (s113_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s55_c12_L (c : nat) : lmoves (s55_board 1 0 (2 + c)) = [s82_board 0 1 0 (2 + c); strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board 1 0 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c12_R (c : nat) : rmoves (s55_board 1 0 (2 + c)) = [s113_board 1 0 0 (2 + c)].
Proof. unfold s113_board, s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b==0 && c>=2 *)
Lemma s55_c12_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s55_board 1 0 (2 + c) -> fst (s55_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q4] in Hc |- *.
  rewrite tf_game_eq, (s55_c12_L c), (s55_c12_R c); cbn [map].
  pose proof (use_s82 IH 0 1 0 (2 + c) (opt_l _ _ _ (s55_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c12_L2 c)).
  pose proof (use_s33 IH 1 0 (1 + c) (opt_norm_l _ _ _ _ _ (s55_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c12_L2 c))) as Ho1.
  pose proof (use_s113 IH 1 0 0 (2 + c) (opt_r _ _ _ (s55_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s33_p3 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p4 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p17 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b==1 && c==0: the board of s30 *)
Lemma s55_c13_p5 x (Hs30 : s30_claim x) :
  x = s55_board 1 1 0 -> fst (s55_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s55_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q5] in Hc |- *.
  pose proof (Hs30 1 1 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c14_L : lmoves (s55_board 1 1 1) = [s82_board 0 1 1 1; strip [] ([T; E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c14_L2 : tf_norm (strip [] ([T; E; E; T; F; E; F]) [(1, 0)]) (s33_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c14_R : rmoves (s55_board 1 1 1) = [s113_board 1 0 1 1].
Proof. unfold s113_board, s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b==1 && c==1 *)
Lemma s55_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s55_board 1 1 1 -> fst (s55_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s55_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q4] in Hc |- *.
  rewrite tf_game_eq, (s55_c14_L), (s55_c14_R); cbn [map].
  pose proof (use_s82 IH 0 1 1 1 (opt_l _ _ _ (s55_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c14_L2)).
  pose proof (use_s33 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s55_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c14_L2))) as Ho1.
  pose proof (use_s113 IH 1 0 1 1 (opt_r _ _ _ (s55_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  rewrite (s33_p19 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s55_c15_L (c : nat) : lmoves (s55_board 1 1 (2 + c)) = [s82_board 0 1 1 (2 + c); strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c15_R (c : nat) : rmoves (s55_board 1 1 (2 + c)) = [s113_board 1 0 1 (2 + c)].
Proof. unfold s113_board, s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s55_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s55_board 1 1 (2 + c) -> fst (s55_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q4] in Hc |- *.
  rewrite tf_game_eq, (s55_c15_L c), (s55_c15_R c); cbn [map].
  pose proof (use_s82 IH 0 1 1 (2 + c) (opt_l _ _ _ (s55_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c15_L2 c)).
  pose proof (use_s33 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s55_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c15_L2 c))) as Ho1.
  pose proof (use_s113 IH 1 0 1 (2 + c) (opt_r _ _ _ (s55_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s33_p8 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p21 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b>=2 && c==0: the board of s30 *)
Lemma s55_c16_p3 x (Hs30 : s30_claim x) (b : nat) :
  x = s55_board 1 (2 + b) 0 -> fst (s55_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s55_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q3] in Hc |- *.
  pose proof (Hs30 1 (2 + b) ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c17_L (b : nat) : lmoves (s55_board 1 (2 + b) 1) = [s82_board 0 1 (2 + b) 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s33_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c17_R (b : nat) : rmoves (s55_board 1 (2 + b) 1) = [].
Proof. unfold s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s55_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s55_board 1 (2 + b) 1 -> fst (s55_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s55_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q3] in Hc |- *.
  rewrite tf_game_eq, (s55_c17_L b), (s55_c17_R b); cbn [map].
  pose proof (use_s82 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s55_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c17_L2 b)).
  pose proof (use_s33 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s55_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c17_L2 b))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s33_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s55_c18_L (b c : nat) : lmoves (s55_board 1 (2 + b) (2 + c)) = [s82_board 0 1 (2 + b) (2 + c); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c18_R (b c : nat) : rmoves (s55_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s55_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s55_board 1 (2 + b) (2 + c) -> fst (s55_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q3] in Hc |- *.
  rewrite tf_game_eq, (s55_c18_L b c), (s55_c18_R b c); cbn [map].
  pose proof (use_s82 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s55_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c18_L2 b c)).
  pose proof (use_s33 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s55_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c18_L2 b c))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s33_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b==0 && c==0: the board of s30 *)
Lemma s55_c19_p6 x (Hs30 : s30_claim x) (a : nat) :
  x = s55_board (2 + a) 0 0 -> fst (s55_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s55_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q6] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c19_p7 x (Hs30 : s30_claim x) (a : nat) :
  x = s55_board (2 + a) 0 0 -> fst (s55_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s55_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q7] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c19_p8 x (Hs30 : s30_claim x) (a : nat) :
  x = s55_board (2 + a) 0 0 -> fst (s55_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s55_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q8] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s55_c19_p9 x (Hs30 : s30_claim x) (a : nat) :
  x = s55_board (2 + a) 0 0 -> fst (s55_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s55_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q9] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s55_c20_L (a : nat) : lmoves (s55_board (2 + a) 0 1) = [s82_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; E; F]) [(1, 0)]) (s33_board (2 + a) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c20_R (a : nat) : rmoves (s55_board (2 + a) 0 1) = [s113_board (2 + a) 0 0 1].
Proof. unfold s113_board, s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b==0 && c==1 *)
Lemma s55_c20_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s55_board (2 + a) 0 1 -> fst (s55_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s55_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q4] in Hc |- *.
  rewrite tf_game_eq, (s55_c20_L a), (s55_c20_R a); cbn [map].
  pose proof (use_s82 IH (1 + a) 1 0 1 (opt_l _ _ _ (s55_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c20_L2 a)).
  pose proof (use_s33 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s55_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c20_L2 a))) as Ho1.
  pose proof (use_s113 IH (2 + a) 0 0 1 (opt_r _ _ _ (s55_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p24 Ho0 ltac:(zlia)).
  rewrite (s33_p20 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s113_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s113_p25 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s113_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s55_c21_L (a c : nat) : lmoves (s55_board (2 + a) 0 (2 + c)) = [s82_board (1 + a) 1 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board (2 + a) 0 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c21_R (a c : nat) : rmoves (s55_board (2 + a) 0 (2 + c)) = [s113_board (2 + a) 0 0 (2 + c)].
Proof. unfold s113_board, s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b==0 && c>=2 *)
Lemma s55_c21_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s55_board (2 + a) 0 (2 + c) -> fst (s55_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q4] in Hc |- *.
  rewrite tf_game_eq, (s55_c21_L a c), (s55_c21_R a c); cbn [map].
  pose proof (use_s82 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s55_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c21_L2 a c)).
  pose proof (use_s33 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s55_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c21_L2 a c))) as Ho1.
  pose proof (use_s113 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s55_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p24 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s33_p4 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p22 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b==1 && c==0: the board of s30 *)
Lemma s55_c22_p5 x (Hs30 : s30_claim x) (a : nat) :
  x = s55_board (2 + a) 1 0 -> fst (s55_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s55_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q5] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c23_L (a : nat) : lmoves (s55_board (2 + a) 1 1) = [s82_board (1 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; E; F]) [(1, 0)]) (s33_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c23_R (a : nat) : rmoves (s55_board (2 + a) 1 1) = [s113_board (2 + a) 0 1 1].
Proof. unfold s113_board, s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s55_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s55_board (2 + a) 1 1 -> fst (s55_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s55_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q4] in Hc |- *.
  rewrite tf_game_eq, (s55_c23_L a), (s55_c23_R a); cbn [map].
  pose proof (use_s82 IH (1 + a) 1 1 1 (opt_l _ _ _ (s55_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c23_L2 a)).
  pose proof (use_s33 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s55_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c23_L2 a))) as Ho1.
  pose proof (use_s113 IH (2 + a) 0 1 1 (opt_r _ _ _ (s55_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s82_p17 Ho0 ltac:(zlia)).
    rewrite (s33_p20 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p25 Ho0 ltac:(zlia)).
    rewrite (s33_p20 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s55_c24_L (a c : nat) : lmoves (s55_board (2 + a) 1 (2 + c)) = [s82_board (1 + a) 1 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board (2 + a) 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c24_R (a c : nat) : rmoves (s55_board (2 + a) 1 (2 + c)) = [s113_board (2 + a) 0 1 (2 + c)].
Proof. unfold s113_board, s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s55_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s55_board (2 + a) 1 (2 + c) -> fst (s55_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q4] in Hc |- *.
  rewrite tf_game_eq, (s55_c24_L a c), (s55_c24_R a c); cbn [map].
  pose proof (use_s82 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s55_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c24_L2 a c)).
  pose proof (use_s33 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s55_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c24_L2 a c))) as Ho1.
  pose proof (use_s113 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s55_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s82_p17 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s33_p18 Ho1 ltac:(zlia)).
      rewrite (s113_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s33_p23 Ho1 ltac:(zlia)).
      rewrite (s113_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s82_p25 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s33_p18 Ho1 ltac:(zlia)).
      rewrite (s113_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s33_p21 Ho1 ltac:(zlia)).
      rewrite (s113_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b>=2 && c==0: the board of s30 *)
Lemma s55_c25_p3 x (Hs30 : s30_claim x) (a b : nat) :
  x = s55_board (2 + a) (2 + b) 0 -> fst (s55_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s55_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s55_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s55_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s55_c26_L (a b : nat) : lmoves (s55_board (2 + a) (2 + b) 1) = [s82_board (1 + a) 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s33_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c26_R (a b : nat) : rmoves (s55_board (2 + a) (2 + b) 1) = [].
Proof. unfold s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s55_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s55_board (2 + a) (2 + b) 1 -> fst (s55_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s55_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s55_q3] in Hc |- *.
  rewrite tf_game_eq, (s55_c26_L a b), (s55_c26_R a b); cbn [map].
  pose proof (use_s82 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s55_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c26_L2 a b)).
  pose proof (use_s33 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s55_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c26_L2 a b))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s33_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s55_c27_L (a b c : nat) : lmoves (s55_board (2 + a) (2 + b) (2 + c)) = [s82_board (1 + a) 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s55_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board (2 + a) (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s55_c27_R (a b c : nat) : rmoves (s55_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s55_board. tf_options. Qed.
(* s55 = T^a _^2 T^b F T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s55_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s55_board (2 + a) (2 + b) (2 + c) -> fst (s55_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s55_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s55_q3] in Hc |- *.
  rewrite tf_game_eq, (s55_c27_L a b c), (s55_c27_R a b c); cbn [map].
  pose proof (use_s82 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s55_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s55_c27_L2 a b c)).
  pose proof (use_s33 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s55_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s55_c27_L2 a b c))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s33_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s33_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b==0 && c==0: the board of s23 *)
Lemma s56_c1_p1 x (Hs23 : s23_claim x) :
  x = s56_board 0 0 0 -> fst (s56_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s56_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q1] in Hc |- *.
  pose proof (Hs23 0 0 ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s56_c2_L : lmoves (s56_board 0 0 1) = [].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c2_R : rmoves (s56_board 0 0 1) = [strip [(0, 1)] ([E; T; F; F; E; E]) []].
Proof. unfold s56_board, strip. tf_options. Qed.
Lemma s56_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; F; F; E; E]) []) (s47_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b==0 && c==1 *)
Lemma s56_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s56_board 0 0 1 -> fst (s56_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s56_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q2] in Hc |- *.
  rewrite tf_game_eq, (s56_c2_L), (s56_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s56_c2_R1)).
  pose proof (use_s47 IH 0 1 (opt_norm_r _ _ _ _ _ (s56_c2_R) ltac:(cbn [In]; left; reflexivity) (s56_c2_R1))) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s56_c3_L (c : nat) : lmoves (s56_board 0 0 (2 + c)) = [].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c3_R (c : nat) : rmoves (s56_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; F; E; E]) []].
Proof. unfold s56_board, strip. tf_options. Qed.
Lemma s56_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; F; E; E]) []) (s47_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b==0 && c>=2 *)
Lemma s56_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s56_board 0 0 (2 + c) -> fst (s56_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q2] in Hc |- *.
  rewrite tf_game_eq, (s56_c3_L c), (s56_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s56_c3_R1 c)).
  pose proof (use_s47 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s56_c3_R c) ltac:(cbn [In]; left; reflexivity) (s56_c3_R1 c))) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b==1 && c==0: the board of s23 *)
Lemma s56_c4_p1 x (Hs23 : s23_claim x) :
  x = s56_board 0 1 0 -> fst (s56_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s56_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q1] in Hc |- *.
  pose proof (Hs23 0 1 ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s56_c5_L : lmoves (s56_board 0 1 1) = [].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c5_R : rmoves (s56_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F; F; E; E]) []].
Proof. unfold s56_board, strip. tf_options. Qed.
Lemma s56_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; F; E; E]) []) (s47_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b==1 && c==1 *)
Lemma s56_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s56_board 0 1 1 -> fst (s56_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s56_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q2] in Hc |- *.
  rewrite tf_game_eq, (s56_c5_L), (s56_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s56_c5_R1)).
  pose proof (use_s47 IH 1 1 (opt_norm_r _ _ _ _ _ (s56_c5_R) ltac:(cbn [In]; left; reflexivity) (s56_c5_R1))) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s56_c6_L (c : nat) : lmoves (s56_board 0 1 (2 + c)) = [].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c6_R (c : nat) : rmoves (s56_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; F; E; E]) []].
Proof. unfold s56_board, strip. tf_options. Qed.
Lemma s56_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; F; E; E]) []) (s47_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b==1 && c>=2 *)
Lemma s56_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s56_board 0 1 (2 + c) -> fst (s56_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q2] in Hc |- *.
  rewrite tf_game_eq, (s56_c6_L c), (s56_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s56_c6_R1 c)).
  pose proof (use_s47 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s56_c6_R c) ltac:(cbn [In]; left; reflexivity) (s56_c6_R1 c))) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b>=2 && c==0: the board of s23 *)
Lemma s56_c7_p3 x (Hs23 : s23_claim x) (b : nat) :
  x = s56_board 0 (2 + b) 0 -> fst (s56_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s56_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q3] in Hc |- *.
  pose proof (Hs23 0 (2 + b) ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s56_c8_L (b : nat) : lmoves (s56_board 0 (2 + b) 1) = [].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c8_R (b : nat) : rmoves (s56_board 0 (2 + b) 1) = [].
Proof. unfold s56_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b>=2 && c==1 *)
Lemma s56_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s56_board 0 (2 + b) 1 -> fst (s56_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s56_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q3] in Hc |- *.
  rewrite tf_game_eq, (s56_c8_L b), (s56_c8_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s56_c9_L (b c : nat) : lmoves (s56_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c9_R (b c : nat) : rmoves (s56_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s56_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==0 && b>=2 && c>=2 *)
Lemma s56_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s56_board 0 (2 + b) (2 + c) -> fst (s56_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q3] in Hc |- *.
  rewrite tf_game_eq, (s56_c9_L b c), (s56_c9_R b c); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b==0 && c==0: the board of s23 *)
Lemma s56_c10_p4 x (Hs23 : s23_claim x) :
  x = s56_board 1 0 0 -> fst (s56_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s56_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q4] in Hc |- *.
  pose proof (Hs23 1 0 ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s56_c11_L : lmoves (s56_board 1 0 1) = [s56_board 0 1 1].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c11_R : rmoves (s56_board 1 0 1) = [s85_board 1 1].
Proof. unfold s56_board, s85_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b==0 && c==1 *)
Lemma s56_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s56_board 1 0 1 -> fst (s56_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s56_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q6] in Hc |- *.
  rewrite tf_game_eq, (s56_c11_L), (s56_c11_R); cbn [map].
  pose proof (use_s56 IH 0 1 1 (opt_l _ _ _ (s56_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH 1 1 (opt_r _ _ _ (s56_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  rewrite (s85_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s56_c12_L (c : nat) : lmoves (s56_board 1 0 (2 + c)) = [s56_board 0 1 (2 + c)].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c12_R (c : nat) : rmoves (s56_board 1 0 (2 + c)) = [s85_board 1 (2 + c)].
Proof. unfold s56_board, s85_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b==0 && c>=2 *)
Lemma s56_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s56_board 1 0 (2 + c) -> fst (s56_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q6] in Hc |- *.
  rewrite tf_game_eq, (s56_c12_L c), (s56_c12_R c); cbn [map].
  pose proof (use_s56 IH 0 1 (2 + c) (opt_l _ _ _ (s56_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH 1 (2 + c) (opt_r _ _ _ (s56_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  rewrite (s85_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b==1 && c==0: the board of s23 *)
Lemma s56_c13_p8 x (Hs23 : s23_claim x) :
  x = s56_board 1 1 0 -> fst (s56_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s56_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q8] in Hc |- *.
  pose proof (Hs23 1 1 ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s56_c14_L : lmoves (s56_board 1 1 1) = [s56_board 0 2 1].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c14_R : rmoves (s56_board 1 1 1) = [s86_board 1 1].
Proof. unfold s56_board, s86_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b==1 && c==1 *)
Lemma s56_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s56_board 1 1 1 -> fst (s56_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s56_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q2] in Hc |- *.
  rewrite tf_game_eq, (s56_c14_L), (s56_c14_R); cbn [map].
  pose proof (use_s56 IH 0 2 1 (opt_l _ _ _ (s56_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s86 IH 1 1 (opt_r _ _ _ (s56_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  rewrite (s86_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s56_c15_L (c : nat) : lmoves (s56_board 1 1 (2 + c)) = [s56_board 0 2 (2 + c)].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c15_R (c : nat) : rmoves (s56_board 1 1 (2 + c)) = [s86_board 1 (2 + c)].
Proof. unfold s56_board, s86_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b==1 && c>=2 *)
Lemma s56_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s56_board 1 1 (2 + c) -> fst (s56_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q2] in Hc |- *.
  rewrite tf_game_eq, (s56_c15_L c), (s56_c15_R c); cbn [map].
  pose proof (use_s56 IH 0 2 (2 + c) (opt_l _ _ _ (s56_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s86 IH 1 (2 + c) (opt_r _ _ _ (s56_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  rewrite (s86_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b>=2 && c==0: the board of s23 *)
Lemma s56_c16_p3 x (Hs23 : s23_claim x) (b : nat) :
  x = s56_board 1 (2 + b) 0 -> fst (s56_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s56_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q3] in Hc |- *.
  pose proof (Hs23 1 (2 + b) ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s56_c17_L (b : nat) : lmoves (s56_board 1 (2 + b) 1) = [s56_board 0 (3 + b) 1].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c17_R (b : nat) : rmoves (s56_board 1 (2 + b) 1) = [].
Proof. unfold s56_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b>=2 && c==1 *)
Lemma s56_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s56_board 1 (2 + b) 1 -> fst (s56_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s56_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q3] in Hc |- *.
  rewrite tf_game_eq, (s56_c17_L b), (s56_c17_R b); cbn [map].
  pose proof (use_s56 IH 0 (3 + b) 1 (opt_l _ _ _ (s56_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s56_c18_L (b c : nat) : lmoves (s56_board 1 (2 + b) (2 + c)) = [s56_board 0 (3 + b) (2 + c)].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c18_R (b c : nat) : rmoves (s56_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s56_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a==1 && b>=2 && c>=2 *)
Lemma s56_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s56_board 1 (2 + b) (2 + c) -> fst (s56_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q3] in Hc |- *.
  rewrite tf_game_eq, (s56_c18_L b c), (s56_c18_R b c); cbn [map].
  pose proof (use_s56 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s56_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b==0 && c==0: the board of s23 *)
Lemma s56_c19_p7 x (Hs23 : s23_claim x) (a : nat) :
  x = s56_board (2 + a) 0 0 -> fst (s56_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s56_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q7] in Hc |- *.
  pose proof (Hs23 (2 + a) 0 ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c20_L (a : nat) : lmoves (s56_board (2 + a) 0 1) = [s56_board (1 + a) 1 1].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c20_R (a : nat) : rmoves (s56_board (2 + a) 0 1) = [s85_board (2 + a) 1].
Proof. unfold s56_board, s85_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b==0 && c==1 *)
Lemma s56_c20_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s56_board (2 + a) 0 1 -> fst (s56_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s56_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q9] in Hc |- *.
  rewrite tf_game_eq, (s56_c20_L a), (s56_c20_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 1 1 (opt_l _ _ _ (s56_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH (2 + a) 1 (opt_r _ _ _ (s56_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  rewrite (s85_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c20_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s56_board (2 + a) 0 1 -> fst (s56_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s56_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q10] in Hc |- *.
  rewrite tf_game_eq, (s56_c20_L a), (s56_c20_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 1 1 (opt_l _ _ _ (s56_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH (2 + a) 1 (opt_r _ _ _ (s56_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p6 Ho0 ltac:(zlia)).
  rewrite (s85_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s56_board (2 + a) 0 1 -> fst (s56_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s56_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q12] in Hc |- *.
  rewrite tf_game_eq, (s56_c20_L a), (s56_c20_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 1 1 (opt_l _ _ _ (s56_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH (2 + a) 1 (opt_r _ _ _ (s56_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p11 Ho0 ltac:(zlia)).
  rewrite (s85_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c21_L (a c : nat) : lmoves (s56_board (2 + a) 0 (2 + c)) = [s56_board (1 + a) 1 (2 + c)].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c21_R (a c : nat) : rmoves (s56_board (2 + a) 0 (2 + c)) = [s85_board (2 + a) (2 + c)].
Proof. unfold s56_board, s85_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b==0 && c>=2 *)
Lemma s56_c21_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s56_board (2 + a) 0 (2 + c) -> fst (s56_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q9] in Hc |- *.
  rewrite tf_game_eq, (s56_c21_L a c), (s56_c21_R a c); cbn [map].
  pose proof (use_s56 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s56_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH (2 + a) (2 + c) (opt_r _ _ _ (s56_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  rewrite (s85_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c21_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s56_board (2 + a) 0 (2 + c) -> fst (s56_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q10] in Hc |- *.
  rewrite tf_game_eq, (s56_c21_L a c), (s56_c21_R a c); cbn [map].
  pose proof (use_s56 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s56_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH (2 + a) (2 + c) (opt_r _ _ _ (s56_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p6 Ho0 ltac:(zlia)).
  rewrite (s85_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s56_board (2 + a) 0 (2 + c) -> fst (s56_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q12] in Hc |- *.
  rewrite tf_game_eq, (s56_c21_L a c), (s56_c21_R a c); cbn [map].
  pose proof (use_s56 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s56_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH (2 + a) (2 + c) (opt_r _ _ _ (s56_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p11 Ho0 ltac:(zlia)).
  rewrite (s85_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b==1 && c==0: the board of s23 *)
Lemma s56_c22_p5 x (Hs23 : s23_claim x) (a : nat) :
  x = s56_board (2 + a) 1 0 -> fst (s56_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s56_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s56_c23_L (a : nat) : lmoves (s56_board (2 + a) 1 1) = [s56_board (1 + a) 2 1].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c23_R (a : nat) : rmoves (s56_board (2 + a) 1 1) = [s86_board (2 + a) 1].
Proof. unfold s56_board, s86_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b==1 && c==1 *)
Lemma s56_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s56_board (2 + a) 1 1 -> fst (s56_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s56_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q6] in Hc |- *.
  rewrite tf_game_eq, (s56_c23_L a), (s56_c23_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 2 1 (opt_l _ _ _ (s56_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s86 IH (2 + a) 1 (opt_r _ _ _ (s56_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  rewrite (s86_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s56_board (2 + a) 1 1 -> fst (s56_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s56_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q11] in Hc |- *.
  rewrite tf_game_eq, (s56_c23_L a), (s56_c23_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 2 1 (opt_l _ _ _ (s56_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s86 IH (2 + a) 1 (opt_r _ _ _ (s56_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  rewrite (s86_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c24_L (a c : nat) : lmoves (s56_board (2 + a) 1 (2 + c)) = [s56_board (1 + a) 2 (2 + c)].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c24_R (a c : nat) : rmoves (s56_board (2 + a) 1 (2 + c)) = [s86_board (2 + a) (2 + c)].
Proof. unfold s56_board, s86_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b==1 && c>=2 *)
Lemma s56_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s56_board (2 + a) 1 (2 + c) -> fst (s56_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q6] in Hc |- *.
  rewrite tf_game_eq, (s56_c24_L a c), (s56_c24_R a c); cbn [map].
  pose proof (use_s56 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s56_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s86 IH (2 + a) (2 + c) (opt_r _ _ _ (s56_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  rewrite (s86_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s56_c24_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s56_board (2 + a) 1 (2 + c) -> fst (s56_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q11] in Hc |- *.
  rewrite tf_game_eq, (s56_c24_L a c), (s56_c24_R a c); cbn [map].
  pose proof (use_s56 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s56_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s86 IH (2 + a) (2 + c) (opt_r _ _ _ (s56_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  rewrite (s86_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b>=2 && c==0: the board of s23 *)
Lemma s56_c25_p3 x (Hs23 : s23_claim x) (a b : nat) :
  x = s56_board (2 + a) (2 + b) 0 -> fst (s56_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s56_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s56_q3] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s56_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s56_c26_L (a b : nat) : lmoves (s56_board (2 + a) (2 + b) 1) = [s56_board (1 + a) (3 + b) 1].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c26_R (a b : nat) : rmoves (s56_board (2 + a) (2 + b) 1) = [].
Proof. unfold s56_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b>=2 && c==1 *)
Lemma s56_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s56_board (2 + a) (2 + b) 1 -> fst (s56_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s56_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s56_q3] in Hc |- *.
  rewrite tf_game_eq, (s56_c26_L a b), (s56_c26_R a b); cbn [map].
  pose proof (use_s56 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s56_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s56_c27_L (a b c : nat) : lmoves (s56_board (2 + a) (2 + b) (2 + c)) = [s56_board (1 + a) (3 + b) (2 + c)].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c27_R (a b c : nat) : rmoves (s56_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s56_board. tf_options. Qed.
(* s56 = T^a _ T^b F T^c F^2 _^2 on a>=2 && b>=2 && c>=2 *)
Lemma s56_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s56_board (2 + a) (2 + b) (2 + c) -> fst (s56_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s56_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s56_q3] in Hc |- *.
  rewrite tf_game_eq, (s56_c27_L a b c), (s56_c27_R a b c); cbn [map].
  pose proof (use_s56 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s56_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s57_c1_L : lmoves (s57_board 0) = [strip [(0, 1)] ([T; F; E; T; E; E; F]) []].
Proof. unfold s57_board, strip. tf_options. Qed.
Lemma s57_c1_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; E; F]) []) (s46_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; E; F]) []); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s57_c1_R : rmoves (s57_board 0) = [strip [(0, 1)] ([T; F; T; E; E; F; E]) []].
Proof. unfold s57_board, strip. tf_options. Qed.
Lemma s57_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; F; E]) []) (s116_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s57 = T^a F T F T _^3 F on a==0 *)
Lemma s57_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s57_board 0 -> fst (s57_q1 (Z.of_nat 0)) -> tf_game x == snd (s57_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s57_q1] in Hc |- *.
  rewrite tf_game_eq, (s57_c1_L), (s57_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s57_c1_L1)).
  pose proof (use_s46 IH 1 1 (opt_norm_l _ _ _ _ _ (s57_c1_L) ltac:(cbn [In]; left; reflexivity) (s57_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s57_c1_R1)).
  pose proof (use_s116 IH 1 0 (opt_norm_r _ _ _ _ _ (s57_c1_R) ltac:(cbn [In]; left; reflexivity) (s57_c1_R1))) as Ho1.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s57_c2_L : lmoves (s57_board 1) = [s94_board 1 1].
Proof. unfold s57_board, s94_board. tf_options. Qed.
Lemma s57_c2_R : rmoves (s57_board 1) = [s197_board 1 0].
Proof. unfold s197_board, s57_board. tf_options. Qed.
(* s57 = T^a F T F T _^3 F on a==1 *)
Lemma s57_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s57_board 1 -> fst (s57_q1 (Z.of_nat 1)) -> tf_game x == snd (s57_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s57_q1] in Hc |- *.
  rewrite tf_game_eq, (s57_c2_L), (s57_c2_R); cbn [map].
  pose proof (use_s94 IH 1 1 (opt_l _ _ _ (s57_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s197 IH 1 0 (opt_r _ _ _ (s57_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s57_c3_L (a : nat) : lmoves (s57_board (2 + a)) = [s94_board (2 + a) 1].
Proof. unfold s57_board, s94_board. tf_options. Qed.
Lemma s57_c3_R (a : nat) : rmoves (s57_board (2 + a)) = [s197_board (2 + a) 0].
Proof. unfold s197_board, s57_board. tf_options. Qed.
(* s57 = T^a F T F T _^3 F on a>=2 *)
Lemma s57_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s57_board (2 + a) -> fst (s57_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s57_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s57_q1] in Hc |- *.
  rewrite tf_game_eq, (s57_c3_L a), (s57_c3_R a); cbn [map].
  pose proof (use_s94 IH (2 + a) 1 (opt_l _ _ _ (s57_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s197 IH (2 + a) 0 (opt_r _ _ _ (s57_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b==0 && c==0: the board of s11 *)
Lemma s58_c1_p1 x (Hs11 : s11_claim x) :
  x = s58_board 0 0 0 -> fst (s58_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s58_c2_L : lmoves (s58_board 0 0 1) = [strip [(2, 2); (1, 1)] ([]) [(1, 0)]].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c2_L1 : tf_norm (strip [(2, 2); (1, 1)] ([]) [(1, 0)]) (repeat E 3) (-7).
Proof. apply (tf_norm_by _ [(2, 2); (1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s58_c2_R : rmoves (s58_board 0 0 1) = [strip [(1, 1); (1, 1)] ([T; F; E]) []].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c2_R1 : tf_norm (strip [(1, 1); (1, 1)] ([T; F; E]) []) (s63_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b==0 && c==1 *)
Lemma s58_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s58_board 0 0 1 -> fst (s58_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s58_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q2] in Hc |- *.
  rewrite tf_game_eq, (s58_c2_L), (s58_c2_R); cbn [map].
  rewrite (tf_norm_blank (s58_c2_L1)).
  rewrite (tf_norm_game (s58_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s58_c2_R) ltac:(cbn [In]; left; reflexivity) (s58_c2_R1))) as Ho1.
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s58_c3_L (c : nat) : lmoves (s58_board 0 0 (2 + c)) = [strip [(2, 2)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c3_L1 (c : nat) : tf_norm (strip [(2, 2)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s37_board 0 (1 + c)) (-4).
Proof. apply (tf_norm_by _ [(2, 2)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c3_R (c : nat) : rmoves (s58_board 0 0 (2 + c)) = [strip [(1, 1); (1, 1)] (repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c3_R1 (c : nat) : tf_norm (strip [(1, 1); (1, 1)] (repeat T (2 + c) ++ [F; E]) []) (s63_board 0 (2 + c)) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] (repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b==0 && c>=2 *)
Lemma s58_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s58_board 0 0 (2 + c) -> fst (s58_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q2] in Hc |- *.
  rewrite tf_game_eq, (s58_c3_L c), (s58_c3_R c); cbn [map].
  rewrite (tf_norm_game (s58_c3_L1 c)).
  pose proof (use_s37 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s58_c3_L c) ltac:(cbn [In]; left; reflexivity) (s58_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s58_c3_R1 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s58_c3_R c) ltac:(cbn [In]; left; reflexivity) (s58_c3_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-4) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-4) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-4) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-4) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b==1 && c==0: the board of s11 *)
Lemma s58_c4_p2 x (Hs11 : s11_claim x) :
  x = s58_board 0 1 0 -> fst (s58_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s58_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q2] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s58_c5_L : lmoves (s58_board 0 1 1) = [strip [] ([E; E; T; F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c5_L1 : tf_norm (strip [] ([E; E; T; F; F; E; F]) [(1, 0)]) (s35_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c5_R : rmoves (s58_board 0 1 1) = [strip [(1, 1)] ([T; E; F; T; F; E]) []].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c5_R1 : tf_norm (strip [(1, 1)] ([T; E; F; T; F; E]) []) (s82_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b==1 && c==1 *)
Lemma s58_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s58_board 0 1 1 -> fst (s58_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s58_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q2] in Hc |- *.
  rewrite tf_game_eq, (s58_c5_L), (s58_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s58_c5_L1)).
  pose proof (use_s35 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s58_c5_L) ltac:(cbn [In]; left; reflexivity) (s58_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s58_c5_R1)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s58_c5_R) ltac:(cbn [In]; left; reflexivity) (s58_c5_R1))) as Ho1.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s82_p7 Ho1 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s58_c6_L (c : nat) : lmoves (s58_board 0 1 (2 + c)) = [strip [] (E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c6_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s35_board 0 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c6_R (c : nat) : rmoves (s58_board 0 1 (2 + c)) = [strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c6_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E]) []) (s82_board 0 1 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s58_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s58_board 0 1 (2 + c) -> fst (s58_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q2] in Hc |- *.
  rewrite tf_game_eq, (s58_c6_L c), (s58_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s58_c6_L1 c)).
  pose proof (use_s35 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s58_c6_L c) ltac:(cbn [In]; left; reflexivity) (s58_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s58_c6_R1 c)).
  pose proof (use_s82 IH 0 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s58_c6_R c) ltac:(cbn [In]; left; reflexivity) (s58_c6_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s35_p6 Ho0 ltac:(zlia)).
    rewrite (s82_p7 Ho1 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s35_p8 Ho0 ltac:(zlia)).
    rewrite (s82_p7 Ho1 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s35_p9 Ho0 ltac:(zlia)).
    rewrite (s82_p7 Ho1 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b>=2 && c==0: the board of s11 *)
Lemma s58_c7_p3 x (Hs11 : s11_claim x) (b : nat) :
  x = s58_board 0 (2 + b) 0 -> fst (s58_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s58_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q3] in Hc |- *.
  pose proof (Hs11 0 (2 + b) ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s58_c8_L (b : nat) : lmoves (s58_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c8_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]) (s35_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c8_R (b : nat) : rmoves (s58_board 0 (2 + b) 1) = [].
Proof. unfold s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s58_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s58_board 0 (2 + b) 1 -> fst (s58_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s58_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q3] in Hc |- *.
  rewrite tf_game_eq, (s58_c8_L b), (s58_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s58_c8_L1 b)).
  pose proof (use_s35 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s58_c8_L b) ltac:(cbn [In]; left; reflexivity) (s58_c8_L1 b))) as Ho0.
  rewrite (s35_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s58_c9_L (b c : nat) : lmoves (s58_board 0 (2 + b) (2 + c)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, strip. tf_options. Qed.
Lemma s58_c9_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s35_board 0 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c9_R (b c : nat) : rmoves (s58_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s58_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s58_board 0 (2 + b) (2 + c) -> fst (s58_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q3] in Hc |- *.
  rewrite tf_game_eq, (s58_c9_L b c), (s58_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s58_c9_L1 b c)).
  pose proof (use_s35 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s58_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s58_c9_L1 b c))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s35_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s35_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s35_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s35_p14 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b==0 && c==0: the board of s11 *)
Lemma s58_c10_p1 x (Hs11 : s11_claim x) :
  x = s58_board 1 0 0 -> fst (s58_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q1] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s58_c11_L : lmoves (s58_board 1 0 1) = [s89_board 0 1 0 1; strip [] ([T; E; E; F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c11_L2 : tf_norm (strip [] ([T; E; E; F; F; E; F]) [(1, 0)]) (s35_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c11_R : rmoves (s58_board 1 0 1) = [s165_board 1 0 0 0 1].
Proof. unfold s165_board, s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b==0 && c==1 *)
Lemma s58_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s58_board 1 0 1 -> fst (s58_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s58_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q2] in Hc |- *.
  rewrite tf_game_eq, (s58_c11_L), (s58_c11_R); cbn [map].
  pose proof (use_s89 IH 0 1 0 1 (opt_l _ _ _ (s58_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c11_L2)).
  pose proof (use_s35 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s58_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c11_L2))) as Ho1.
  pose proof (use_s165 IH 1 0 0 0 1 (opt_r _ _ _ (s58_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s89_p8 Ho0 ltac:(zlia)).
  rewrite (s35_p15 Ho1 ltac:(zlia)).
  rewrite (s165_p68 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s58_c12_L (c : nat) : lmoves (s58_board 1 0 (2 + c)) = [s89_board 0 1 0 (2 + c); strip [] (T :: E :: E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s35_board 1 0 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c12_R (c : nat) : rmoves (s58_board 1 0 (2 + c)) = [s165_board 1 0 0 0 (2 + c)].
Proof. unfold s165_board, s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b==0 && c>=2 *)
Lemma s58_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s58_board 1 0 (2 + c) -> fst (s58_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q2] in Hc |- *.
  rewrite tf_game_eq, (s58_c12_L c), (s58_c12_R c); cbn [map].
  pose proof (use_s89 IH 0 1 0 (2 + c) (opt_l _ _ _ (s58_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c12_L2 c)).
  pose proof (use_s35 IH 1 0 (1 + c) (opt_norm_l _ _ _ _ _ (s58_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c12_L2 c))) as Ho1.
  pose proof (use_s165 IH 1 0 0 0 (2 + c) (opt_r _ _ _ (s58_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s89_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s35_p2 Ho1 ltac:(zlia)).
    rewrite (s165_p68 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s35_p5 Ho1 ltac:(zlia)).
    rewrite (s165_p68 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s35_p6 Ho1 ltac:(zlia)).
    rewrite (s165_p68 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s35_p15 Ho1 ltac:(zlia)).
    rewrite (s165_p68 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b==1 && c==0: the board of s11 *)
Lemma s58_c13_p4 x (Hs11 : s11_claim x) :
  x = s58_board 1 1 0 -> fst (s58_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s58_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q4] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s58_c14_L : lmoves (s58_board 1 1 1) = [s89_board 0 1 1 1; strip [] ([T; E; E; T; F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c14_L2 : tf_norm (strip [] ([T; E; E; T; F; F; E; F]) [(1, 0)]) (s35_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c14_R : rmoves (s58_board 1 1 1) = [s165_board 1 0 1 0 1].
Proof. unfold s165_board, s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b==1 && c==1 *)
Lemma s58_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s58_board 1 1 1 -> fst (s58_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s58_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q5] in Hc |- *.
  rewrite tf_game_eq, (s58_c14_L), (s58_c14_R); cbn [map].
  pose proof (use_s89 IH 0 1 1 1 (opt_l _ _ _ (s58_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c14_L2)).
  pose proof (use_s35 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s58_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c14_L2))) as Ho1.
  pose proof (use_s165 IH 1 0 1 0 1 (opt_r _ _ _ (s58_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s89_p11 Ho0 ltac:(zlia)).
  rewrite (s35_p16 Ho1 ltac:(zlia)).
  rewrite (s165_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s58_c15_L (c : nat) : lmoves (s58_board 1 1 (2 + c)) = [s89_board 0 1 1 (2 + c); strip [] (T :: E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s35_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c15_R (c : nat) : rmoves (s58_board 1 1 (2 + c)) = [s165_board 1 0 1 0 (2 + c)].
Proof. unfold s165_board, s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s58_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s58_board 1 1 (2 + c) -> fst (s58_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q5] in Hc |- *.
  rewrite tf_game_eq, (s58_c15_L c), (s58_c15_R c); cbn [map].
  pose proof (use_s89 IH 0 1 1 (2 + c) (opt_l _ _ _ (s58_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c15_L2 c)).
  pose proof (use_s35 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s58_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c15_L2 c))) as Ho1.
  pose proof (use_s165 IH 1 0 1 0 (2 + c) (opt_r _ _ _ (s58_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s89_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s35_p7 Ho1 ltac:(zlia)).
    rewrite (s165_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s35_p17 Ho1 ltac:(zlia)).
    rewrite (s165_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s35_p18 Ho1 ltac:(zlia)).
    rewrite (s165_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b>=2 && c==0: the board of s11 *)
Lemma s58_c16_p3 x (Hs11 : s11_claim x) (b : nat) :
  x = s58_board 1 (2 + b) 0 -> fst (s58_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s58_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q3] in Hc |- *.
  pose proof (Hs11 1 (2 + b) ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s58_c17_L (b : nat) : lmoves (s58_board 1 (2 + b) 1) = [s89_board 0 1 (2 + b) 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]) (s35_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c17_R (b : nat) : rmoves (s58_board 1 (2 + b) 1) = [].
Proof. unfold s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s58_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s58_board 1 (2 + b) 1 -> fst (s58_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s58_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q3] in Hc |- *.
  rewrite tf_game_eq, (s58_c17_L b), (s58_c17_R b); cbn [map].
  pose proof (use_s89 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s58_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c17_L2 b)).
  pose proof (use_s35 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s58_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c17_L2 b))) as Ho1.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  rewrite (s35_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

