(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s152_c27_L (b c d : nat) : lmoves (s152_board 0 (2 + b) (2 + c) (2 + d)) = [s182_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c27_R (b c d : nat) : rmoves (s152_board 0 (2 + b) (2 + c) (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c27_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s152_c27_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s152_board 0 (2 + b) (2 + c) (2 + d) -> fst (s152_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q12] in Hc |- *.
  rewrite tf_game_eq, (s152_c27_L b c d), (s152_c27_R b c d); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s152_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s152_c27_R1 b c d)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s152_c27_R1 b c d))) as Ho1.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s178_p14 Ho1 ltac:(zlia)).
  rewrite (s178_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c==0 && d==0: the board of s92 *)
Lemma s152_c28_p25 x (Hs92 : s92_claim x) :
  x = s152_board 1 0 0 0 -> fst (s152_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s152_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q25] in Hc |- *.
  pose proof (Hs92 1 0 0 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c==0 && d==1: the board of s92 *)
Lemma s152_c29_p26 x (Hs92 : s92_claim x) :
  x = s152_board 1 0 0 1 -> fst (s152_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s152_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q26] in Hc |- *.
  pose proof (Hs92 1 0 1 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c==0 && d>=2: the board of s92 *)
Lemma s152_c30_p26 x (Hs92 : s92_claim x) (d : nat) :
  x = s152_board 1 0 0 (2 + d) -> fst (s152_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s152_q26] in Hc |- *.
  pose proof (Hs92 1 0 (2 + d) ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s152_c31_L : lmoves (s152_board 1 0 1 0) = [s152_board 0 1 1 0; s167_board 1 0 0 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c31_R : rmoves (s152_board 1 0 1 0) = [s150_board 1 1 0; strip [] ([T; E; F; T; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c31_R2 : tf_norm (strip [] ([T; E; F; T; F; E; F]) [(1, 1)]) (s178_board 1 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c==1 && d==0 *)
Lemma s152_c31_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s152_board 1 0 1 0 -> fst (s152_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s152_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q27] in Hc |- *.
  rewrite tf_game_eq, (s152_c31_L), (s152_c31_R); cbn [map].
  pose proof (use_s152 IH 0 1 1 0 (opt_l _ _ _ (s152_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 0 1 (opt_l _ _ _ (s152_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 1 0 (opt_r _ _ _ (s152_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c31_R2)).
  pose proof (use_s178 IH 1 0 1 0 0 (opt_norm_r _ _ _ _ _ (s152_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c31_R2))) as Ho3.
  rewrite (s152_p14 Ho0 ltac:(zlia)).
  rewrite (s167_p103 Ho1 ltac:(zlia)).
  rewrite (s150_p3 Ho2 ltac:(zlia)).
  rewrite (s178_p31 Ho3 ltac:(zlia)).
  rewrite (s178_p31_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s152_c32_L : lmoves (s152_board 1 0 1 1) = [s152_board 0 1 1 1; s182_board 1 0 1 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c32_R : rmoves (s152_board 1 0 1 1) = [s150_board 1 1 1; strip [] ([T; E; F; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c32_R2 : tf_norm (strip [] ([T; E; F; T; F; T; E; F]) [(1, 1)]) (s178_board 1 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c==1 && d==1 *)
Lemma s152_c32_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s152_board 1 0 1 1 -> fst (s152_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s152_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q8] in Hc |- *.
  rewrite tf_game_eq, (s152_c32_L), (s152_c32_R); cbn [map].
  pose proof (use_s152 IH 0 1 1 1 (opt_l _ _ _ (s152_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 1 0 1 (opt_l _ _ _ (s152_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 1 1 (opt_r _ _ _ (s152_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c32_R2)).
  pose proof (use_s178 IH 1 0 1 1 0 (opt_norm_r _ _ _ _ _ (s152_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c32_R2))) as Ho3.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p28 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p34 Ho3 ltac:(zlia)).
  rewrite (s178_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s152_c33_L (d : nat) : lmoves (s152_board 1 0 1 (2 + d)) = [s152_board 0 1 1 (2 + d); s182_board 1 0 1 (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c33_R (d : nat) : rmoves (s152_board 1 0 1 (2 + d)) = [s150_board 1 1 (2 + d); strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c33_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 0 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s152_c33_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s152_board 1 0 1 (2 + d) -> fst (s152_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q8] in Hc |- *.
  rewrite tf_game_eq, (s152_c33_L d), (s152_c33_R d); cbn [map].
  pose proof (use_s152 IH 0 1 1 (2 + d) (opt_l _ _ _ (s152_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 1 (1 + d) 1 (opt_l _ _ _ (s152_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 1 (2 + d) (opt_r _ _ _ (s152_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c33_R2 d)).
  pose proof (use_s178 IH 1 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c33_R2 d))) as Ho3.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p34 Ho3 ltac:(zlia)).
  rewrite (s178_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s152_c34_L (c : nat) : lmoves (s152_board 1 0 (2 + c) 0) = [s152_board 0 1 (2 + c) 0; s167_board 1 0 (1 + c) 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c34_R (c : nat) : rmoves (s152_board 1 0 (2 + c) 0) = [s150_board 1 (2 + c) 0; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c34_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board 1 0 (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c>=2 && d==0 *)
Lemma s152_c34_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s152_board 1 0 (2 + c) 0 -> fst (s152_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q29] in Hc |- *.
  rewrite tf_game_eq, (s152_c34_L c), (s152_c34_R c); cbn [map].
  pose proof (use_s152 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s152_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 0 1 (opt_l _ _ _ (s152_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + c) 0 (opt_r _ _ _ (s152_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c34_R2 c)).
  pose proof (use_s178 IH 1 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c34_R2 c))) as Ho3.
  rewrite (s152_p15 Ho0 ltac:(zlia)).
  rewrite (s167_p16 Ho1 ltac:(zlia)).
  rewrite (s150_p9 Ho2 ltac:(zlia)).
  rewrite (s178_p36 Ho3 ltac:(zlia)).
  rewrite (s178_p36_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s152_c34_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s152_board 1 0 (2 + c) 0 -> fst (s152_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q31] in Hc |- *.
  rewrite tf_game_eq, (s152_c34_L c), (s152_c34_R c); cbn [map].
  pose proof (use_s152 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s152_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 0 1 (opt_l _ _ _ (s152_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + c) 0 (opt_r _ _ _ (s152_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c34_R2 c)).
  pose proof (use_s178 IH 1 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c34_R2 c))) as Ho3.
  rewrite (s152_p17 Ho0 ltac:(zlia)).
  rewrite (s167_p115 Ho1 ltac:(zlia)).
  rewrite (s150_p6 Ho2 ltac:(zlia)).
  rewrite (s178_p37 Ho3 ltac:(zlia)).
  rewrite (s178_p37_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s152_c34_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s152_board 1 0 (2 + c) 0 -> fst (s152_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q32] in Hc |- *.
  rewrite tf_game_eq, (s152_c34_L c), (s152_c34_R c); cbn [map].
  pose proof (use_s152 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s152_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 0 1 (opt_l _ _ _ (s152_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + c) 0 (opt_r _ _ _ (s152_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c34_R2 c)).
  pose proof (use_s178 IH 1 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c34_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s152_p19 Ho0 ltac:(zlia)).
    rewrite (s167_p119 Ho1 ltac:(zlia)).
    rewrite (s150_p7 Ho2 ltac:(zlia)).
    rewrite (s178_p38 Ho3 ltac:(zlia)).
    rewrite (s178_p38_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s152_p21 Ho0 ltac:(zlia)).
    rewrite (s167_p119 Ho1 ltac:(zlia)).
    rewrite (s150_p7 Ho2 ltac:(zlia)).
    rewrite (s178_p38 Ho3 ltac:(zlia)).
    rewrite (s178_p38_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s152_c35_L (c : nat) : lmoves (s152_board 1 0 (2 + c) 1) = [s152_board 0 1 (2 + c) 1; s182_board 1 0 (2 + c) 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c35_R (c : nat) : rmoves (s152_board 1 0 (2 + c) 1) = [s150_board 1 (2 + c) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]) (s178_board 1 0 (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s152_c35_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s152_board 1 0 (2 + c) 1 -> fst (s152_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s152_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q8] in Hc |- *.
  rewrite tf_game_eq, (s152_c35_L c), (s152_c35_R c); cbn [map].
  pose proof (use_s152 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s152_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 (2 + c) 0 1 (opt_l _ _ _ (s152_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + c) 1 (opt_r _ _ _ (s152_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c35_R2 c)).
  pose proof (use_s178 IH 1 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s152_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c35_R2 c))) as Ho3.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p34 Ho3 ltac:(zlia)).
  rewrite (s178_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s152_c36_L (c d : nat) : lmoves (s152_board 1 0 (2 + c) (2 + d)) = [s152_board 0 1 (2 + c) (2 + d); s182_board 1 0 (2 + c) (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c36_R (c d : nat) : rmoves (s152_board 1 0 (2 + c) (2 + d)) = [s150_board 1 (2 + c) (2 + d); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c36_R2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 0 (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s152_c36_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s152_board 1 0 (2 + c) (2 + d) -> fst (s152_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q8] in Hc |- *.
  rewrite tf_game_eq, (s152_c36_L c d), (s152_c36_R c d); cbn [map].
  pose proof (use_s152 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s152_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 (2 + c) (1 + d) 1 (opt_l _ _ _ (s152_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s152_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c36_R2 c d)).
  pose proof (use_s178 IH 1 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c36_R2 c d))) as Ho3.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p34 Ho3 ltac:(zlia)).
  rewrite (s178_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c==0 && d==0: the board of s92 *)
Lemma s152_c37_p14 x (Hs92 : s92_claim x) :
  x = s152_board 1 1 0 0 -> fst (s152_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s152_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q14] in Hc |- *.
  pose proof (Hs92 1 1 0 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c==0 && d==1: the board of s92 *)
Lemma s152_c38_p33 x (Hs92 : s92_claim x) :
  x = s152_board 1 1 0 1 -> fst (s152_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s152_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q33] in Hc |- *.
  pose proof (Hs92 1 1 1 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c==0 && d>=2: the board of s92 *)
Lemma s152_c39_p33 x (Hs92 : s92_claim x) (d : nat) :
  x = s152_board 1 1 0 (2 + d) -> fst (s152_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s152_q33] in Hc |- *.
  pose proof (Hs92 1 1 (2 + d) ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s152_c40_L : lmoves (s152_board 1 1 1 0) = [s152_board 0 2 1 0; s167_board 1 1 0 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c40_R : rmoves (s152_board 1 1 1 0) = [s187_board 1 1 0; strip [] ([T; E; T; F; T; F; E; F]) [(1, 1)]].
Proof. unfold s152_board, s187_board, strip. tf_options. Qed.
Lemma s152_c40_R2 : tf_norm (strip [] ([T; E; T; F; T; F; E; F]) [(1, 1)]) (s178_board 1 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s152_c40_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s152_board 1 1 1 0 -> fst (s152_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s152_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q34] in Hc |- *.
  rewrite tf_game_eq, (s152_c40_L), (s152_c40_R); cbn [map].
  pose proof (use_s152 IH 0 2 1 0 (opt_l _ _ _ (s152_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 0 1 (opt_l _ _ _ (s152_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 1 0 (opt_r _ _ _ (s152_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c40_R2)).
  pose proof (use_s178 IH 1 1 1 0 0 (opt_norm_r _ _ _ _ _ (s152_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c40_R2))) as Ho3.
  rewrite (s152_p23 Ho0 ltac:(zlia)).
  rewrite (s167_p120 Ho1 ltac:(zlia)).
  rewrite (s187_p3 Ho2 ltac:(zlia)).
  rewrite (s178_p42 Ho3 ltac:(zlia)).
  rewrite (s178_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s152_c41_L : lmoves (s152_board 1 1 1 1) = [s152_board 0 2 1 1; s182_board 1 1 1 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c41_R : rmoves (s152_board 1 1 1 1) = [s187_board 1 1 1; strip [] ([T; E; T; F; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s152_board, s187_board, strip. tf_options. Qed.
Lemma s152_c41_R2 : tf_norm (strip [] ([T; E; T; F; T; F; T; E; F]) [(1, 1)]) (s178_board 1 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s152_c41_p36 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s152_board 1 1 1 1 -> fst (s152_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s152_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q36] in Hc |- *.
  rewrite tf_game_eq, (s152_c41_L), (s152_c41_R); cbn [map].
  pose proof (use_s152 IH 0 2 1 1 (opt_l _ _ _ (s152_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 1 0 1 (opt_l _ _ _ (s152_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 1 1 (opt_r _ _ _ (s152_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c41_R2)).
  pose proof (use_s178 IH 1 1 1 1 0 (opt_norm_r _ _ _ _ _ (s152_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c41_R2))) as Ho3.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p59 Ho1 ltac:(zlia)).
  rewrite (s187_p3 Ho2 ltac:(zlia)).
  rewrite (s178_p44 Ho3 ltac:(zlia)).
  rewrite (s178_p44_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s152_c42_L (d : nat) : lmoves (s152_board 1 1 1 (2 + d)) = [s152_board 0 2 1 (2 + d); s182_board 1 1 1 (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c42_R (d : nat) : rmoves (s152_board 1 1 1 (2 + d)) = [s187_board 1 1 (2 + d); strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s152_board, s187_board, strip. tf_options. Qed.
Lemma s152_c42_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 1 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s152_c42_p36 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s152_board 1 1 1 (2 + d) -> fst (s152_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q36] in Hc |- *.
  rewrite tf_game_eq, (s152_c42_L d), (s152_c42_R d); cbn [map].
  pose proof (use_s152 IH 0 2 1 (2 + d) (opt_l _ _ _ (s152_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s152_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 1 (2 + d) (opt_r _ _ _ (s152_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c42_R2 d)).
  pose proof (use_s178 IH 1 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c42_R2 d))) as Ho3.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p60 Ho1 ltac:(zlia)).
  rewrite (s187_p3 Ho2 ltac:(zlia)).
  rewrite (s178_p44 Ho3 ltac:(zlia)).
  rewrite (s178_p44_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s152_c43_L (c : nat) : lmoves (s152_board 1 1 (2 + c) 0) = [s152_board 0 2 (2 + c) 0; s167_board 1 1 (1 + c) 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c43_R (c : nat) : rmoves (s152_board 1 1 (2 + c) 0) = [s187_board 1 (2 + c) 0; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s152_board, s187_board, strip. tf_options. Qed.
Lemma s152_c43_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board 1 1 (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s152_c43_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s152_board 1 1 (2 + c) 0 -> fst (s152_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q37] in Hc |- *.
  rewrite tf_game_eq, (s152_c43_L c), (s152_c43_R c); cbn [map].
  pose proof (use_s152 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s152_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s152_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + c) 0 (opt_r _ _ _ (s152_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c43_R2 c)).
  pose proof (use_s178 IH 1 1 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c43_R2 c))) as Ho3.
  rewrite (s152_p15 Ho0 ltac:(zlia)).
  rewrite (s167_p123 Ho1 ltac:(zlia)).
  rewrite (s187_p5 Ho2 ltac:(zlia)).
  rewrite (s178_p46 Ho3 ltac:(zlia)).
  rewrite (s178_p46_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c43_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s152_board 1 1 (2 + c) 0 -> fst (s152_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q38] in Hc |- *.
  rewrite tf_game_eq, (s152_c43_L c), (s152_c43_R c); cbn [map].
  pose proof (use_s152 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s152_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s152_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + c) 0 (opt_r _ _ _ (s152_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c43_R2 c)).
  pose proof (use_s178 IH 1 1 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c43_R2 c))) as Ho3.
  rewrite (s152_p17 Ho0 ltac:(zlia)).
  rewrite (s167_p128 Ho1 ltac:(zlia)).
  rewrite (s187_p7 Ho2 ltac:(zlia)).
  rewrite (s178_p47 Ho3 ltac:(zlia)).
  rewrite (s178_p47_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c43_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s152_board 1 1 (2 + c) 0 -> fst (s152_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q40] in Hc |- *.
  rewrite tf_game_eq, (s152_c43_L c), (s152_c43_R c); cbn [map].
  pose proof (use_s152 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s152_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s152_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + c) 0 (opt_r _ _ _ (s152_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c43_R2 c)).
  pose proof (use_s178 IH 1 1 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c43_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s152_p19 Ho0 ltac:(zlia)).
    rewrite (s167_p131 Ho1 ltac:(zlia)).
    rewrite (s187_p8 Ho2 ltac:(zlia)).
    rewrite (s178_p48 Ho3 ltac:(zlia)).
    rewrite (s178_p48_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s152_p21 Ho0 ltac:(zlia)).
    rewrite (s167_p131 Ho1 ltac:(zlia)).
    rewrite (s187_p8 Ho2 ltac:(zlia)).
    rewrite (s178_p48 Ho3 ltac:(zlia)).
    rewrite (s178_p48_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s152_c44_L (c : nat) : lmoves (s152_board 1 1 (2 + c) 1) = [s152_board 0 2 (2 + c) 1; s182_board 1 1 (2 + c) 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c44_R (c : nat) : rmoves (s152_board 1 1 (2 + c) 1) = [s187_board 1 (2 + c) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s152_board, s187_board, strip. tf_options. Qed.
Lemma s152_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]) (s178_board 1 1 (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s152_c44_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s152_board 1 1 (2 + c) 1 -> fst (s152_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s152_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q36] in Hc |- *.
  rewrite tf_game_eq, (s152_c44_L c), (s152_c44_R c); cbn [map].
  pose proof (use_s152 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s152_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 (2 + c) 0 1 (opt_l _ _ _ (s152_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + c) 1 (opt_r _ _ _ (s152_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c44_R2 c)).
  pose proof (use_s178 IH 1 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s152_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c44_R2 c))) as Ho3.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p59 Ho1 ltac:(zlia)).
  rewrite (s187_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p44 Ho3 ltac:(zlia)).
  rewrite (s178_p44_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s152_c45_L (c d : nat) : lmoves (s152_board 1 1 (2 + c) (2 + d)) = [s152_board 0 2 (2 + c) (2 + d); s182_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c45_R (c d : nat) : rmoves (s152_board 1 1 (2 + c) (2 + d)) = [s187_board 1 (2 + c) (2 + d); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s152_board, s187_board, strip. tf_options. Qed.
Lemma s152_c45_R2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 1 (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s152_c45_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s152_board 1 1 (2 + c) (2 + d) -> fst (s152_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q36] in Hc |- *.
  rewrite tf_game_eq, (s152_c45_L c d), (s152_c45_R c d); cbn [map].
  pose proof (use_s152 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s152_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s152_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s152_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c45_R2 c d)).
  pose proof (use_s178 IH 1 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c45_R2 c d))) as Ho3.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p60 Ho1 ltac:(zlia)).
  rewrite (s187_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p44 Ho3 ltac:(zlia)).
  rewrite (s178_p44_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c==0 && d==0: the board of s92 *)
Lemma s152_c46_p41 x (Hs92 : s92_claim x) (b : nat) :
  x = s152_board 1 (2 + b) 0 0 -> fst (s152_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s152_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q41] in Hc |- *.
  pose proof (Hs92 1 (2 + b) 0 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c==0 && d==1: the board of s92 *)
Lemma s152_c47_p13 x (Hs92 : s92_claim x) (b : nat) :
  x = s152_board 1 (2 + b) 0 1 -> fst (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q13] in Hc |- *.
  pose proof (Hs92 1 (2 + b) 1 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c==0 && d>=2: the board of s92 *)
Lemma s152_c48_p13 x (Hs92 : s92_claim x) (b d : nat) :
  x = s152_board 1 (2 + b) 0 (2 + d) -> fst (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s152_q13] in Hc |- *.
  pose proof (Hs92 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s152_c49_L (b : nat) : lmoves (s152_board 1 (2 + b) 1 0) = [s152_board 0 (3 + b) 1 0; s167_board 1 (2 + b) 0 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c49_R (b : nat) : rmoves (s152_board 1 (2 + b) 1 0) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c49_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]) (s178_board 1 (2 + b) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s152_c49_p42 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s152_board 1 (2 + b) 1 0 -> fst (s152_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s152_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q42] in Hc |- *.
  rewrite tf_game_eq, (s152_c49_L b), (s152_c49_R b); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s152_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) 0 0 1 (opt_l _ _ _ (s152_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c49_R1 b)).
  pose proof (use_s178 IH 1 (2 + b) 1 0 0 (opt_norm_r _ _ _ _ _ (s152_c49_R b) ltac:(cbn [In]; left; reflexivity) (s152_c49_R1 b))) as Ho2.
  rewrite (s152_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s167_p94 Ho1 ltac:(zlia)).
    rewrite (s178_p26 Ho2 ltac:(zlia)).
    rewrite (s178_p26_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s167_p133 Ho1 ltac:(zlia)).
    rewrite (s178_p51 Ho2 ltac:(zlia)).
    rewrite (s178_p51_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s167_p136 Ho1 ltac:(zlia)).
    rewrite (s178_p53 Ho2 ltac:(zlia)).
    rewrite (s178_p53_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s152_c50_L (b : nat) : lmoves (s152_board 1 (2 + b) 1 1) = [s152_board 0 (3 + b) 1 1; s182_board 1 (2 + b) 1 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c50_R (b : nat) : rmoves (s152_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; F]) [(1, 1)]) (s178_board 1 (2 + b) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s152_c50_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s152_board 1 (2 + b) 1 1 -> fst (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q13] in Hc |- *.
  rewrite tf_game_eq, (s152_c50_L b), (s152_c50_R b); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s152_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) 1 0 1 (opt_l _ _ _ (s152_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c50_R1 b)).
  pose proof (use_s178 IH 1 (2 + b) 1 1 0 (opt_norm_r _ _ _ _ _ (s152_c50_R b) ltac:(cbn [In]; left; reflexivity) (s152_c50_R1 b))) as Ho2.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p18 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s152_c51_L (b d : nat) : lmoves (s152_board 1 (2 + b) 1 (2 + d)) = [s152_board 0 (3 + b) 1 (2 + d); s182_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c51_R (b d : nat) : rmoves (s152_board 1 (2 + b) 1 (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c51_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 (2 + b) 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s152_c51_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s152_board 1 (2 + b) 1 (2 + d) -> fst (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q13] in Hc |- *.
  rewrite tf_game_eq, (s152_c51_L b d), (s152_c51_R b d); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s152_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s152_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c51_R1 b d)).
  pose proof (use_s178 IH 1 (2 + b) 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c51_R b d) ltac:(cbn [In]; left; reflexivity) (s152_c51_R1 b d))) as Ho2.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s152_c52_L (b c : nat) : lmoves (s152_board 1 (2 + b) (2 + c) 0) = [s152_board 0 (3 + b) (2 + c) 0; s167_board 1 (2 + b) (1 + c) 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c52_R (b c : nat) : rmoves (s152_board 1 (2 + b) (2 + c) 0) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c52_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s152_c52_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s152_board 1 (2 + b) (2 + c) 0 -> fst (s152_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q18] in Hc |- *.
  rewrite tf_game_eq, (s152_c52_L b c), (s152_c52_R b c); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s152_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s152_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c52_R1 b c)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c52_R b c) ltac:(cbn [In]; left; reflexivity) (s152_c52_R1 b c))) as Ho2.
  rewrite (s152_p17 Ho0 ltac:(zlia)).
  rewrite (s167_p72 Ho1 ltac:(zlia)).
  rewrite (s178_p20 Ho2 ltac:(zlia)).
  rewrite (s178_p20_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c52_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s152_board 1 (2 + b) (2 + c) 0 -> fst (s152_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q20] in Hc |- *.
  rewrite tf_game_eq, (s152_c52_L b c), (s152_c52_R b c); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s152_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s152_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c52_R1 b c)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c52_R b c) ltac:(cbn [In]; left; reflexivity) (s152_c52_R1 b c))) as Ho2.
  rewrite (s152_p19 Ho0 ltac:(zlia)).
  rewrite (s167_p78 Ho1 ltac:(zlia)).
  rewrite (s178_p22 Ho2 ltac:(zlia)).
  rewrite (s178_p22_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c52_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s152_board 1 (2 + b) (2 + c) 0 -> fst (s152_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q22] in Hc |- *.
  rewrite tf_game_eq, (s152_c52_L b c), (s152_c52_R b c); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s152_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s152_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c52_R1 b c)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c52_R b c) ltac:(cbn [In]; left; reflexivity) (s152_c52_R1 b c))) as Ho2.
  rewrite (s152_p21 Ho0 ltac:(zlia)).
  rewrite (s167_p84 Ho1 ltac:(zlia)).
  rewrite (s178_p52 Ho2 ltac:(zlia)).
  rewrite (s178_p52_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c52_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s152_board 1 (2 + b) (2 + c) 0 -> fst (s152_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q35] in Hc |- *.
  rewrite tf_game_eq, (s152_c52_L b c), (s152_c52_R b c); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s152_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s152_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c52_R1 b c)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c52_R b c) ltac:(cbn [In]; left; reflexivity) (s152_c52_R1 b c))) as Ho2.
  rewrite (s152_p15 Ho0 ltac:(zlia)).
  rewrite (s167_p51 Ho1 ltac:(zlia)).
  rewrite (s178_p18 Ho2 ltac:(zlia)).
  rewrite (s178_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c53_L (b c : nat) : lmoves (s152_board 1 (2 + b) (2 + c) 1) = [s152_board 0 (3 + b) (2 + c) 1; s182_board 1 (2 + b) (2 + c) 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c53_R (b c : nat) : rmoves (s152_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s152_c53_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s152_board 1 (2 + b) (2 + c) 1 -> fst (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q13] in Hc |- *.
  rewrite tf_game_eq, (s152_c53_L b c), (s152_c53_R b c); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s152_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s152_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c53_R1 b c)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s152_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s152_c53_R1 b c))) as Ho2.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s152_c54_L (b c d : nat) : lmoves (s152_board 1 (2 + b) (2 + c) (2 + d)) = [s152_board 0 (3 + b) (2 + c) (2 + d); s182_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c54_R (b c d : nat) : rmoves (s152_board 1 (2 + b) (2 + c) (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c54_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s152_c54_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s152_board 1 (2 + b) (2 + c) (2 + d) -> fst (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q13] in Hc |- *.
  rewrite tf_game_eq, (s152_c54_L b c d), (s152_c54_R b c d); cbn [map].
  pose proof (use_s152 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s152_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s152_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c54_R1 b c d)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s152_c54_R1 b c d))) as Ho2.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b==0 && c==0 && d==0: the board of s92 *)
Lemma s152_c55_p9 x (Hs92 : s92_claim x) (a : nat) :
  x = s152_board (2 + a) 0 0 0 -> fst (s152_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s152_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q9] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s152_c55_p51 x (Hs92 : s92_claim x) (a : nat) :
  x = s152_board (2 + a) 0 0 0 -> fst (s152_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s152_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q51] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s152_c55_p59 x (Hs92 : s92_claim x) (a : nat) :
  x = s152_board (2 + a) 0 0 0 -> fst (s152_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s152_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q59] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s152_c55_p64 x (Hs92 : s92_claim x) (a : nat) :
  x = s152_board (2 + a) 0 0 0 -> fst (s152_q64 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s152_q64 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q64] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b==0 && c==0 && d==1: the board of s92 *)
Lemma s152_c56_p43 x (Hs92 : s92_claim x) (a : nat) :
  x = s152_board (2 + a) 0 0 1 -> fst (s152_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s152_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q43] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 1 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s152_c56_p52 x (Hs92 : s92_claim x) (a : nat) :
  x = s152_board (2 + a) 0 0 1 -> fst (s152_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s152_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q52] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 1 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s152_c56_p60 x (Hs92 : s92_claim x) (a : nat) :
  x = s152_board (2 + a) 0 0 1 -> fst (s152_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s152_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q60] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 1 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s152_c56_p65 x (Hs92 : s92_claim x) (a : nat) :
  x = s152_board (2 + a) 0 0 1 -> fst (s152_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s152_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s152_q65] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 1 ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b==0 && c==0 && d>=2: the board of s92 *)
Lemma s152_c57_p43 x (Hs92 : s92_claim x) (a d : nat) :
  x = s152_board (2 + a) 0 0 (2 + d) -> fst (s152_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s152_q43] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s152_c57_p52 x (Hs92 : s92_claim x) (a d : nat) :
  x = s152_board (2 + a) 0 0 (2 + d) -> fst (s152_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s152_q52] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s152_c57_p60 x (Hs92 : s92_claim x) (a d : nat) :
  x = s152_board (2 + a) 0 0 (2 + d) -> fst (s152_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s152_q60] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s152_c57_p65 x (Hs92 : s92_claim x) (a d : nat) :
  x = s152_board (2 + a) 0 0 (2 + d) -> fst (s152_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s152_q65] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s152_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s152_c58_L (a : nat) : lmoves (s152_board (2 + a) 0 1 0) = [s152_board (1 + a) 1 1 0; s167_board (2 + a) 0 0 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c58_R (a : nat) : rmoves (s152_board (2 + a) 0 1 0) = [s150_board (2 + a) 1 0; strip [] (repeat T (2 + a) ++ [E; F; T; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c58_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; F; E; F]) [(1, 1)]) (s178_board (2 + a) 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b==0 && c==1 && d==0 *)
Lemma s152_c58_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s152_board (2 + a) 0 1 0 -> fst (s152_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s152_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q30] in Hc |- *.
  rewrite tf_game_eq, (s152_c58_L a), (s152_c58_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 1 1 0 (opt_l _ _ _ (s152_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 0 0 1 (opt_l _ _ _ (s152_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 1 0 (opt_r _ _ _ (s152_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c58_R2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 0 0 (opt_norm_r _ _ _ _ _ (s152_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c58_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s152_p34 Ho0 ltac:(zlia)).
    rewrite (s167_p140 Ho1 ltac:(zlia)).
    rewrite (s150_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p56 Ho3 ltac:(zlia)).
    rewrite (s178_p56_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s152_p39 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s167_p141 Ho1 ltac:(zlia)).
      rewrite (s150_p15 Ho2 ltac:(zlia)).
      rewrite (s178_p72 Ho3 ltac:(zlia)).
      rewrite (s178_p72_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s167_p193 Ho1 ltac:(zlia)).
      rewrite (s150_p18 Ho2 ltac:(zlia)).
      rewrite (s178_p86 Ho3 ltac:(zlia)).
      rewrite (s178_p86_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s167_p202 Ho1 ltac:(zlia)).
      rewrite (s150_p18 Ho2 ltac:(zlia)).
      assert (Hp3 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
      destruct Hp3 as [Hp3|[Hp3|Hp3]].
      {
        rewrite (s178_p97 Ho3 ltac:(zlia)).
        rewrite (s178_p97_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
      {
        rewrite (s178_p103 Ho3 ltac:(zlia)).
        rewrite (s178_p103_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
      {
        rewrite (s178_p106 Ho3 ltac:(zlia)).
        rewrite (s178_p106_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
    }
  }
Qed.

Lemma s152_c59_L (a : nat) : lmoves (s152_board (2 + a) 0 1 1) = [s152_board (1 + a) 1 1 1; s182_board (2 + a) 0 1 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c59_R (a : nat) : rmoves (s152_board (2 + a) 0 1 1) = [s150_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) [(1, 1)]) (s178_board (2 + a) 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b==0 && c==1 && d==1 *)
Lemma s152_c59_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s152_board (2 + a) 0 1 1 -> fst (s152_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s152_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q44] in Hc |- *.
  rewrite tf_game_eq, (s152_c59_L a), (s152_c59_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 1 1 1 (opt_l _ _ _ (s152_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 0 1 0 1 (opt_l _ _ _ (s152_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 1 1 (opt_r _ _ _ (s152_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c59_R2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 1 0 (opt_norm_r _ _ _ _ _ (s152_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c59_R2 a))) as Ho3.
  rewrite (s152_p36 Ho0 ltac:(zlia)).
  rewrite (s182_p74 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p29 Ho3 ltac:(zlia)).
  rewrite (s178_p29_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s152_c59_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s152_board (2 + a) 0 1 1 -> fst (s152_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s152_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q53] in Hc |- *.
  rewrite tf_game_eq, (s152_c59_L a), (s152_c59_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 1 1 1 (opt_l _ _ _ (s152_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 0 1 0 1 (opt_l _ _ _ (s152_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 1 1 (opt_r _ _ _ (s152_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c59_R2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 1 0 (opt_norm_r _ _ _ _ _ (s152_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c59_R2 a))) as Ho3.
  rewrite (s152_p16 Ho0 ltac:(zlia)).
  rewrite (s182_p93 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p74 Ho3 ltac:(zlia)).
  rewrite (s178_p74_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c59_p61 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s152_board (2 + a) 0 1 1 -> fst (s152_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s152_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q61] in Hc |- *.
  rewrite tf_game_eq, (s152_c59_L a), (s152_c59_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 1 1 1 (opt_l _ _ _ (s152_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 0 1 0 1 (opt_l _ _ _ (s152_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 1 1 (opt_r _ _ _ (s152_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c59_R2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 1 0 (opt_norm_r _ _ _ _ _ (s152_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c59_R2 a))) as Ho3.
  rewrite (s152_p56 Ho0 ltac:(zlia)).
  rewrite (s182_p112 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p88 Ho3 ltac:(zlia)).
  rewrite (s178_p88_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c60_L (a d : nat) : lmoves (s152_board (2 + a) 0 1 (2 + d)) = [s152_board (1 + a) 1 1 (2 + d); s182_board (2 + a) 0 1 (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c60_R (a d : nat) : rmoves (s152_board (2 + a) 0 1 (2 + d)) = [s150_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, s152_board, strip. tf_options. Qed.
Lemma s152_c60_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) 0 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s152_c60_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s152_board (2 + a) 0 1 (2 + d) -> fst (s152_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q44] in Hc |- *.
  rewrite tf_game_eq, (s152_c60_L a d), (s152_c60_R a d); cbn [map].
  pose proof (use_s152 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s152_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 0 1 (1 + d) 1 (opt_l _ _ _ (s152_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s152_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c60_R2 a d)).
  pose proof (use_s178 IH (2 + a) 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c60_R2 a d))) as Ho3.
  rewrite (s152_p36 Ho0 ltac:(zlia)).
  rewrite (s182_p74 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p29 Ho3 ltac:(zlia)).
  rewrite (s178_p29_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s152_c60_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s152_board (2 + a) 0 1 (2 + d) -> fst (s152_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q53] in Hc |- *.
  rewrite tf_game_eq, (s152_c60_L a d), (s152_c60_R a d); cbn [map].
  pose proof (use_s152 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s152_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 0 1 (1 + d) 1 (opt_l _ _ _ (s152_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s152_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c60_R2 a d)).
  pose proof (use_s178 IH (2 + a) 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c60_R2 a d))) as Ho3.
  rewrite (s152_p16 Ho0 ltac:(zlia)).
  rewrite (s182_p93 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p74 Ho3 ltac:(zlia)).
  rewrite (s178_p74_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c60_p61 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s152_board (2 + a) 0 1 (2 + d) -> fst (s152_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q61] in Hc |- *.
  rewrite tf_game_eq, (s152_c60_L a d), (s152_c60_R a d); cbn [map].
  pose proof (use_s152 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s152_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 0 1 (1 + d) 1 (opt_l _ _ _ (s152_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s152_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s152_c60_R2 a d)).
  pose proof (use_s178 IH (2 + a) 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s152_c60_R2 a d))) as Ho3.
  rewrite (s152_p56 Ho0 ltac:(zlia)).
  rewrite (s182_p112 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s178_p88 Ho3 ltac:(zlia)).
  rewrite (s178_p88_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

