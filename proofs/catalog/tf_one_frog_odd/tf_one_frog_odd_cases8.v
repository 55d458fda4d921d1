(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==1: the board of s29 *)
Lemma s30_c11_p7 x (Hs29 : s29_claim x) :
  x = s30_board 0 1 0 1 -> fst (s30_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q7] in Hc |- *.
  pose proof (Hs29 0 1 1 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d>=2: the board of s29 *)
Lemma s30_c12_p3 x (Hs29 : s29_claim x) (d : nat) :
  x = s30_board 0 1 0 (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs29 0 1 (2 + d) ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c13_L : lmoves (s30_board 0 1 1 0) = [s26_board 0 2 0; s29_board 0 1 1].
Proof. unfold s26_board, s29_board, s30_board. tf_options. Qed.
Lemma s30_c13_R : rmoves (s30_board 0 1 1 0) = [s13_board 0 1 1].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s30_c13_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 1 0 -> fst (s30_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q13] in Hc |- *.
  rewrite tf_game_eq, (s30_c13_L), (s30_c13_R); cbn [map].
  pose proof (use_s26 IH 0 2 0 (opt_l _ _ _ (s30_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 0 1 1 (opt_l _ _ _ (s30_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 1 1 (opt_r _ _ _ (s30_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 ltac:(zlia)).
  rewrite (s13_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c14_L : lmoves (s30_board 0 1 1 1) = [s26_board 0 2 1; s29_board 0 1 2].
Proof. unfold s26_board, s29_board, s30_board. tf_options. Qed.
Lemma s30_c14_R : rmoves (s30_board 0 1 1 1) = [strip [] ([E; E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c14_R1 : tf_norm (strip [] ([E; E; E; T; E; T; F]) [(1, 1)]) (s13_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s30_c14_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 0 1 1 1 -> fst (s30_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q15] in Hc |- *.
  rewrite tf_game_eq, (s30_c14_L), (s30_c14_R); cbn [map].
  pose proof (use_s26 IH 0 2 1 (opt_l _ _ _ (s30_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 0 1 2 (opt_l _ _ _ (s30_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c14_R1)).
  pose proof (use_s13 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s30_c14_R) ltac:(cbn [In]; left; reflexivity) (s30_c14_R1))) as Ho2.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  rewrite (s13_p1 Ho2 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c15_L (d : nat) : lmoves (s30_board 0 1 1 (2 + d)) = [s26_board 0 2 (2 + d); s29_board 0 1 (3 + d)].
Proof. unfold s26_board, s29_board, s30_board. tf_options. Qed.
Lemma s30_c15_R (d : nat) : rmoves (s30_board 0 1 1 (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s30_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s30_board 0 1 1 (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c15_L d), (s30_c15_R d); cbn [map].
  pose proof (use_s26 IH 0 2 (2 + d) (opt_l _ _ _ (s30_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 0 1 (3 + d) (opt_l _ _ _ (s30_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c16_L (c : nat) : lmoves (s30_board 0 1 (2 + c) 0) = [s26_board 0 (3 + c) 0; s30_board 0 1 (1 + c) 1].
Proof. unfold s26_board, s30_board. tf_options. Qed.
Lemma s30_c16_R (c : nat) : rmoves (s30_board 0 1 (2 + c) 0) = [s13_board 0 1 (2 + c)].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s30_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 0 -> fst (s30_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q11] in Hc |- *.
  rewrite tf_game_eq, (s30_c16_L c), (s30_c16_R c); cbn [map].
  pose proof (use_s26 IH 0 (3 + c) 0 (opt_l _ _ _ (s30_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s30_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 1 (2 + c) (opt_r _ _ _ (s30_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c16_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 0 -> fst (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c16_L c), (s30_c16_R c); cbn [map].
  pose proof (use_s26 IH 0 (3 + c) 0 (opt_l _ _ _ (s30_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s30_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 1 (2 + c) (opt_r _ _ _ (s30_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s26_p8 Ho0 ltac:(zlia)).
  rewrite (s30_p15 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c17_L (c : nat) : lmoves (s30_board 0 1 (2 + c) 1) = [s26_board 0 (3 + c) 1; s30_board 0 1 (1 + c) 2].
Proof. unfold s26_board, s30_board. tf_options. Qed.
Lemma s30_c17_R (c : nat) : rmoves (s30_board 0 1 (2 + c) 1) = [strip [] (E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c17_R1 (c : nat) : tf_norm (strip [] (E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s30_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 0 1 (2 + c) 1 -> fst (s30_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c17_L c), (s30_c17_R c); cbn [map].
  pose proof (use_s26 IH 0 (3 + c) 1 (opt_l _ _ _ (s30_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s30_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c17_R1 c)).
  pose proof (use_s13 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s30_c17_R c) ltac:(cbn [In]; left; reflexivity) (s30_c17_R1 c))) as Ho2.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c18_L (c d : nat) : lmoves (s30_board 0 1 (2 + c) (2 + d)) = [s26_board 0 (3 + c) (2 + d); s30_board 0 1 (1 + c) (3 + d)].
Proof. unfold s26_board, s30_board. tf_options. Qed.
Lemma s30_c18_R (c d : nat) : rmoves (s30_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s30_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s30_board 0 1 (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c18_L c d), (s30_c18_R c d); cbn [map].
  pose proof (use_s26 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s30_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s30_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==0: the board of s29 *)
Lemma s30_c19_p14 x (Hs29 : s29_claim x) (b : nat) :
  x = s30_board 0 (2 + b) 0 0 -> fst (s30_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q14] in Hc |- *.
  pose proof (Hs29 0 (2 + b) 0 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==1: the board of s29 *)
Lemma s30_c20_p17 x (Hs29 : s29_claim x) (b : nat) :
  x = s30_board 0 (2 + b) 0 1 -> fst (s30_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q17] in Hc |- *.
  pose proof (Hs29 0 (2 + b) 1 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s29 *)
Lemma s30_c21_p3 x (Hs29 : s29_claim x) (b d : nat) :
  x = s30_board 0 (2 + b) 0 (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs29 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c22_L (b : nat) : lmoves (s30_board 0 (2 + b) 1 0) = [s30_board 0 (1 + b) 2 0; s29_board 0 (2 + b) 1].
Proof. unfold s29_board, s30_board. tf_options. Qed.
Lemma s30_c22_R (b : nat) : rmoves (s30_board 0 (2 + b) 1 0) = [s13_board 0 (2 + b) 1].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s30_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 0 -> fst (s30_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q18] in Hc |- *.
  rewrite tf_game_eq, (s30_c22_L b), (s30_c22_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s30_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 0 (2 + b) 1 (opt_l _ _ _ (s30_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 (2 + b) 1 (opt_r _ _ _ (s30_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p11 Ho0 ltac:(zlia)).
    rewrite (s29_p4 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p16 Ho0 ltac:(zlia)).
    rewrite (s29_p4 Ho1 ltac:(zlia)).
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c23_L (b : nat) : lmoves (s30_board 0 (2 + b) 1 1) = [s30_board 0 (1 + b) 2 1; s29_board 0 (2 + b) 2].
Proof. unfold s29_board, s30_board. tf_options. Qed.
Lemma s30_c23_R (b : nat) : rmoves (s30_board 0 (2 + b) 1 1) = [strip [] (E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c23_R1 (b : nat) : tf_norm (strip [] (E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s13_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s30_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 0 (2 + b) 1 1 -> fst (s30_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c23_L b), (s30_c23_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s30_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 0 (2 + b) 2 (opt_l _ _ _ (s30_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c23_R1 b)).
  pose proof (use_s13 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s30_c23_R b) ltac:(cbn [In]; left; reflexivity) (s30_c23_R1 b))) as Ho2.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c24_L (b d : nat) : lmoves (s30_board 0 (2 + b) 1 (2 + d)) = [s30_board 0 (1 + b) 2 (2 + d); s29_board 0 (2 + b) (3 + d)].
Proof. unfold s29_board, s30_board. tf_options. Qed.
Lemma s30_c24_R (b d : nat) : rmoves (s30_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s30_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 0 (2 + b) 1 (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c24_L b d), (s30_c24_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s30_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s30_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c25_L (b c : nat) : lmoves (s30_board 0 (2 + b) (2 + c) 0) = [s30_board 0 (1 + b) (3 + c) 0; s30_board 0 (2 + b) (1 + c) 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c25_R (b c : nat) : rmoves (s30_board 0 (2 + b) (2 + c) 0) = [s13_board 0 (2 + b) (2 + c)].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s30_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 0 -> fst (s30_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q11] in Hc |- *.
  rewrite tf_game_eq, (s30_c25_L b c), (s30_c25_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s30_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s30_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s30_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c26_L (b c : nat) : lmoves (s30_board 0 (2 + b) (2 + c) 1) = [s30_board 0 (1 + b) (3 + c) 1; s30_board 0 (2 + b) (1 + c) 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c26_R (b c : nat) : rmoves (s30_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c26_R1 (b c : nat) : tf_norm (strip [] (E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s30_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 0 (2 + b) (2 + c) 1 -> fst (s30_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c26_L b c), (s30_c26_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s30_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s30_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s30_c26_R1 b c)).
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s30_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s30_c26_R1 b c))) as Ho2.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c27_L (b c d : nat) : lmoves (s30_board 0 (2 + b) (2 + c) (2 + d)) = [s30_board 0 (1 + b) (3 + c) (2 + d); s30_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c27_R (b c d : nat) : rmoves (s30_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s30_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 0 (2 + b) (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c27_L b c d), (s30_c27_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s30_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s30_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s30_c28_p19 x (Hs25 : s25_claim x) :
  x = s30_board 1 0 0 0 -> fst (s30_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q19] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s30_c29_p20 x (Hs25 : s25_claim x) :
  x = s30_board 1 0 0 1 -> fst (s30_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q20] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s30_c30_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s30_board 1 0 0 (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + d) ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s30_c31_p21 x (Hs26 : s26_claim x) :
  x = s30_board 1 0 1 0 -> fst (s30_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q21] in Hc |- *.
  pose proof (Hs26 1 1 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s30_c32_p5 x (Hs26 : s26_claim x) :
  x = s30_board 1 0 1 1 -> fst (s30_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs26 1 1 1 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s30_c33_p3 x (Hs26 : s26_claim x) (d : nat) :
  x = s30_board 1 0 1 (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs26 1 1 (2 + d) ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s30_c34_p6 x (Hs26 : s26_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 0 -> fst (s30_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q6] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c34_p11 x (Hs26 : s26_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 0 -> fst (s30_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q11] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s30_c35_p10 x (Hs26 : s26_claim x) (c : nat) :
  x = s30_board 1 0 (2 + c) 1 -> fst (s30_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q10] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 1 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s30_c36_p3 x (Hs26 : s26_claim x) (c d : nat) :
  x = s30_board 1 0 (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs26 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==0: the board of s29 *)
Lemma s30_c37_p12 x (Hs29 : s29_claim x) :
  x = s30_board 1 1 0 0 -> fst (s30_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q12] in Hc |- *.
  pose proof (Hs29 1 1 0 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==1: the board of s29 *)
Lemma s30_c38_p7 x (Hs29 : s29_claim x) :
  x = s30_board 1 1 0 1 -> fst (s30_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q7] in Hc |- *.
  pose proof (Hs29 1 1 1 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d>=2: the board of s29 *)
Lemma s30_c39_p3 x (Hs29 : s29_claim x) (d : nat) :
  x = s30_board 1 1 0 (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs29 1 1 (2 + d) ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c40_L : lmoves (s30_board 1 1 1 0) = [s37_board 0 1 1 1 0; s26_board 1 2 0; s29_board 1 1 1].
Proof. unfold s26_board, s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c40_R : rmoves (s30_board 1 1 1 0) = [s13_board 1 1 1].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s30_c40_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 1 1 1 0 -> fst (s30_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q13] in Hc |- *.
  rewrite tf_game_eq, (s30_c40_L), (s30_c40_R); cbn [map].
  pose proof (use_s37 IH 0 1 1 1 0 (opt_l _ _ _ (s30_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 2 0 (opt_l _ _ _ (s30_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 1 1 (opt_l _ _ _ (s30_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 1 1 (opt_r _ _ _ (s30_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  rewrite (s26_p3 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p1 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c41_L : lmoves (s30_board 1 1 1 1) = [s37_board 0 1 1 1 1; s26_board 1 2 1; s29_board 1 1 2].
Proof. unfold s26_board, s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c41_R : rmoves (s30_board 1 1 1 1) = [strip [] ([T; E; E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c41_R1 : tf_norm (strip [] ([T; E; E; E; T; E; T; F]) [(1, 1)]) (s13_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s30_c41_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s30_board 1 1 1 1 -> fst (s30_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c41_L), (s30_c41_R); cbn [map].
  pose proof (use_s37 IH 0 1 1 1 1 (opt_l _ _ _ (s30_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 2 1 (opt_l _ _ _ (s30_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 1 2 (opt_l _ _ _ (s30_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c41_R1)).
  pose proof (use_s13 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s30_c41_R) ltac:(cbn [In]; left; reflexivity) (s30_c41_R1))) as Ho3.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s26_p9 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p1 Ho3 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c42_L (d : nat) : lmoves (s30_board 1 1 1 (2 + d)) = [s37_board 0 1 1 1 (2 + d); s26_board 1 2 (2 + d); s29_board 1 1 (3 + d)].
Proof. unfold s26_board, s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c42_R (d : nat) : rmoves (s30_board 1 1 1 (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s30_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s30_board 1 1 1 (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c42_L d), (s30_c42_R d); cbn [map].
  pose proof (use_s37 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s30_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 2 (2 + d) (opt_l _ _ _ (s30_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 1 (3 + d) (opt_l _ _ _ (s30_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c43_L (c : nat) : lmoves (s30_board 1 1 (2 + c) 0) = [s37_board 0 1 1 (2 + c) 0; s26_board 1 (3 + c) 0; s30_board 1 1 (1 + c) 1].
Proof. unfold s26_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c43_R (c : nat) : rmoves (s30_board 1 1 (2 + c) 0) = [s13_board 1 1 (2 + c)].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s30_c43_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 1 1 (2 + c) 0 -> fst (s30_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q11] in Hc |- *.
  rewrite tf_game_eq, (s30_c43_L c), (s30_c43_R c); cbn [map].
  pose proof (use_s37 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s30_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 (3 + c) 0 (opt_l _ _ _ (s30_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s30_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 1 (2 + c) (opt_r _ _ _ (s30_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s26_p10 Ho1 ltac:(zlia)).
  rewrite (s30_p10 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c44_L (c : nat) : lmoves (s30_board 1 1 (2 + c) 1) = [s37_board 0 1 1 (2 + c) 1; s26_board 1 (3 + c) 1; s30_board 1 1 (1 + c) 2].
Proof. unfold s26_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c44_R (c : nat) : rmoves (s30_board 1 1 (2 + c) 1) = [strip [] (T :: E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s30_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s30_board 1 1 (2 + c) 1 -> fst (s30_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c44_L c), (s30_c44_R c); cbn [map].
  pose proof (use_s37 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s30_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 (3 + c) 1 (opt_l _ _ _ (s30_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s30_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c44_R1 c)).
  pose proof (use_s13 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s30_c44_R c) ltac:(cbn [In]; left; reflexivity) (s30_c44_R1 c))) as Ho3.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s26_p9 Ho1 ltac:(zlia)).
  rewrite (s30_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c45_L (c d : nat) : lmoves (s30_board 1 1 (2 + c) (2 + d)) = [s37_board 0 1 1 (2 + c) (2 + d); s26_board 1 (3 + c) (2 + d); s30_board 1 1 (1 + c) (3 + d)].
Proof. unfold s26_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c45_R (c d : nat) : rmoves (s30_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s30_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s30_board 1 1 (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c45_L c d), (s30_c45_R c d); cbn [map].
  pose proof (use_s37 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s30_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s30_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s30_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  rewrite (s30_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s29 *)
Lemma s30_c46_p14 x (Hs29 : s29_claim x) (b : nat) :
  x = s30_board 1 (2 + b) 0 0 -> fst (s30_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q14] in Hc |- *.
  pose proof (Hs29 1 (2 + b) 0 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s29 *)
Lemma s30_c47_p17 x (Hs29 : s29_claim x) (b : nat) :
  x = s30_board 1 (2 + b) 0 1 -> fst (s30_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q17] in Hc |- *.
  pose proof (Hs29 1 (2 + b) 1 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s29 *)
Lemma s30_c48_p3 x (Hs29 : s29_claim x) (b d : nat) :
  x = s30_board 1 (2 + b) 0 (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs29 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c49_L (b : nat) : lmoves (s30_board 1 (2 + b) 1 0) = [s37_board 0 1 (2 + b) 1 0; s30_board 1 (1 + b) 2 0; s29_board 1 (2 + b) 1].
Proof. unfold s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c49_R (b : nat) : rmoves (s30_board 1 (2 + b) 1 0) = [s13_board 1 (2 + b) 1].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s30_c49_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 1 (2 + b) 1 0 -> fst (s30_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q18] in Hc |- *.
  rewrite tf_game_eq, (s30_c49_L b), (s30_c49_R b); cbn [map].
  pose proof (use_s37 IH 0 1 (2 + b) 1 0 (opt_l _ _ _ (s30_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s30_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 (2 + b) 1 (opt_l _ _ _ (s30_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 (2 + b) 1 (opt_r _ _ _ (s30_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s29_p4 Ho2 ltac:(zlia)).
  rewrite (s13_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c50_L (b : nat) : lmoves (s30_board 1 (2 + b) 1 1) = [s37_board 0 1 (2 + b) 1 1; s30_board 1 (1 + b) 2 1; s29_board 1 (2 + b) 2].
Proof. unfold s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c50_R (b : nat) : rmoves (s30_board 1 (2 + b) 1 1) = [strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s13_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s30_c50_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s30_board 1 (2 + b) 1 1 -> fst (s30_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c50_L b), (s30_c50_R b); cbn [map].
  pose proof (use_s37 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s30_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s30_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 (2 + b) 2 (opt_l _ _ _ (s30_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c50_R1 b)).
  pose proof (use_s13 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s30_c50_R b) ltac:(cbn [In]; left; reflexivity) (s30_c50_R1 b))) as Ho3.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3 Ho3 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c51_L (b d : nat) : lmoves (s30_board 1 (2 + b) 1 (2 + d)) = [s37_board 0 1 (2 + b) 1 (2 + d); s30_board 1 (1 + b) 2 (2 + d); s29_board 1 (2 + b) (3 + d)].
Proof. unfold s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c51_R (b d : nat) : rmoves (s30_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s30_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s30_board 1 (2 + b) 1 (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c51_L b d), (s30_c51_R b d); cbn [map].
  pose proof (use_s37 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s30_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s30_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s30_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c52_L (b c : nat) : lmoves (s30_board 1 (2 + b) (2 + c) 0) = [s37_board 0 1 (2 + b) (2 + c) 0; s30_board 1 (1 + b) (3 + c) 0; s30_board 1 (2 + b) (1 + c) 1].
Proof. unfold s30_board, s37_board. tf_options. Qed.
Lemma s30_c52_R (b c : nat) : rmoves (s30_board 1 (2 + b) (2 + c) 0) = [s13_board 1 (2 + b) (2 + c)].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s30_c52_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 1 (2 + b) (2 + c) 0 -> fst (s30_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q11] in Hc |- *.
  rewrite tf_game_eq, (s30_c52_L b c), (s30_c52_R b c); cbn [map].
  pose proof (use_s37 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s30_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s30_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s30_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s30_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s30_p10 Ho2 ltac:(zlia)).
  rewrite (s13_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c53_L (b c : nat) : lmoves (s30_board 1 (2 + b) (2 + c) 1) = [s37_board 0 1 (2 + b) (2 + c) 1; s30_board 1 (1 + b) (3 + c) 1; s30_board 1 (2 + b) (1 + c) 2].
Proof. unfold s30_board, s37_board. tf_options. Qed.
Lemma s30_c53_R (b c : nat) : rmoves (s30_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s30_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 1 (2 + b) (2 + c) 1 -> fst (s30_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c53_L b c), (s30_c53_R b c); cbn [map].
  pose proof (use_s37 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s30_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s30_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s30_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c53_R1 b c)).
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s30_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s30_c53_R1 b c))) as Ho3.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s30_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3 Ho3 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c54_L (b c d : nat) : lmoves (s30_board 1 (2 + b) (2 + c) (2 + d)) = [s37_board 0 1 (2 + b) (2 + c) (2 + d); s30_board 1 (1 + b) (3 + c) (2 + d); s30_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s30_board, s37_board. tf_options. Qed.
Lemma s30_c54_R (b c d : nat) : rmoves (s30_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s30_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 1 (2 + b) (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c54_L b c d), (s30_c54_R b c d); cbn [map].
  pose proof (use_s37 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s30_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s30_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s30_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s30_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s30_c55_p19 x (Hs25 : s25_claim x) (a : nat) :
  x = s30_board (2 + a) 0 0 0 -> fst (s30_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q19] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s30_c56_p20 x (Hs25 : s25_claim x) (a : nat) :
  x = s30_board (2 + a) 0 0 1 -> fst (s30_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q20] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s30_c57_p3 x (Hs25 : s25_claim x) (a d : nat) :
  x = s30_board (2 + a) 0 0 (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s30_c58_p21 x (Hs26 : s26_claim x) (a : nat) :
  x = s30_board (2 + a) 0 1 0 -> fst (s30_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q21] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s30_c59_p5 x (Hs26 : s26_claim x) (a : nat) :
  x = s30_board (2 + a) 0 1 1 -> fst (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 1 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s30_c60_p3 x (Hs26 : s26_claim x) (a d : nat) :
  x = s30_board (2 + a) 0 1 (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s30_c61_p6 x (Hs26 : s26_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 0 -> fst (s30_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q6] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c61_p11 x (Hs26 : s26_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 0 -> fst (s30_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q11] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s30_c62_p10 x (Hs26 : s26_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 1 -> fst (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q10] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s30_c63_p3 x (Hs26 : s26_claim x) (a c d : nat) :
  x = s30_board (2 + a) 0 (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s29 *)
Lemma s30_c64_p12 x (Hs29 : s29_claim x) (a : nat) :
  x = s30_board (2 + a) 1 0 0 -> fst (s30_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q12] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 0 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s29 *)
Lemma s30_c65_p7 x (Hs29 : s29_claim x) (a : nat) :
  x = s30_board (2 + a) 1 0 1 -> fst (s30_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q7] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 1 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s29 *)
Lemma s30_c66_p3 x (Hs29 : s29_claim x) (a d : nat) :
  x = s30_board (2 + a) 1 0 (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c67_L (a : nat) : lmoves (s30_board (2 + a) 1 1 0) = [s37_board (1 + a) 1 1 1 0; s26_board (2 + a) 2 0; s29_board (2 + a) 1 1].
Proof. unfold s26_board, s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c67_R (a : nat) : rmoves (s30_board (2 + a) 1 1 0) = [s13_board (2 + a) 1 1].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s30_c67_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 1 0 -> fst (s30_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q13] in Hc |- *.
  rewrite tf_game_eq, (s30_c67_L a), (s30_c67_R a); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s30_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 2 0 (opt_l _ _ _ (s30_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) 1 1 (opt_l _ _ _ (s30_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 1 (opt_r _ _ _ (s30_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  rewrite (s26_p3 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p1 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c68_L (a : nat) : lmoves (s30_board (2 + a) 1 1 1) = [s37_board (1 + a) 1 1 1 1; s26_board (2 + a) 2 1; s29_board (2 + a) 1 2].
Proof. unfold s26_board, s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c68_R (a : nat) : rmoves (s30_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; T; E; T; F]) [(1, 1)]) (s13_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s30_c68_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 1 1 -> fst (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c68_L a), (s30_c68_R a); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s30_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 2 1 (opt_l _ _ _ (s30_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) 1 2 (opt_l _ _ _ (s30_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c68_R1 a)).
  pose proof (use_s13 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s30_c68_R a) ltac:(cbn [In]; left; reflexivity) (s30_c68_R1 a))) as Ho3.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s26_p9 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p1 Ho3 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c69_L (a d : nat) : lmoves (s30_board (2 + a) 1 1 (2 + d)) = [s37_board (1 + a) 1 1 1 (2 + d); s26_board (2 + a) 2 (2 + d); s29_board (2 + a) 1 (3 + d)].
Proof. unfold s26_board, s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c69_R (a d : nat) : rmoves (s30_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s30_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s30_board (2 + a) 1 1 (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c69_L a d), (s30_c69_R a d); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s30_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s30_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s30_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c70_L (a c : nat) : lmoves (s30_board (2 + a) 1 (2 + c) 0) = [s37_board (1 + a) 1 1 (2 + c) 0; s26_board (2 + a) (3 + c) 0; s30_board (2 + a) 1 (1 + c) 1].
Proof. unfold s26_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c70_R (a c : nat) : rmoves (s30_board (2 + a) 1 (2 + c) 0) = [s13_board (2 + a) 1 (2 + c)].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s30_c70_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s30_board (2 + a) 1 (2 + c) 0 -> fst (s30_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q11] in Hc |- *.
  rewrite tf_game_eq, (s30_c70_L a c), (s30_c70_R a c); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s30_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s30_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s30_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s30_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s26_p10 Ho1 ltac:(zlia)).
  rewrite (s30_p10 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c71_L (a c : nat) : lmoves (s30_board (2 + a) 1 (2 + c) 1) = [s37_board (1 + a) 1 1 (2 + c) 1; s26_board (2 + a) (3 + c) 1; s30_board (2 + a) 1 (1 + c) 2].
Proof. unfold s26_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c71_R (a c : nat) : rmoves (s30_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s30_c71_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s30_board (2 + a) 1 (2 + c) 1 -> fst (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c71_L a c), (s30_c71_R a c); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s30_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s30_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s30_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c71_R1 a c)).
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s30_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s30_c71_R1 a c))) as Ho3.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s26_p9 Ho1 ltac:(zlia)).
  rewrite (s30_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c72_L (a c d : nat) : lmoves (s30_board (2 + a) 1 (2 + c) (2 + d)) = [s37_board (1 + a) 1 1 (2 + c) (2 + d); s26_board (2 + a) (3 + c) (2 + d); s30_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s26_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c72_R (a c d : nat) : rmoves (s30_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s30_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s30_board (2 + a) 1 (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c72_L a c d), (s30_c72_R a c d); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s30_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s30_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s30_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  rewrite (s30_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s29 *)
Lemma s30_c73_p14 x (Hs29 : s29_claim x) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 0 0 -> fst (s30_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q14] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s29 *)
Lemma s30_c74_p17 x (Hs29 : s29_claim x) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 0 1 -> fst (s30_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q17] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s29 *)
Lemma s30_c75_p3 x (Hs29 : s29_claim x) (a b d : nat) :
  x = s30_board (2 + a) (2 + b) 0 (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c76_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 1 0) = [s37_board (1 + a) 1 (2 + b) 1 0; s30_board (2 + a) (1 + b) 2 0; s29_board (2 + a) (2 + b) 1].
Proof. unfold s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c76_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 1 0) = [s13_board (2 + a) (2 + b) 1].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s30_c76_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 1 0 -> fst (s30_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q18] in Hc |- *.
  rewrite tf_game_eq, (s30_c76_L a b), (s30_c76_R a b); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 (2 + b) 1 0 (opt_l _ _ _ (s30_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s30_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s30_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s30_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s29_p4 Ho2 ltac:(zlia)).
  rewrite (s13_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c77_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 1 1) = [s37_board (1 + a) 1 (2 + b) 1 1; s30_board (2 + a) (1 + b) 2 1; s29_board (2 + a) (2 + b) 2].
Proof. unfold s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c77_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s13_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s30_c77_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 1 1 -> fst (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c77_L a b), (s30_c77_R a b); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s30_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s30_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s30_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c77_R1 a b)).
  pose proof (use_s13 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s30_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s30_c77_R1 a b))) as Ho3.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3 Ho3 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c78_L (a b d : nat) : lmoves (s30_board (2 + a) (2 + b) 1 (2 + d)) = [s37_board (1 + a) 1 (2 + b) 1 (2 + d); s30_board (2 + a) (1 + b) 2 (2 + d); s29_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s29_board, s30_board, s37_board. tf_options. Qed.
Lemma s30_c78_R (a b d : nat) : rmoves (s30_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s30_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s30_board (2 + a) (2 + b) 1 (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c78_L a b d), (s30_c78_R a b d); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s30_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s30_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s30_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c79_L (a b c : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) 0) = [s37_board (1 + a) 1 (2 + b) (2 + c) 0; s30_board (2 + a) (1 + b) (3 + c) 0; s30_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s30_board, s37_board. tf_options. Qed.
Lemma s30_c79_R (a b c : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) 0) = [s13_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s13_board, s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s30_c79_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 0 -> fst (s30_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q11] in Hc |- *.
  rewrite tf_game_eq, (s30_c79_L a b c), (s30_c79_R a b c); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s30_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s30_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s30_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s30_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s30_p10 Ho2 ltac:(zlia)).
  rewrite (s13_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c80_L (a b c : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) 1) = [s37_board (1 + a) 1 (2 + b) (2 + c) 1; s30_board (2 + a) (1 + b) (3 + c) 1; s30_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s30_board, s37_board. tf_options. Qed.
Lemma s30_c80_R (a b c : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s30_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 1 -> fst (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q10] in Hc |- *.
  rewrite tf_game_eq, (s30_c80_L a b c), (s30_c80_R a b c); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s30_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s30_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s30_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c80_R1 a b c)).
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s30_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s30_c80_R1 a b c))) as Ho3.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s30_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3 Ho3 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c81_L (a b c d : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s37_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s30_board (2 + a) (1 + b) (3 + c) (2 + d); s30_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s30_board, s37_board. tf_options. Qed.
Lemma s30_c81_R (a b c d : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _^3 T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s30_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s30_q3] in Hc |- *.
  rewrite tf_game_eq, (s30_c81_L a b c d), (s30_c81_R a b c d); cbn [map].
  pose proof (use_s37 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s30_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s30_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s30_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s30_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s31_c1_p1 x (Hs25 : s25_claim x) :
  x = s31_board 0 0 0 0 -> fst (s31_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s31_c2_p2 x (Hs25 : s25_claim x) :
  x = s31_board 0 0 0 1 -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s31_c3_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s31_board 0 0 0 (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + d) ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c==1 && d==0: the board of s29 *)
Lemma s31_c4_p4 x (Hs29 : s29_claim x) :
  x = s31_board 0 0 1 0 -> fst (s31_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q4] in Hc |- *.
  pose proof (Hs29 0 1 0 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c==1 && d==1: the board of s29 *)
Lemma s31_c5_p5 x (Hs29 : s29_claim x) :
  x = s31_board 0 0 1 1 -> fst (s31_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q5] in Hc |- *.
  pose proof (Hs29 0 1 1 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c==1 && d>=2: the board of s29 *)
Lemma s31_c6_p3 x (Hs29 : s29_claim x) (d : nat) :
  x = s31_board 0 0 1 (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs29 0 1 (2 + d) ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c>=2 && d==0: the board of s29 *)
Lemma s31_c7_p6 x (Hs29 : s29_claim x) (c : nat) :
  x = s31_board 0 0 (2 + c) 0 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q6] in Hc |- *.
  pose proof (Hs29 0 (2 + c) 0 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c>=2 && d==1: the board of s29 *)
Lemma s31_c8_p7 x (Hs29 : s29_claim x) (c : nat) :
  x = s31_board 0 0 (2 + c) 1 -> fst (s31_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q7] in Hc |- *.
  pose proof (Hs29 0 (2 + c) 1 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s29 *)
Lemma s31_c9_p3 x (Hs29 : s29_claim x) (c d : nat) :
  x = s31_board 0 0 (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs29 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c==0 && d==0: the board of s33 *)
Lemma s31_c10_p5 x (Hs33 : s33_claim x) :
  x = s31_board 0 1 0 0 -> fst (s31_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q5] in Hc |- *.
  pose proof (Hs33 0 1 0 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c==0 && d==1: the board of s33 *)
Lemma s31_c11_p8 x (Hs33 : s33_claim x) :
  x = s31_board 0 1 0 1 -> fst (s31_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q8] in Hc |- *.
  pose proof (Hs33 0 1 1 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c==0 && d>=2: the board of s33 *)
Lemma s31_c12_p3 x (Hs33 : s33_claim x) (d : nat) :
  x = s31_board 0 1 0 (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs33 0 1 (2 + d) ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c13_L : lmoves (s31_board 0 1 1 0) = [s29_board 0 2 0; s34_board 0 1 1 0].
Proof. unfold s29_board, s31_board, s34_board. tf_options. Qed.
Lemma s31_c13_R : rmoves (s31_board 0 1 1 0) = [s22_board 0 1 1 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s31_c13_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 1 1 0 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c13_L), (s31_c13_R); cbn [map].
  pose proof (use_s29 IH 0 2 0 (opt_l _ _ _ (s31_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 1 0 (opt_l _ _ _ (s31_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 0 1 1 0 (opt_r _ _ _ (s31_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  rewrite (s34_p17 Ho1 ltac:(zlia)).
  rewrite (s22_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c14_L : lmoves (s31_board 0 1 1 1) = [s29_board 0 2 1; s34_board 0 1 1 1].
Proof. unfold s29_board, s31_board, s34_board. tf_options. Qed.
Lemma s31_c14_R : rmoves (s31_board 0 1 1 1) = [strip [] ([E; E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c14_R1 : tf_norm (strip [] ([E; E; T; E; T; E; F]) [(1, 1)]) (s22_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s31_c14_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 1 1 1 -> fst (s31_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c14_L), (s31_c14_R); cbn [map].
  pose proof (use_s29 IH 0 2 1 (opt_l _ _ _ (s31_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 1 1 (opt_l _ _ _ (s31_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s31_c14_R1)).
  pose proof (use_s22 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s31_c14_R) ltac:(cbn [In]; left; reflexivity) (s31_c14_R1))) as Ho2.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  rewrite (s34_p18 Ho1 ltac:(zlia)).
  rewrite (s22_p6 Ho2 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c15_L (d : nat) : lmoves (s31_board 0 1 1 (2 + d)) = [s29_board 0 2 (2 + d); s34_board 0 1 1 (2 + d)].
Proof. unfold s29_board, s31_board, s34_board. tf_options. Qed.
Lemma s31_c15_R (d : nat) : rmoves (s31_board 0 1 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s31_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 0 1 1 (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c15_L d), (s31_c15_R d); cbn [map].
  pose proof (use_s29 IH 0 2 (2 + d) (opt_l _ _ _ (s31_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 1 (2 + d) (opt_l _ _ _ (s31_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c16_L (c : nat) : lmoves (s31_board 0 1 (2 + c) 0) = [s29_board 0 (3 + c) 0; s39_board 0 1 (1 + c) 1 0].
Proof. unfold s29_board, s31_board, s39_board. tf_options. Qed.
Lemma s31_c16_R (c : nat) : rmoves (s31_board 0 1 (2 + c) 0) = [s22_board 0 1 (2 + c) 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s31_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 0 1 (2 + c) 0 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c16_L c), (s31_c16_R c); cbn [map].
  pose proof (use_s29 IH 0 (3 + c) 0 (opt_l _ _ _ (s31_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s31_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s31_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s22_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c17_L (c : nat) : lmoves (s31_board 0 1 (2 + c) 1) = [s29_board 0 (3 + c) 1; s39_board 0 1 (1 + c) 1 1].
Proof. unfold s29_board, s31_board, s39_board. tf_options. Qed.
Lemma s31_c17_R (c : nat) : rmoves (s31_board 0 1 (2 + c) 1) = [strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c17_R1 (c : nat) : tf_norm (strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s22_board 0 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s31_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 0 1 (2 + c) 1 -> fst (s31_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c17_L c), (s31_c17_R c); cbn [map].
  pose proof (use_s29 IH 0 (3 + c) 1 (opt_l _ _ _ (s31_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s31_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s31_c17_R1 c)).
  pose proof (use_s22 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s31_c17_R c) ltac:(cbn [In]; left; reflexivity) (s31_c17_R1 c))) as Ho2.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s22_p6 Ho2 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c18_L (c d : nat) : lmoves (s31_board 0 1 (2 + c) (2 + d)) = [s29_board 0 (3 + c) (2 + d); s39_board 0 1 (1 + c) 1 (2 + d)].
Proof. unfold s29_board, s31_board, s39_board. tf_options. Qed.
Lemma s31_c18_R (c d : nat) : rmoves (s31_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s31_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s31_board 0 1 (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c18_L c d), (s31_c18_R c d); cbn [map].
  pose proof (use_s29 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s31_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s31_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==0 && d==0: the board of s33 *)
Lemma s31_c19_p9 x (Hs33 : s33_claim x) (b : nat) :
  x = s31_board 0 (2 + b) 0 0 -> fst (s31_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q9] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==0 && d==1: the board of s33 *)
Lemma s31_c20_p10 x (Hs33 : s33_claim x) (b : nat) :
  x = s31_board 0 (2 + b) 0 1 -> fst (s31_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q10] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 1 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s33 *)
Lemma s31_c21_p3 x (Hs33 : s33_claim x) (b d : nat) :
  x = s31_board 0 (2 + b) 0 (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs33 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c22_L (b : nat) : lmoves (s31_board 0 (2 + b) 1 0) = [s31_board 0 (1 + b) 2 0; s34_board 0 (2 + b) 1 0].
Proof. unfold s31_board, s34_board. tf_options. Qed.
Lemma s31_c22_R (b : nat) : rmoves (s31_board 0 (2 + b) 1 0) = [s22_board 0 (2 + b) 1 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s31_c22_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 1 0 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c22_L b), (s31_c22_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s31_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) 1 0 (opt_l _ _ _ (s31_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s31_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s34_p17 Ho1 ltac:(zlia)).
  rewrite (s22_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c23_L (b : nat) : lmoves (s31_board 0 (2 + b) 1 1) = [s31_board 0 (1 + b) 2 1; s34_board 0 (2 + b) 1 1].
Proof. unfold s31_board, s34_board. tf_options. Qed.
Lemma s31_c23_R (b : nat) : rmoves (s31_board 0 (2 + b) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c23_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]) (s22_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s31_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 1 1 -> fst (s31_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c23_L b), (s31_c23_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s31_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s31_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s31_c23_R1 b)).
  pose proof (use_s22 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s31_c23_R b) ltac:(cbn [In]; left; reflexivity) (s31_c23_R1 b))) as Ho2.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s22_p6 Ho2 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c24_L (b d : nat) : lmoves (s31_board 0 (2 + b) 1 (2 + d)) = [s31_board 0 (1 + b) 2 (2 + d); s34_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s31_board, s34_board. tf_options. Qed.
Lemma s31_c24_R (b d : nat) : rmoves (s31_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s31_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s31_board 0 (2 + b) 1 (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c24_L b d), (s31_c24_R b d); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s31_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) 1 (2 + d) (opt_l _ _ _ (s31_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c25_L (b c : nat) : lmoves (s31_board 0 (2 + b) (2 + c) 0) = [s31_board 0 (1 + b) (3 + c) 0; s39_board 0 (2 + b) (1 + c) 1 0].
Proof. unfold s31_board, s39_board. tf_options. Qed.
Lemma s31_c25_R (b c : nat) : rmoves (s31_board 0 (2 + b) (2 + c) 0) = [s22_board 0 (2 + b) (2 + c) 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s31_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 0 (2 + b) (2 + c) 0 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c25_L b c), (s31_c25_R b c); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s31_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s31_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s31_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s22_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c26_L (b c : nat) : lmoves (s31_board 0 (2 + b) (2 + c) 1) = [s31_board 0 (1 + b) (3 + c) 1; s39_board 0 (2 + b) (1 + c) 1 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
Lemma s31_c26_R (b c : nat) : rmoves (s31_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c26_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s22_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s31_c26_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 0 (2 + b) (2 + c) 1 -> fst (s31_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c26_L b c), (s31_c26_R b c); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s31_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s31_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s31_c26_R1 b c)).
  pose proof (use_s22 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s31_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s31_c26_R1 b c))) as Ho2.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s22_p6 Ho2 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c27_L (b c d : nat) : lmoves (s31_board 0 (2 + b) (2 + c) (2 + d)) = [s31_board 0 (1 + b) (3 + c) (2 + d); s39_board 0 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
Lemma s31_c27_R (b c d : nat) : rmoves (s31_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s31_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s31_board 0 (2 + b) (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c27_L b c d), (s31_c27_R b c d); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s31_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s31_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s31_c28_p11 x (Hs25 : s25_claim x) :
  x = s31_board 1 0 0 0 -> fst (s31_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q11] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s31_c29_p12 x (Hs25 : s25_claim x) :
  x = s31_board 1 0 0 1 -> fst (s31_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q12] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s31_c30_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s31_board 1 0 0 (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + d) ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c==1 && d==0: the board of s29 *)
Lemma s31_c31_p4 x (Hs29 : s29_claim x) :
  x = s31_board 1 0 1 0 -> fst (s31_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q4] in Hc |- *.
  pose proof (Hs29 1 1 0 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c==1 && d==1: the board of s29 *)
Lemma s31_c32_p5 x (Hs29 : s29_claim x) :
  x = s31_board 1 0 1 1 -> fst (s31_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q5] in Hc |- *.
  pose proof (Hs29 1 1 1 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c==1 && d>=2: the board of s29 *)
Lemma s31_c33_p3 x (Hs29 : s29_claim x) (d : nat) :
  x = s31_board 1 0 1 (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs29 1 1 (2 + d) ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c>=2 && d==0: the board of s29 *)
Lemma s31_c34_p6 x (Hs29 : s29_claim x) (c : nat) :
  x = s31_board 1 0 (2 + c) 0 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q6] in Hc |- *.
  pose proof (Hs29 1 (2 + c) 0 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c>=2 && d==1: the board of s29 *)
Lemma s31_c35_p7 x (Hs29 : s29_claim x) (c : nat) :
  x = s31_board 1 0 (2 + c) 1 -> fst (s31_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q7] in Hc |- *.
  pose proof (Hs29 1 (2 + c) 1 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s29 *)
Lemma s31_c36_p3 x (Hs29 : s29_claim x) (c d : nat) :
  x = s31_board 1 0 (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs29 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c==0 && d==0: the board of s33 *)
Lemma s31_c37_p5 x (Hs33 : s33_claim x) :
  x = s31_board 1 1 0 0 -> fst (s31_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q5] in Hc |- *.
  pose proof (Hs33 1 1 0 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c==0 && d==1: the board of s33 *)
Lemma s31_c38_p8 x (Hs33 : s33_claim x) :
  x = s31_board 1 1 0 1 -> fst (s31_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q8] in Hc |- *.
  pose proof (Hs33 1 1 1 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c==0 && d>=2: the board of s33 *)
Lemma s31_c39_p3 x (Hs33 : s33_claim x) (d : nat) :
  x = s31_board 1 1 0 (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs33 1 1 (2 + d) ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c40_L : lmoves (s31_board 1 1 1 0) = [s38_board 0 1 1 1 0; s29_board 1 2 0; s34_board 1 1 1 0].
Proof. unfold s29_board, s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c40_R : rmoves (s31_board 1 1 1 0) = [s22_board 1 1 1 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s31_c40_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 1 1 0 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c40_L), (s31_c40_R); cbn [map].
  pose proof (use_s38 IH 0 1 1 1 0 (opt_l _ _ _ (s31_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 2 0 (opt_l _ _ _ (s31_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 1 0 (opt_l _ _ _ (s31_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 1 1 0 (opt_r _ _ _ (s31_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s34_p17 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c41_L : lmoves (s31_board 1 1 1 1) = [s38_board 0 1 1 1 1; s29_board 1 2 1; s34_board 1 1 1 1].
Proof. unfold s29_board, s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c41_R : rmoves (s31_board 1 1 1 1) = [strip [] ([T; E; E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c41_R1 : tf_norm (strip [] ([T; E; E; T; E; T; E; F]) [(1, 1)]) (s22_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s31_c41_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 1 1 1 -> fst (s31_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c41_L), (s31_c41_R); cbn [map].
  pose proof (use_s38 IH 0 1 1 1 1 (opt_l _ _ _ (s31_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 2 1 (opt_l _ _ _ (s31_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 1 1 (opt_l _ _ _ (s31_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c41_R1)).
  pose proof (use_s22 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s31_c41_R) ltac:(cbn [In]; left; reflexivity) (s31_c41_R1))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c42_L (d : nat) : lmoves (s31_board 1 1 1 (2 + d)) = [s38_board 0 1 1 1 (2 + d); s29_board 1 2 (2 + d); s34_board 1 1 1 (2 + d)].
Proof. unfold s29_board, s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c42_R (d : nat) : rmoves (s31_board 1 1 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s31_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 1 1 1 (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c42_L d), (s31_c42_R d); cbn [map].
  pose proof (use_s38 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s31_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 2 (2 + d) (opt_l _ _ _ (s31_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 1 (2 + d) (opt_l _ _ _ (s31_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c43_L (c : nat) : lmoves (s31_board 1 1 (2 + c) 0) = [s38_board 0 1 1 (2 + c) 0; s29_board 1 (3 + c) 0; s39_board 1 1 (1 + c) 1 0].
Proof. unfold s29_board, s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c43_R (c : nat) : rmoves (s31_board 1 1 (2 + c) 0) = [s22_board 1 1 (2 + c) 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s31_c43_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 1 1 (2 + c) 0 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c43_L c), (s31_c43_R c); cbn [map].
  pose proof (use_s38 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s31_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 (3 + c) 0 (opt_l _ _ _ (s31_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) 1 0 (opt_l _ _ _ (s31_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s31_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s39_p19 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c44_L (c : nat) : lmoves (s31_board 1 1 (2 + c) 1) = [s38_board 0 1 1 (2 + c) 1; s29_board 1 (3 + c) 1; s39_board 1 1 (1 + c) 1 1].
Proof. unfold s29_board, s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c44_R (c : nat) : rmoves (s31_board 1 1 (2 + c) 1) = [strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s22_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s31_c44_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 1 1 (2 + c) 1 -> fst (s31_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c44_L c), (s31_c44_R c); cbn [map].
  pose proof (use_s38 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s31_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 (3 + c) 1 (opt_l _ _ _ (s31_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s31_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c44_R1 c)).
  pose proof (use_s22 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s31_c44_R c) ltac:(cbn [In]; left; reflexivity) (s31_c44_R1 c))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c45_L (c d : nat) : lmoves (s31_board 1 1 (2 + c) (2 + d)) = [s38_board 0 1 1 (2 + c) (2 + d); s29_board 1 (3 + c) (2 + d); s39_board 1 1 (1 + c) 1 (2 + d)].
Proof. unfold s29_board, s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c45_R (c d : nat) : rmoves (s31_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s31_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s31_board 1 1 (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c45_L c d), (s31_c45_R c d); cbn [map].
  pose proof (use_s38 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s31_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s31_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s31_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==0 && d==0: the board of s33 *)
Lemma s31_c46_p9 x (Hs33 : s33_claim x) (b : nat) :
  x = s31_board 1 (2 + b) 0 0 -> fst (s31_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q9] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==0 && d==1: the board of s33 *)
Lemma s31_c47_p10 x (Hs33 : s33_claim x) (b : nat) :
  x = s31_board 1 (2 + b) 0 1 -> fst (s31_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q10] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 1 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s33 *)
Lemma s31_c48_p3 x (Hs33 : s33_claim x) (b d : nat) :
  x = s31_board 1 (2 + b) 0 (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs33 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c49_L (b : nat) : lmoves (s31_board 1 (2 + b) 1 0) = [s38_board 0 1 (2 + b) 1 0; s31_board 1 (1 + b) 2 0; s34_board 1 (2 + b) 1 0].
Proof. unfold s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c49_R (b : nat) : rmoves (s31_board 1 (2 + b) 1 0) = [s22_board 1 (2 + b) 1 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s31_c49_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 1 0 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c49_L b), (s31_c49_R b); cbn [map].
  pose proof (use_s38 IH 0 1 (2 + b) 1 0 (opt_l _ _ _ (s31_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s31_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) 1 0 (opt_l _ _ _ (s31_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s31_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s34_p17 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c50_L (b : nat) : lmoves (s31_board 1 (2 + b) 1 1) = [s38_board 0 1 (2 + b) 1 1; s31_board 1 (1 + b) 2 1; s34_board 1 (2 + b) 1 1].
Proof. unfold s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c50_R (b : nat) : rmoves (s31_board 1 (2 + b) 1 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]) (s22_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s31_c50_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 1 1 -> fst (s31_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c50_L b), (s31_c50_R b); cbn [map].
  pose proof (use_s38 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s31_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s31_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s31_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c50_R1 b)).
  pose proof (use_s22 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s31_c50_R b) ltac:(cbn [In]; left; reflexivity) (s31_c50_R1 b))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c51_L (b d : nat) : lmoves (s31_board 1 (2 + b) 1 (2 + d)) = [s38_board 0 1 (2 + b) 1 (2 + d); s31_board 1 (1 + b) 2 (2 + d); s34_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c51_R (b d : nat) : rmoves (s31_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s31_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s31_board 1 (2 + b) 1 (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c51_L b d), (s31_c51_R b d); cbn [map].
  pose proof (use_s38 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s31_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s31_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s31_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c52_L (b c : nat) : lmoves (s31_board 1 (2 + b) (2 + c) 0) = [s38_board 0 1 (2 + b) (2 + c) 0; s31_board 1 (1 + b) (3 + c) 0; s39_board 1 (2 + b) (1 + c) 1 0].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c52_R (b c : nat) : rmoves (s31_board 1 (2 + b) (2 + c) 0) = [s22_board 1 (2 + b) (2 + c) 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s31_c52_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 1 (2 + b) (2 + c) 0 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c52_L b c), (s31_c52_R b c); cbn [map].
  pose proof (use_s38 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s31_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s31_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s31_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s31_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s39_p19 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c53_L (b c : nat) : lmoves (s31_board 1 (2 + b) (2 + c) 1) = [s38_board 0 1 (2 + b) (2 + c) 1; s31_board 1 (1 + b) (3 + c) 1; s39_board 1 (2 + b) (1 + c) 1 1].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c53_R (b c : nat) : rmoves (s31_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s22_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s31_c53_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 1 (2 + b) (2 + c) 1 -> fst (s31_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c53_L b c), (s31_c53_R b c); cbn [map].
  pose proof (use_s38 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s31_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s31_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s31_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c53_R1 b c)).
  pose proof (use_s22 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s31_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s31_c53_R1 b c))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c54_L (b c d : nat) : lmoves (s31_board 1 (2 + b) (2 + c) (2 + d)) = [s38_board 0 1 (2 + b) (2 + c) (2 + d); s31_board 1 (1 + b) (3 + c) (2 + d); s39_board 1 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c54_R (b c d : nat) : rmoves (s31_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s31_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s31_board 1 (2 + b) (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c54_L b c d), (s31_c54_R b c d); cbn [map].
  pose proof (use_s38 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s31_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s31_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s31_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s31_c55_p11 x (Hs25 : s25_claim x) (a : nat) :
  x = s31_board (2 + a) 0 0 0 -> fst (s31_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q11] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s31_c56_p12 x (Hs25 : s25_claim x) (a : nat) :
  x = s31_board (2 + a) 0 0 1 -> fst (s31_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q12] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s31_c57_p3 x (Hs25 : s25_claim x) (a d : nat) :
  x = s31_board (2 + a) 0 0 (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s31_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==1 && d==0: the board of s29 *)
Lemma s31_c58_p4 x (Hs29 : s29_claim x) (a : nat) :
  x = s31_board (2 + a) 0 1 0 -> fst (s31_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q4] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 0 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==1 && d==1: the board of s29 *)
Lemma s31_c59_p5 x (Hs29 : s29_claim x) (a : nat) :
  x = s31_board (2 + a) 0 1 1 -> fst (s31_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q5] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 1 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s29 *)
Lemma s31_c60_p3 x (Hs29 : s29_claim x) (a d : nat) :
  x = s31_board (2 + a) 0 1 (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s29 *)
Lemma s31_c61_p6 x (Hs29 : s29_claim x) (a c : nat) :
  x = s31_board (2 + a) 0 (2 + c) 0 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q6] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s29 *)
Lemma s31_c62_p7 x (Hs29 : s29_claim x) (a c : nat) :
  x = s31_board (2 + a) 0 (2 + c) 1 -> fst (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q7] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s29 *)
Lemma s31_c63_p3 x (Hs29 : s29_claim x) (a c d : nat) :
  x = s31_board (2 + a) 0 (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s31_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==0 && d==0: the board of s33 *)
Lemma s31_c64_p5 x (Hs33 : s33_claim x) (a : nat) :
  x = s31_board (2 + a) 1 0 0 -> fst (s31_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q5] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==0 && d==1: the board of s33 *)
Lemma s31_c65_p8 x (Hs33 : s33_claim x) (a : nat) :
  x = s31_board (2 + a) 1 0 1 -> fst (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q8] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s33 *)
Lemma s31_c66_p3 x (Hs33 : s33_claim x) (a d : nat) :
  x = s31_board (2 + a) 1 0 (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c67_L (a : nat) : lmoves (s31_board (2 + a) 1 1 0) = [s38_board (1 + a) 1 1 1 0; s29_board (2 + a) 2 0; s34_board (2 + a) 1 1 0].
Proof. unfold s29_board, s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c67_R (a : nat) : rmoves (s31_board (2 + a) 1 1 0) = [s22_board (2 + a) 1 1 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s31_c67_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 1 0 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c67_L a), (s31_c67_R a); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s31_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 2 0 (opt_l _ _ _ (s31_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 1 0 (opt_l _ _ _ (s31_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) 1 1 0 (opt_r _ _ _ (s31_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s34_p17 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c68_L (a : nat) : lmoves (s31_board (2 + a) 1 1 1) = [s38_board (1 + a) 1 1 1 1; s29_board (2 + a) 2 1; s34_board (2 + a) 1 1 1].
Proof. unfold s29_board, s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c68_R (a : nat) : rmoves (s31_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; T; E; F]) [(1, 1)]) (s22_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s31_c68_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 1 1 -> fst (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c68_L a), (s31_c68_R a); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s31_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 2 1 (opt_l _ _ _ (s31_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 1 1 (opt_l _ _ _ (s31_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c68_R1 a)).
  pose proof (use_s22 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s31_c68_R a) ltac:(cbn [In]; left; reflexivity) (s31_c68_R1 a))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c69_L (a d : nat) : lmoves (s31_board (2 + a) 1 1 (2 + d)) = [s38_board (1 + a) 1 1 1 (2 + d); s29_board (2 + a) 2 (2 + d); s34_board (2 + a) 1 1 (2 + d)].
Proof. unfold s29_board, s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c69_R (a d : nat) : rmoves (s31_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s31_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s31_board (2 + a) 1 1 (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c69_L a d), (s31_c69_R a d); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s31_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s31_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s31_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c70_L (a c : nat) : lmoves (s31_board (2 + a) 1 (2 + c) 0) = [s38_board (1 + a) 1 1 (2 + c) 0; s29_board (2 + a) (3 + c) 0; s39_board (2 + a) 1 (1 + c) 1 0].
Proof. unfold s29_board, s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c70_R (a c : nat) : rmoves (s31_board (2 + a) 1 (2 + c) 0) = [s22_board (2 + a) 1 (2 + c) 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s31_c70_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s31_board (2 + a) 1 (2 + c) 0 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c70_L a c), (s31_c70_R a c); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s31_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s31_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 1 0 (opt_l _ _ _ (s31_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s31_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s39_p19 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c71_L (a c : nat) : lmoves (s31_board (2 + a) 1 (2 + c) 1) = [s38_board (1 + a) 1 1 (2 + c) 1; s29_board (2 + a) (3 + c) 1; s39_board (2 + a) 1 (1 + c) 1 1].
Proof. unfold s29_board, s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c71_R (a c : nat) : rmoves (s31_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s22_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s31_c71_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s31_board (2 + a) 1 (2 + c) 1 -> fst (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c71_L a c), (s31_c71_R a c); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s31_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s31_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s31_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c71_R1 a c)).
  pose proof (use_s22 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s31_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s31_c71_R1 a c))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c72_L (a c d : nat) : lmoves (s31_board (2 + a) 1 (2 + c) (2 + d)) = [s38_board (1 + a) 1 1 (2 + c) (2 + d); s29_board (2 + a) (3 + c) (2 + d); s39_board (2 + a) 1 (1 + c) 1 (2 + d)].
Proof. unfold s29_board, s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c72_R (a c d : nat) : rmoves (s31_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s31_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s31_board (2 + a) 1 (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c72_L a c d), (s31_c72_R a c d); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s31_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s31_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s31_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s33 *)
Lemma s31_c73_p9 x (Hs33 : s33_claim x) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 0 0 -> fst (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q9] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s33 *)
Lemma s31_c74_p10 x (Hs33 : s33_claim x) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 0 1 -> fst (s31_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s31_q10] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s33 *)
Lemma s31_c75_p3 x (Hs33 : s33_claim x) (a b d : nat) :
  x = s31_board (2 + a) (2 + b) 0 (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s31_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s31_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s31_c76_L (a b : nat) : lmoves (s31_board (2 + a) (2 + b) 1 0) = [s38_board (1 + a) 1 (2 + b) 1 0; s31_board (2 + a) (1 + b) 2 0; s34_board (2 + a) (2 + b) 1 0].
Proof. unfold s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c76_R (a b : nat) : rmoves (s31_board (2 + a) (2 + b) 1 0) = [s22_board (2 + a) (2 + b) 1 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s31_c76_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 1 0 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c76_L a b), (s31_c76_R a b); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 (2 + b) 1 0 (opt_l _ _ _ (s31_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s31_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) 1 0 (opt_l _ _ _ (s31_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s31_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s34_p17 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c77_L (a b : nat) : lmoves (s31_board (2 + a) (2 + b) 1 1) = [s38_board (1 + a) 1 (2 + b) 1 1; s31_board (2 + a) (1 + b) 2 1; s34_board (2 + a) (2 + b) 1 1].
Proof. unfold s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c77_R (a b : nat) : rmoves (s31_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]) (s22_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s31_c77_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 1 1 -> fst (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c77_L a b), (s31_c77_R a b); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s31_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s31_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s31_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c77_R1 a b)).
  pose proof (use_s22 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s31_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s31_c77_R1 a b))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c78_L (a b d : nat) : lmoves (s31_board (2 + a) (2 + b) 1 (2 + d)) = [s38_board (1 + a) 1 (2 + b) 1 (2 + d); s31_board (2 + a) (1 + b) 2 (2 + d); s34_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s31_board, s34_board, s38_board. tf_options. Qed.
Lemma s31_c78_R (a b d : nat) : rmoves (s31_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s31_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s31_board (2 + a) (2 + b) 1 (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c78_L a b d), (s31_c78_R a b d); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s31_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s31_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) 1 (2 + d) (opt_l _ _ _ (s31_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c79_L (a b c : nat) : lmoves (s31_board (2 + a) (2 + b) (2 + c) 0) = [s38_board (1 + a) 1 (2 + b) (2 + c) 0; s31_board (2 + a) (1 + b) (3 + c) 0; s39_board (2 + a) (2 + b) (1 + c) 1 0].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c79_R (a b c : nat) : rmoves (s31_board (2 + a) (2 + b) (2 + c) 0) = [s22_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s31_c79_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s31_board (2 + a) (2 + b) (2 + c) 0 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c79_L a b c), (s31_c79_R a b c); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s31_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s31_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s31_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s31_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s39_p19 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c80_L (a b c : nat) : lmoves (s31_board (2 + a) (2 + b) (2 + c) 1) = [s38_board (1 + a) 1 (2 + b) (2 + c) 1; s31_board (2 + a) (1 + b) (3 + c) 1; s39_board (2 + a) (2 + b) (1 + c) 1 1].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c80_R (a b c : nat) : rmoves (s31_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s22_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s31_c80_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s31_board (2 + a) (2 + b) (2 + c) 1 -> fst (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c80_L a b c), (s31_c80_R a b c); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s31_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s31_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s31_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c80_R1 a b c)).
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s31_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s31_c80_R1 a b c))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s22_p6 Ho3 ltac:(zlia)).
  rewrite (s22_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c81_L (a b c d : nat) : lmoves (s31_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s38_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s31_board (2 + a) (1 + b) (3 + c) (2 + d); s39_board (2 + a) (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
Lemma s31_c81_R (a b c d : nat) : rmoves (s31_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _^2 T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s31_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s31_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c81_L a b c d), (s31_c81_R a b c d); cbn [map].
  pose proof (use_s38 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s31_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s31_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s31_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s32_c1_p1 x (Hs25 : s25_claim x) :
  x = s32_board 0 0 0 0 -> fst (s32_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s32_c2_p2 x (Hs25 : s25_claim x) :
  x = s32_board 0 0 0 1 -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s32_c3_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s32_board 0 0 0 (2 + d) -> fst (s32_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + d) ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c==1 && d==0: the board of s33 *)
Lemma s32_c4_p5 x (Hs33 : s33_claim x) :
  x = s32_board 0 0 1 0 -> fst (s32_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q5] in Hc |- *.
  pose proof (Hs33 0 1 0 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c==1 && d==1: the board of s33 *)
Lemma s32_c5_p4 x (Hs33 : s33_claim x) :
  x = s32_board 0 0 1 1 -> fst (s32_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q4] in Hc |- *.
  pose proof (Hs33 0 1 1 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c==1 && d>=2: the board of s33 *)
Lemma s32_c6_p6 x (Hs33 : s33_claim x) (d : nat) :
  x = s32_board 0 0 1 (2 + d) -> fst (s32_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q6] in Hc |- *.
  pose proof (Hs33 0 1 (2 + d) ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c>=2 && d==0: the board of s33 *)
Lemma s32_c7_p7 x (Hs33 : s33_claim x) (c : nat) :
  x = s32_board 0 0 (2 + c) 0 -> fst (s32_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q7] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 0 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c>=2 && d==1: the board of s33 *)
Lemma s32_c8_p8 x (Hs33 : s33_claim x) (c : nat) :
  x = s32_board 0 0 (2 + c) 1 -> fst (s32_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q8] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 1 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

