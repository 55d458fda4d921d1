(* A part of the proof in tf_one_frog_b3.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b==3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_b3_base tf_one_frog_b3_values1.


Lemma s8_c41_L : lmoves (s8_board 1 1 1 1) = [s8_board 0 2 1 1; s6_board 1 2 1; s7_board 1 1 2].
Proof. unfold s6_board, s7_board, s8_board. tf_options. Qed.
Lemma s8_c41_R : rmoves (s8_board 1 1 1 1) = [strip [] ([T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c41_R1 : tf_norm (strip [] ([T; E; T; E; T; F]) [(1, 1)]) (s4_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s8_c41_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 1 1 1 1 -> fst (s8_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c41_L), (s8_c41_R); cbn [map].
  pose proof (use_s8 IH 0 2 1 1 (opt_l _ _ _ (s8_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 1 2 1 (opt_l _ _ _ (s8_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 1 2 (opt_l _ _ _ (s8_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s8_c41_R1)).
  pose proof (use_s4 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s8_c41_R) ltac:(cbn [In]; left; reflexivity) (s8_c41_R1))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s6_p10 Ho1 ltac:(zlia)).
  rewrite (s7_p2 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  rewrite (s4_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c42_L (d : nat) : lmoves (s8_board 1 1 1 (2 + d)) = [s8_board 0 2 1 (2 + d); s6_board 1 2 (2 + d); s7_board 1 1 (3 + d)].
Proof. unfold s6_board, s7_board, s8_board. tf_options. Qed.
Lemma s8_c42_R (d : nat) : rmoves (s8_board 1 1 1 (2 + d)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s8_c42_p18 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s8_board 1 1 1 (2 + d) -> fst (s8_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c42_L d), (s8_c42_R d); cbn [map].
  pose proof (use_s8 IH 0 2 1 (2 + d) (opt_l _ _ _ (s8_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 1 2 (2 + d) (opt_l _ _ _ (s8_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 1 (3 + d) (opt_l _ _ _ (s8_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  rewrite (s6_p4 Ho1 ltac:(zlia)).
  rewrite (s7_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s8_c43_L (c : nat) : lmoves (s8_board 1 1 (2 + c) 0) = [s8_board 0 2 (2 + c) 0; s6_board 1 (3 + c) 0; s8_board 1 1 (1 + c) 1].
Proof. unfold s6_board, s8_board. tf_options. Qed.
Lemma s8_c43_R (c : nat) : rmoves (s8_board 1 1 (2 + c) 0) = [s4_board 1 1 (2 + c)].
Proof. unfold s4_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s8_c43_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s8_board 1 1 (2 + c) 0 -> fst (s8_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s8_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c43_L c), (s8_c43_R c); cbn [map].
  pose proof (use_s8 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s8_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 1 (3 + c) 0 (opt_l _ _ _ (s8_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s8_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s4 IH 1 1 (2 + c) (opt_r _ _ _ (s8_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s6_p11 Ho1 ltac:(zlia)).
  rewrite (s8_p10 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c44_L (c : nat) : lmoves (s8_board 1 1 (2 + c) 1) = [s8_board 0 2 (2 + c) 1; s6_board 1 (3 + c) 1; s8_board 1 1 (1 + c) 2].
Proof. unfold s6_board, s8_board. tf_options. Qed.
Lemma s8_c44_R (c : nat) : rmoves (s8_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s4_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s8_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s8_board 1 1 (2 + c) 1 -> fst (s8_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c44_L c), (s8_c44_R c); cbn [map].
  pose proof (use_s8 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s8_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 1 (3 + c) 1 (opt_l _ _ _ (s8_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s8_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s8_c44_R1 c)).
  pose proof (use_s4 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s8_c44_R c) ltac:(cbn [In]; left; reflexivity) (s8_c44_R1 c))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s6_p10 Ho1 ltac:(zlia)).
  rewrite (s8_p18 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  rewrite (s4_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c45_L (c d : nat) : lmoves (s8_board 1 1 (2 + c) (2 + d)) = [s8_board 0 2 (2 + c) (2 + d); s6_board 1 (3 + c) (2 + d); s8_board 1 1 (1 + c) (3 + d)].
Proof. unfold s6_board, s8_board. tf_options. Qed.
Lemma s8_c45_R (c d : nat) : rmoves (s8_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s8_c45_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s8_board 1 1 (2 + c) (2 + d) -> fst (s8_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c45_L c d), (s8_c45_R c d); cbn [map].
  pose proof (use_s8 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s8_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s8_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s8_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  rewrite (s6_p4 Ho1 ltac:(zlia)).
  rewrite (s8_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s7 *)
Lemma s8_c46_p12 x (Hs7 : s7_claim x) (b : nat) :
  x = s8_board 1 (2 + b) 0 0 -> fst (s8_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q12] in Hc |- *.
  pose proof (Hs7 1 (2 + b) 0 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s7 *)
Lemma s8_c47_p24 x (Hs7 : s7_claim x) (b : nat) :
  x = s8_board 1 (2 + b) 0 1 -> fst (s8_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q24] in Hc |- *.
  pose proof (Hs7 1 (2 + b) 1 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s7 *)
Lemma s8_c48_p25 x (Hs7 : s7_claim x) (b d : nat) :
  x = s8_board 1 (2 + b) 0 (2 + d) -> fst (s8_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q25] in Hc |- *.
  pose proof (Hs7 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c49_L (b : nat) : lmoves (s8_board 1 (2 + b) 1 0) = [s8_board 0 (3 + b) 1 0; s8_board 1 (1 + b) 2 0; s7_board 1 (2 + b) 1].
Proof. unfold s7_board, s8_board. tf_options. Qed.
Lemma s8_c49_R (b : nat) : rmoves (s8_board 1 (2 + b) 1 0) = [s4_board 1 (2 + b) 1].
Proof. unfold s4_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s8_c49_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 1 (2 + b) 1 0 -> fst (s8_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q15] in Hc |- *.
  rewrite tf_game_eq, (s8_c49_L b), (s8_c49_R b); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s8_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s8_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 (2 + b) 1 (opt_l _ _ _ (s8_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s4 IH 1 (2 + b) 1 (opt_r _ _ _ (s8_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p15 Ho0 ltac:(zlia)).
  rewrite (s8_p11 Ho1 ltac:(zlia)).
  rewrite (s7_p3 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c50_L (b : nat) : lmoves (s8_board 1 (2 + b) 1 1) = [s8_board 0 (3 + b) 1 1; s8_board 1 (1 + b) 2 1; s7_board 1 (2 + b) 2].
Proof. unfold s7_board, s8_board. tf_options. Qed.
Lemma s8_c50_R (b : nat) : rmoves (s8_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s4_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s8_c50_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 1 (2 + b) 1 1 -> fst (s8_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c50_L b), (s8_c50_R b); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s8_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s8_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 (2 + b) 2 (opt_l _ _ _ (s8_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s8_c50_R1 b)).
  pose proof (use_s4 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s8_c50_R b) ltac:(cbn [In]; left; reflexivity) (s8_c50_R1 b))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s8_p10 Ho1 ltac:(zlia)).
  rewrite (s7_p2 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  rewrite (s4_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c51_L (b d : nat) : lmoves (s8_board 1 (2 + b) 1 (2 + d)) = [s8_board 0 (3 + b) 1 (2 + d); s8_board 1 (1 + b) 2 (2 + d); s7_board 1 (2 + b) (3 + d)].
Proof. unfold s7_board, s8_board. tf_options. Qed.
Lemma s8_c51_R (b d : nat) : rmoves (s8_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s8_c51_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s8_board 1 (2 + b) 1 (2 + d) -> fst (s8_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c51_L b d), (s8_c51_R b d); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s8_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s8_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s8_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  rewrite (s8_p18 Ho1 ltac:(zlia)).
  rewrite (s7_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s8_c52_L (b c : nat) : lmoves (s8_board 1 (2 + b) (2 + c) 0) = [s8_board 0 (3 + b) (2 + c) 0; s8_board 1 (1 + b) (3 + c) 0; s8_board 1 (2 + b) (1 + c) 1].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c52_R (b c : nat) : rmoves (s8_board 1 (2 + b) (2 + c) 0) = [s4_board 1 (2 + b) (2 + c)].
Proof. unfold s4_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s8_c52_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s8_board 1 (2 + b) (2 + c) 0 -> fst (s8_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s8_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c52_L b c), (s8_c52_R b c); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s8_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s8_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s8_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s4 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s8_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s8_p11 Ho1 ltac:(zlia)).
  rewrite (s8_p10 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c53_L (b c : nat) : lmoves (s8_board 1 (2 + b) (2 + c) 1) = [s8_board 0 (3 + b) (2 + c) 1; s8_board 1 (1 + b) (3 + c) 1; s8_board 1 (2 + b) (1 + c) 2].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c53_R (b c : nat) : rmoves (s8_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s4_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s8_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s8_board 1 (2 + b) (2 + c) 1 -> fst (s8_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c53_L b c), (s8_c53_R b c); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s8_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s8_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s8_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s8_c53_R1 b c)).
  pose proof (use_s4 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s8_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s8_c53_R1 b c))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s8_p10 Ho1 ltac:(zlia)).
  rewrite (s8_p18 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  rewrite (s4_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c54_L (b c d : nat) : lmoves (s8_board 1 (2 + b) (2 + c) (2 + d)) = [s8_board 0 (3 + b) (2 + c) (2 + d); s8_board 1 (1 + b) (3 + c) (2 + d); s8_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c54_R (b c d : nat) : rmoves (s8_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s8_c54_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s8_board 1 (2 + b) (2 + c) (2 + d) -> fst (s8_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c54_L b c d), (s8_c54_R b c d); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s8_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s8_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s8_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  rewrite (s8_p18 Ho1 ltac:(zlia)).
  rewrite (s8_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s5 *)
Lemma s8_c55_p20 x (Hs5 : s5_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 0 -> fst (s8_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q20] in Hc |- *.
  pose proof (Hs5 (2 + a) 0 ltac:(rewrite Hx; unfold s8_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s5 *)
Lemma s8_c56_p21 x (Hs5 : s5_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 1 -> fst (s8_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q21] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 ltac:(rewrite Hx; unfold s8_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s5 *)
Lemma s8_c57_p17 x (Hs5 : s5_claim x) (a d : nat) :
  x = s8_board (2 + a) 0 0 (2 + d) -> fst (s8_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q17] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s8_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s6 *)
Lemma s8_c58_p4 x (Hs6 : s6_claim x) (a : nat) :
  x = s8_board (2 + a) 0 1 0 -> fst (s8_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q4] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 0 ltac:(rewrite Hx; unfold s8_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s6 *)
Lemma s8_c59_p10 x (Hs6 : s6_claim x) (a : nat) :
  x = s8_board (2 + a) 0 1 1 -> fst (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q10] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 1 ltac:(rewrite Hx; unfold s8_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s6 *)
Lemma s8_c60_p17 x (Hs6 : s6_claim x) (a d : nat) :
  x = s8_board (2 + a) 0 1 (2 + d) -> fst (s8_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q17] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s8_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s6 *)
Lemma s8_c61_p11 x (Hs6 : s6_claim x) (a c : nat) :
  x = s8_board (2 + a) 0 (2 + c) 0 -> fst (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q11] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s8_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s6 *)
Lemma s8_c62_p10 x (Hs6 : s6_claim x) (a c : nat) :
  x = s8_board (2 + a) 0 (2 + c) 1 -> fst (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q10] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s8_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s6 *)
Lemma s8_c63_p17 x (Hs6 : s6_claim x) (a c d : nat) :
  x = s8_board (2 + a) 0 (2 + c) (2 + d) -> fst (s8_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q17] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s8_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s7 *)
Lemma s8_c64_p12 x (Hs7 : s7_claim x) (a : nat) :
  x = s8_board (2 + a) 1 0 0 -> fst (s8_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q12] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 0 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s7 *)
Lemma s8_c65_p24 x (Hs7 : s7_claim x) (a : nat) :
  x = s8_board (2 + a) 1 0 1 -> fst (s8_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q24] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 1 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s7 *)
Lemma s8_c66_p25 x (Hs7 : s7_claim x) (a d : nat) :
  x = s8_board (2 + a) 1 0 (2 + d) -> fst (s8_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q25] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c67_L (a : nat) : lmoves (s8_board (2 + a) 1 1 0) = [s8_board (1 + a) 2 1 0; s6_board (2 + a) 2 0; s7_board (2 + a) 1 1].
Proof. unfold s6_board, s7_board, s8_board. tf_options. Qed.
Lemma s8_c67_R (a : nat) : rmoves (s8_board (2 + a) 1 1 0) = [s4_board (2 + a) 1 1].
Proof. unfold s4_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s8_c67_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 1 0 -> fst (s8_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q15] in Hc |- *.
  rewrite tf_game_eq, (s8_c67_L a), (s8_c67_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 1 0 (opt_l _ _ _ (s8_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) 2 0 (opt_l _ _ _ (s8_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) 1 1 (opt_l _ _ _ (s8_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s4 IH (2 + a) 1 1 (opt_r _ _ _ (s8_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p15 Ho0 ltac:(zlia)).
  rewrite (s6_p11 Ho1 ltac:(zlia)).
  rewrite (s7_p3 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c68_L (a : nat) : lmoves (s8_board (2 + a) 1 1 1) = [s8_board (1 + a) 2 1 1; s6_board (2 + a) 2 1; s7_board (2 + a) 1 2].
Proof. unfold s6_board, s7_board, s8_board. tf_options. Qed.
Lemma s8_c68_R (a : nat) : rmoves (s8_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]) (s4_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s8_c68_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 1 1 -> fst (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c68_L a), (s8_c68_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 1 1 (opt_l _ _ _ (s8_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) 2 1 (opt_l _ _ _ (s8_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) 1 2 (opt_l _ _ _ (s8_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s8_c68_R1 a)).
  pose proof (use_s4 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s8_c68_R a) ltac:(cbn [In]; left; reflexivity) (s8_c68_R1 a))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s6_p10 Ho1 ltac:(zlia)).
  rewrite (s7_p2 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  rewrite (s4_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c69_L (a d : nat) : lmoves (s8_board (2 + a) 1 1 (2 + d)) = [s8_board (1 + a) 2 1 (2 + d); s6_board (2 + a) 2 (2 + d); s7_board (2 + a) 1 (3 + d)].
Proof. unfold s6_board, s7_board, s8_board. tf_options. Qed.
Lemma s8_c69_R (a d : nat) : rmoves (s8_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s8_c69_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s8_board (2 + a) 1 1 (2 + d) -> fst (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c69_L a d), (s8_c69_R a d); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s8_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s8_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s8_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  rewrite (s6_p4 Ho1 ltac:(zlia)).
  rewrite (s7_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s8_c70_L (a c : nat) : lmoves (s8_board (2 + a) 1 (2 + c) 0) = [s8_board (1 + a) 2 (2 + c) 0; s6_board (2 + a) (3 + c) 0; s8_board (2 + a) 1 (1 + c) 1].
Proof. unfold s6_board, s8_board. tf_options. Qed.
Lemma s8_c70_R (a c : nat) : rmoves (s8_board (2 + a) 1 (2 + c) 0) = [s4_board (2 + a) 1 (2 + c)].
Proof. unfold s4_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s8_c70_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s8_board (2 + a) 1 (2 + c) 0 -> fst (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c70_L a c), (s8_c70_R a c); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s8_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s8_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s8_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s4 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s8_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s6_p11 Ho1 ltac:(zlia)).
  rewrite (s8_p10 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c71_L (a c : nat) : lmoves (s8_board (2 + a) 1 (2 + c) 1) = [s8_board (1 + a) 2 (2 + c) 1; s6_board (2 + a) (3 + c) 1; s8_board (2 + a) 1 (1 + c) 2].
Proof. unfold s6_board, s8_board. tf_options. Qed.
Lemma s8_c71_R (a c : nat) : rmoves (s8_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s4_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s8_c71_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s8_board (2 + a) 1 (2 + c) 1 -> fst (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c71_L a c), (s8_c71_R a c); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s8_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s8_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s8_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s8_c71_R1 a c)).
  pose proof (use_s4 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s8_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s8_c71_R1 a c))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s6_p10 Ho1 ltac:(zlia)).
  rewrite (s8_p18 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  rewrite (s4_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c72_L (a c d : nat) : lmoves (s8_board (2 + a) 1 (2 + c) (2 + d)) = [s8_board (1 + a) 2 (2 + c) (2 + d); s6_board (2 + a) (3 + c) (2 + d); s8_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s6_board, s8_board. tf_options. Qed.
Lemma s8_c72_R (a c d : nat) : rmoves (s8_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s8_c72_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s8_board (2 + a) 1 (2 + c) (2 + d) -> fst (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c72_L a c d), (s8_c72_R a c d); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s8_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s8_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s8_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  rewrite (s6_p4 Ho1 ltac:(zlia)).
  rewrite (s8_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s7 *)
Lemma s8_c73_p12 x (Hs7 : s7_claim x) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 0 0 -> fst (s8_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q12] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s7 *)
Lemma s8_c74_p24 x (Hs7 : s7_claim x) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 0 1 -> fst (s8_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q24] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s7 *)
Lemma s8_c75_p25 x (Hs7 : s7_claim x) (a b d : nat) :
  x = s8_board (2 + a) (2 + b) 0 (2 + d) -> fst (s8_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q25] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s8_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c76_L (a b : nat) : lmoves (s8_board (2 + a) (2 + b) 1 0) = [s8_board (1 + a) (3 + b) 1 0; s8_board (2 + a) (1 + b) 2 0; s7_board (2 + a) (2 + b) 1].
Proof. unfold s7_board, s8_board. tf_options. Qed.
Lemma s8_c76_R (a b : nat) : rmoves (s8_board (2 + a) (2 + b) 1 0) = [s4_board (2 + a) (2 + b) 1].
Proof. unfold s4_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s8_c76_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 1 0 -> fst (s8_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q15] in Hc |- *.
  rewrite tf_game_eq, (s8_c76_L a b), (s8_c76_R a b); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s8_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s8_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s8_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s4 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s8_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p15 Ho0 ltac:(zlia)).
  rewrite (s8_p11 Ho1 ltac:(zlia)).
  rewrite (s7_p3 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c77_L (a b : nat) : lmoves (s8_board (2 + a) (2 + b) 1 1) = [s8_board (1 + a) (3 + b) 1 1; s8_board (2 + a) (1 + b) 2 1; s7_board (2 + a) (2 + b) 2].
Proof. unfold s7_board, s8_board. tf_options. Qed.
Lemma s8_c77_R (a b : nat) : rmoves (s8_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s4_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s8_c77_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 1 1 -> fst (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c77_L a b), (s8_c77_R a b); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s8_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s8_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s8_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s8_c77_R1 a b)).
  pose proof (use_s4 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s8_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s8_c77_R1 a b))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s8_p10 Ho1 ltac:(zlia)).
  rewrite (s7_p2 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  rewrite (s4_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c78_L (a b d : nat) : lmoves (s8_board (2 + a) (2 + b) 1 (2 + d)) = [s8_board (1 + a) (3 + b) 1 (2 + d); s8_board (2 + a) (1 + b) 2 (2 + d); s7_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s7_board, s8_board. tf_options. Qed.
Lemma s8_c78_R (a b d : nat) : rmoves (s8_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s8_c78_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s8_board (2 + a) (2 + b) 1 (2 + d) -> fst (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c78_L a b d), (s8_c78_R a b d); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s8_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s8_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s8_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  rewrite (s8_p18 Ho1 ltac:(zlia)).
  rewrite (s7_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s8_c79_L (a b c : nat) : lmoves (s8_board (2 + a) (2 + b) (2 + c) 0) = [s8_board (1 + a) (3 + b) (2 + c) 0; s8_board (2 + a) (1 + b) (3 + c) 0; s8_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c79_R (a b c : nat) : rmoves (s8_board (2 + a) (2 + b) (2 + c) 0) = [s4_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s4_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s8_c79_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s8_board (2 + a) (2 + b) (2 + c) 0 -> fst (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q11] in Hc |- *.
  rewrite tf_game_eq, (s8_c79_L a b c), (s8_c79_R a b c); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s8_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s8_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s8_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s4 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s8_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s8_p11 Ho0 ltac:(zlia)).
  rewrite (s8_p11 Ho1 ltac:(zlia)).
  rewrite (s8_p10 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c80_L (a b c : nat) : lmoves (s8_board (2 + a) (2 + b) (2 + c) 1) = [s8_board (1 + a) (3 + b) (2 + c) 1; s8_board (2 + a) (1 + b) (3 + c) 1; s8_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c80_R (a b c : nat) : rmoves (s8_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s4_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s8_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s8_board (2 + a) (2 + b) (2 + c) 1 -> fst (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q10] in Hc |- *.
  rewrite tf_game_eq, (s8_c80_L a b c), (s8_c80_R a b c); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s8_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s8_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s8_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s8_c80_R1 a b c)).
  pose proof (use_s4 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s8_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s8_c80_R1 a b c))) as Ho3.
  rewrite (s8_p10 Ho0 ltac:(zlia)).
  rewrite (s8_p10 Ho1 ltac:(zlia)).
  rewrite (s8_p18 Ho2 ltac:(zlia)).
  rewrite (s4_p2 Ho3 ltac:(zlia)).
  rewrite (s4_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c81_L (a b c d : nat) : lmoves (s8_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s8_board (1 + a) (3 + b) (2 + c) (2 + d); s8_board (2 + a) (1 + b) (3 + c) (2 + d); s8_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c81_R (a b c d : nat) : rmoves (s8_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s8_c81_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s8_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c81_L a b c d), (s8_c81_R a b c d); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s8_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s8_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s8_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  rewrite (s8_p18 Ho1 ltac:(zlia)).
  rewrite (s8_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

