(* A part of the proof in tf_one_frog_even.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_even_base tf_one_frog_even_values1.


Lemma s16_c42_L (d : nat) : lmoves (s16_board 1 1 1 (2 + d)) = [s16_board 0 2 1 (2 + d); s17_board 1 1 1 (2 + d); s15_board 1 1 (3 + d)].
Proof. unfold s15_board, s16_board, s17_board. tf_options. Qed.
Lemma s16_c42_R (d : nat) : rmoves (s16_board 1 1 1 (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s16_c42_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s16_board 1 1 1 (2 + d) -> fst (s16_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c42_L d), (s16_c42_R d); cbn [map].
  pose proof (use_s16 IH 0 2 1 (2 + d) (opt_l _ _ _ (s16_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 1 (2 + d) (opt_l _ _ _ (s16_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 1 (3 + d) (opt_l _ _ _ (s16_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c43_L (c : nat) : lmoves (s16_board 1 1 (2 + c) 0) = [s16_board 0 2 (2 + c) 0; s17_board 1 1 (2 + c) 0; s16_board 1 1 (1 + c) 1].
Proof. unfold s16_board, s17_board. tf_options. Qed.
Lemma s16_c43_R (c : nat) : rmoves (s16_board 1 1 (2 + c) 0) = [s14_board 1 1 (2 + c)].
Proof. unfold s14_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s16_c43_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s16_board 1 1 (2 + c) 0 -> fst (s16_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s16_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q13] in Hc |- *.
  rewrite tf_game_eq, (s16_c43_L c), (s16_c43_R c); cbn [map].
  pose proof (use_s16 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s16_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 (2 + c) 0 (opt_l _ _ _ (s16_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s16_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH 1 1 (2 + c) (opt_r _ _ _ (s16_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c44_L (c : nat) : lmoves (s16_board 1 1 (2 + c) 1) = [s16_board 0 2 (2 + c) 1; s17_board 1 1 (2 + c) 1; s16_board 1 1 (1 + c) 2].
Proof. unfold s16_board, s17_board. tf_options. Qed.
Lemma s16_c44_R (c : nat) : rmoves (s16_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s16_c44_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s16_board 1 1 (2 + c) 1 -> fst (s16_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c44_L c), (s16_c44_R c); cbn [map].
  pose proof (use_s16 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s16_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s16_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s16_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s16_c44_R1 c)).
  pose proof (use_s14 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s16_c44_R c) ltac:(cbn [In]; left; reflexivity) (s16_c44_R1 c))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c45_L (c d : nat) : lmoves (s16_board 1 1 (2 + c) (2 + d)) = [s16_board 0 2 (2 + c) (2 + d); s17_board 1 1 (2 + c) (2 + d); s16_board 1 1 (1 + c) (3 + d)].
Proof. unfold s16_board, s17_board. tf_options. Qed.
Lemma s16_c45_R (c d : nat) : rmoves (s16_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s16_c45_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s16_board 1 1 (2 + c) (2 + d) -> fst (s16_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c45_L c d), (s16_c45_R c d); cbn [map].
  pose proof (use_s16 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s16_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s16_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s16_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s15 *)
Lemma s16_c46_p20 x (Hs15 : s15_claim x) (b : nat) :
  x = s16_board 1 (2 + b) 0 0 -> fst (s16_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q20] in Hc |- *.
  pose proof (Hs15 1 (2 + b) 0 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s15 *)
Lemma s16_c47_p21 x (Hs15 : s15_claim x) (b : nat) :
  x = s16_board 1 (2 + b) 0 1 -> fst (s16_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q21] in Hc |- *.
  pose proof (Hs15 1 (2 + b) 1 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s15 *)
Lemma s16_c48_p30 x (Hs15 : s15_claim x) (b d : nat) :
  x = s16_board 1 (2 + b) 0 (2 + d) -> fst (s16_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q30] in Hc |- *.
  pose proof (Hs15 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c49_L (b : nat) : lmoves (s16_board 1 (2 + b) 1 0) = [s16_board 0 (3 + b) 1 0; s20_board 1 (1 + b) 1 1 0; s15_board 1 (2 + b) 1].
Proof. unfold s15_board, s16_board, s20_board. tf_options. Qed.
Lemma s16_c49_R (b : nat) : rmoves (s16_board 1 (2 + b) 1 0) = [s14_board 1 (2 + b) 1].
Proof. unfold s14_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s16_c49_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 1 0 -> fst (s16_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q17] in Hc |- *.
  rewrite tf_game_eq, (s16_c49_L b), (s16_c49_R b); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s16_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s16_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 (2 + b) 1 (opt_l _ _ _ (s16_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH 1 (2 + b) 1 (opt_r _ _ _ (s16_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s15_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c50_L (b : nat) : lmoves (s16_board 1 (2 + b) 1 1) = [s16_board 0 (3 + b) 1 1; s20_board 1 (1 + b) 1 1 1; s15_board 1 (2 + b) 2].
Proof. unfold s15_board, s16_board, s20_board. tf_options. Qed.
Lemma s16_c50_R (b : nat) : rmoves (s16_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]) (s14_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s16_c50_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 1 1 -> fst (s16_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c50_L b), (s16_c50_R b); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s16_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s16_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 (2 + b) 2 (opt_l _ _ _ (s16_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s16_c50_R1 b)).
  pose proof (use_s14 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s16_c50_R b) ltac:(cbn [In]; left; reflexivity) (s16_c50_R1 b))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c51_L (b d : nat) : lmoves (s16_board 1 (2 + b) 1 (2 + d)) = [s16_board 0 (3 + b) 1 (2 + d); s20_board 1 (1 + b) 1 1 (2 + d); s15_board 1 (2 + b) (3 + d)].
Proof. unfold s15_board, s16_board, s20_board. tf_options. Qed.
Lemma s16_c51_R (b d : nat) : rmoves (s16_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s16_c51_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s16_board 1 (2 + b) 1 (2 + d) -> fst (s16_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c51_L b d), (s16_c51_R b d); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s16_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s16_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s16_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c52_L (b c : nat) : lmoves (s16_board 1 (2 + b) (2 + c) 0) = [s16_board 0 (3 + b) (2 + c) 0; s20_board 1 (1 + b) 1 (2 + c) 0; s16_board 1 (2 + b) (1 + c) 1].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s16_c52_R (b c : nat) : rmoves (s16_board 1 (2 + b) (2 + c) 0) = [s14_board 1 (2 + b) (2 + c)].
Proof. unfold s14_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s16_c52_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s16_board 1 (2 + b) (2 + c) 0 -> fst (s16_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s16_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q13] in Hc |- *.
  rewrite tf_game_eq, (s16_c52_L b c), (s16_c52_R b c); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s16_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s16_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s16_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s16_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c53_L (b c : nat) : lmoves (s16_board 1 (2 + b) (2 + c) 1) = [s16_board 0 (3 + b) (2 + c) 1; s20_board 1 (1 + b) 1 (2 + c) 1; s16_board 1 (2 + b) (1 + c) 2].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s16_c53_R (b c : nat) : rmoves (s16_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s16_c53_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s16_board 1 (2 + b) (2 + c) 1 -> fst (s16_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c53_L b c), (s16_c53_R b c); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s16_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s16_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s16_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s16_c53_R1 b c)).
  pose proof (use_s14 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s16_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s16_c53_R1 b c))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c54_L (b c d : nat) : lmoves (s16_board 1 (2 + b) (2 + c) (2 + d)) = [s16_board 0 (3 + b) (2 + c) (2 + d); s20_board 1 (1 + b) 1 (2 + c) (2 + d); s16_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s16_c54_R (b c d : nat) : rmoves (s16_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s16_c54_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s16_board 1 (2 + b) (2 + c) (2 + d) -> fst (s16_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c54_L b c d), (s16_c54_R b c d); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s16_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s16_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s16_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s9 *)
Lemma s16_c55_p22 x (Hs9 : s9_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 0 -> fst (s16_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q22] in Hc |- *.
  pose proof (Hs9 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s9 *)
Lemma s16_c56_p5 x (Hs9 : s9_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 1 -> fst (s16_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q5] in Hc |- *.
  pose proof (Hs9 (2 + a) 1 ltac:(rewrite Hx; unfold s16_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s9 *)
Lemma s16_c57_p23 x (Hs9 : s9_claim x) (a d : nat) :
  x = s16_board (2 + a) 0 0 (2 + d) -> fst (s16_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q23] in Hc |- *.
  pose proof (Hs9 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s16_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s10 *)
Lemma s16_c58_p17 x (Hs10 : s10_claim x) (a : nat) :
  x = s16_board (2 + a) 0 1 0 -> fst (s16_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q17] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 0 ltac:(rewrite Hx; unfold s16_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s10 *)
Lemma s16_c59_p24 x (Hs10 : s10_claim x) (a : nat) :
  x = s16_board (2 + a) 0 1 1 -> fst (s16_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q24] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 1 ltac:(rewrite Hx; unfold s16_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s10 *)
Lemma s16_c60_p7 x (Hs10 : s10_claim x) (a d : nat) :
  x = s16_board (2 + a) 0 1 (2 + d) -> fst (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q7] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s16_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s10 *)
Lemma s16_c61_p25 x (Hs10 : s10_claim x) (a c : nat) :
  x = s16_board (2 + a) 0 (2 + c) 0 -> fst (s16_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s16_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q25] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s16_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c61_p27 x (Hs10 : s10_claim x) (a c : nat) :
  x = s16_board (2 + a) 0 (2 + c) 0 -> fst (s16_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s16_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q27] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s16_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s10 *)
Lemma s16_c62_p26 x (Hs10 : s10_claim x) (a c : nat) :
  x = s16_board (2 + a) 0 (2 + c) 1 -> fst (s16_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s16_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q26] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s16_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s10 *)
Lemma s16_c63_p7 x (Hs10 : s10_claim x) (a c d : nat) :
  x = s16_board (2 + a) 0 (2 + c) (2 + d) -> fst (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q7] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s16_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s15 *)
Lemma s16_c64_p28 x (Hs15 : s15_claim x) (a : nat) :
  x = s16_board (2 + a) 1 0 0 -> fst (s16_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q28] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 0 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s15 *)
Lemma s16_c65_p29 x (Hs15 : s15_claim x) (a : nat) :
  x = s16_board (2 + a) 1 0 1 -> fst (s16_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q29] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 1 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s15 *)
Lemma s16_c66_p30 x (Hs15 : s15_claim x) (a d : nat) :
  x = s16_board (2 + a) 1 0 (2 + d) -> fst (s16_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q30] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c67_L (a : nat) : lmoves (s16_board (2 + a) 1 1 0) = [s16_board (1 + a) 2 1 0; s17_board (2 + a) 1 1 0; s15_board (2 + a) 1 1].
Proof. unfold s15_board, s16_board, s17_board. tf_options. Qed.
Lemma s16_c67_R (a : nat) : rmoves (s16_board (2 + a) 1 1 0) = [s14_board (2 + a) 1 1].
Proof. unfold s14_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s16_c67_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 1 1 0 -> fst (s16_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q17] in Hc |- *.
  rewrite tf_game_eq, (s16_c67_L a), (s16_c67_R a); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 1 0 (opt_l _ _ _ (s16_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 1 0 (opt_l _ _ _ (s16_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 1 (opt_l _ _ _ (s16_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH (2 + a) 1 1 (opt_r _ _ _ (s16_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  rewrite (s17_p28 Ho1 ltac:(zlia)).
  rewrite (s15_p4 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c68_L (a : nat) : lmoves (s16_board (2 + a) 1 1 1) = [s16_board (1 + a) 2 1 1; s17_board (2 + a) 1 1 1; s15_board (2 + a) 1 2].
Proof. unfold s15_board, s16_board, s17_board. tf_options. Qed.
Lemma s16_c68_R (a : nat) : rmoves (s16_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; T; F]) [(1, 1)]) (s14_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s16_c68_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 1 1 1 -> fst (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c68_L a), (s16_c68_R a); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 1 1 (opt_l _ _ _ (s16_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 1 1 (opt_l _ _ _ (s16_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 2 (opt_l _ _ _ (s16_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s16_c68_R1 a)).
  pose proof (use_s14 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s16_c68_R a) ltac:(cbn [In]; left; reflexivity) (s16_c68_R1 a))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c69_L (a d : nat) : lmoves (s16_board (2 + a) 1 1 (2 + d)) = [s16_board (1 + a) 2 1 (2 + d); s17_board (2 + a) 1 1 (2 + d); s15_board (2 + a) 1 (3 + d)].
Proof. unfold s15_board, s16_board, s17_board. tf_options. Qed.
Lemma s16_c69_R (a d : nat) : rmoves (s16_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s16_c69_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s16_board (2 + a) 1 1 (2 + d) -> fst (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c69_L a d), (s16_c69_R a d); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s16_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s16_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s16_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c70_L (a c : nat) : lmoves (s16_board (2 + a) 1 (2 + c) 0) = [s16_board (1 + a) 2 (2 + c) 0; s17_board (2 + a) 1 (2 + c) 0; s16_board (2 + a) 1 (1 + c) 1].
Proof. unfold s16_board, s17_board. tf_options. Qed.
Lemma s16_c70_R (a c : nat) : rmoves (s16_board (2 + a) 1 (2 + c) 0) = [s14_board (2 + a) 1 (2 + c)].
Proof. unfold s14_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s16_c70_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s16_board (2 + a) 1 (2 + c) 0 -> fst (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q13] in Hc |- *.
  rewrite tf_game_eq, (s16_c70_L a c), (s16_c70_R a c); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s16_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (2 + c) 0 (opt_l _ _ _ (s16_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s16_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s16_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p13 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c71_L (a c : nat) : lmoves (s16_board (2 + a) 1 (2 + c) 1) = [s16_board (1 + a) 2 (2 + c) 1; s17_board (2 + a) 1 (2 + c) 1; s16_board (2 + a) 1 (1 + c) 2].
Proof. unfold s16_board, s17_board. tf_options. Qed.
Lemma s16_c71_R (a c : nat) : rmoves (s16_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s16_c71_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s16_board (2 + a) 1 (2 + c) 1 -> fst (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c71_L a c), (s16_c71_R a c); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s16_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s16_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s16_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s16_c71_R1 a c)).
  pose proof (use_s14 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s16_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s16_c71_R1 a c))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c72_L (a c d : nat) : lmoves (s16_board (2 + a) 1 (2 + c) (2 + d)) = [s16_board (1 + a) 2 (2 + c) (2 + d); s17_board (2 + a) 1 (2 + c) (2 + d); s16_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s16_board, s17_board. tf_options. Qed.
Lemma s16_c72_R (a c d : nat) : rmoves (s16_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s16_c72_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s16_board (2 + a) 1 (2 + c) (2 + d) -> fst (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c72_L a c d), (s16_c72_R a c d); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s16_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s16_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s16_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s15 *)
Lemma s16_c73_p20 x (Hs15 : s15_claim x) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 0 0 -> fst (s16_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q20] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s15 *)
Lemma s16_c74_p21 x (Hs15 : s15_claim x) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 0 1 -> fst (s16_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q21] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s15 *)
Lemma s16_c75_p30 x (Hs15 : s15_claim x) (a b d : nat) :
  x = s16_board (2 + a) (2 + b) 0 (2 + d) -> fst (s16_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q30] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c76_L (a b : nat) : lmoves (s16_board (2 + a) (2 + b) 1 0) = [s16_board (1 + a) (3 + b) 1 0; s20_board (2 + a) (1 + b) 1 1 0; s15_board (2 + a) (2 + b) 1].
Proof. unfold s15_board, s16_board, s20_board. tf_options. Qed.
Lemma s16_c76_R (a b : nat) : rmoves (s16_board (2 + a) (2 + b) 1 0) = [s14_board (2 + a) (2 + b) 1].
Proof. unfold s14_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s16_c76_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 1 0 -> fst (s16_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q17] in Hc |- *.
  rewrite tf_game_eq, (s16_c76_L a b), (s16_c76_R a b); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s16_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 1 1 0 (opt_l _ _ _ (s16_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s16_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s16_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s15_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c77_L (a b : nat) : lmoves (s16_board (2 + a) (2 + b) 1 1) = [s16_board (1 + a) (3 + b) 1 1; s20_board (2 + a) (1 + b) 1 1 1; s15_board (2 + a) (2 + b) 2].
Proof. unfold s15_board, s16_board, s20_board. tf_options. Qed.
Lemma s16_c77_R (a b : nat) : rmoves (s16_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]) (s14_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s16_c77_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 1 1 -> fst (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c77_L a b), (s16_c77_R a b); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s16_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 1 1 1 (opt_l _ _ _ (s16_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s16_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s16_c77_R1 a b)).
  pose proof (use_s14 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s16_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s16_c77_R1 a b))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c78_L (a b d : nat) : lmoves (s16_board (2 + a) (2 + b) 1 (2 + d)) = [s16_board (1 + a) (3 + b) 1 (2 + d); s20_board (2 + a) (1 + b) 1 1 (2 + d); s15_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s15_board, s16_board, s20_board. tf_options. Qed.
Lemma s16_c78_R (a b d : nat) : rmoves (s16_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s16_c78_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s16_board (2 + a) (2 + b) 1 (2 + d) -> fst (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c78_L a b d), (s16_c78_R a b d); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s16_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s16_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s16_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c79_L (a b c : nat) : lmoves (s16_board (2 + a) (2 + b) (2 + c) 0) = [s16_board (1 + a) (3 + b) (2 + c) 0; s20_board (2 + a) (1 + b) 1 (2 + c) 0; s16_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s16_c79_R (a b c : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c) 0) = [s14_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s14_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s16_c79_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s16_board (2 + a) (2 + b) (2 + c) 0 -> fst (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q13] in Hc |- *.
  rewrite tf_game_eq, (s16_c79_L a b c), (s16_c79_R a b c); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s16_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s16_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s16_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s16_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c80_L (a b c : nat) : lmoves (s16_board (2 + a) (2 + b) (2 + c) 1) = [s16_board (1 + a) (3 + b) (2 + c) 1; s20_board (2 + a) (1 + b) 1 (2 + c) 1; s16_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s16_c80_R (a b c : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s16_c80_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s16_board (2 + a) (2 + b) (2 + c) 1 -> fst (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c80_L a b c), (s16_c80_R a b c); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s16_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s16_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s16_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s16_c80_R1 a b c)).
  pose proof (use_s14 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s16_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s16_c80_R1 a b c))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c81_L (a b c d : nat) : lmoves (s16_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s16_board (1 + a) (3 + b) (2 + c) (2 + d); s20_board (2 + a) (1 + b) 1 (2 + c) (2 + d); s16_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s16_c81_R (a b c d : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s16_c81_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s16_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c81_L a b c d), (s16_c81_R a b c d); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s16_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s16_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s16_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==0: the board of s9 *)
Lemma s17_c1_p1 x (Hs9 : s9_claim x) :
  x = s17_board 0 0 0 0 -> fst (s17_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q1] in Hc |- *.
  pose proof (Hs9 0 0 ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==1: the board of s9 *)
Lemma s17_c2_p2 x (Hs9 : s9_claim x) :
  x = s17_board 0 0 0 1 -> fst (s17_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q2] in Hc |- *.
  pose proof (Hs9 0 1 ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d>=2: the board of s9 *)
Lemma s17_c3_p4 x (Hs9 : s9_claim x) (d : nat) :
  x = s17_board 0 0 0 (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs9 0 (2 + d) ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==0: the board of s10 *)
Lemma s17_c4_p5 x (Hs10 : s10_claim x) :
  x = s17_board 0 0 1 0 -> fst (s17_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q5] in Hc |- *.
  pose proof (Hs10 0 1 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==1: the board of s10 *)
Lemma s17_c5_p7 x (Hs10 : s10_claim x) :
  x = s17_board 0 0 1 1 -> fst (s17_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q7] in Hc |- *.
  pose proof (Hs10 0 1 1 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d>=2: the board of s10 *)
Lemma s17_c6_p4 x (Hs10 : s10_claim x) (d : nat) :
  x = s17_board 0 0 1 (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs10 0 1 (2 + d) ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==0: the board of s10 *)
Lemma s17_c7_p9 x (Hs10 : s10_claim x) (c : nat) :
  x = s17_board 0 0 (2 + c) 0 -> fst (s17_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q9] in Hc |- *.
  pose proof (Hs10 0 (2 + c) 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c7_p11 x (Hs10 : s10_claim x) (c : nat) :
  x = s17_board 0 0 (2 + c) 0 -> fst (s17_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q11] in Hc |- *.
  pose proof (Hs10 0 (2 + c) 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c7_p14 x (Hs10 : s10_claim x) (c : nat) :
  x = s17_board 0 0 (2 + c) 0 -> fst (s17_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q14] in Hc |- *.
  pose proof (Hs10 0 (2 + c) 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==1: the board of s10 *)
Lemma s17_c8_p10 x (Hs10 : s10_claim x) (c : nat) :
  x = s17_board 0 0 (2 + c) 1 -> fst (s17_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q10] in Hc |- *.
  pose proof (Hs10 0 (2 + c) 1 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c8_p12 x (Hs10 : s10_claim x) (c : nat) :
  x = s17_board 0 0 (2 + c) 1 -> fst (s17_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q12] in Hc |- *.
  pose proof (Hs10 0 (2 + c) 1 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s10 *)
Lemma s17_c9_p4 x (Hs10 : s10_claim x) (c d : nat) :
  x = s17_board 0 0 (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs10 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==0: the board of s11 *)
Lemma s17_c10_p15 x (Hs11 : s11_claim x) :
  x = s17_board 0 1 0 0 -> fst (s17_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q15] in Hc |- *.
  pose proof (Hs11 0 1 0 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==1: the board of s11 *)
Lemma s17_c11_p16 x (Hs11 : s11_claim x) :
  x = s17_board 0 1 0 1 -> fst (s17_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q16] in Hc |- *.
  pose proof (Hs11 0 1 1 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d>=2: the board of s11 *)
Lemma s17_c12_p4 x (Hs11 : s11_claim x) (d : nat) :
  x = s17_board 0 1 0 (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs11 0 1 (2 + d) ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s17_c13_L : lmoves (s17_board 0 1 1 0) = [s10_board 0 2 0; s11_board 0 1 1].
Proof. unfold s10_board, s11_board, s17_board. tf_options. Qed.
Lemma s17_c13_R : rmoves (s17_board 0 1 1 0) = [s12_board 0 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s17_c13_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 1 1 0 -> fst (s17_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q19] in Hc |- *.
  rewrite tf_game_eq, (s17_c13_L), (s17_c13_R); cbn [map].
  pose proof (use_s10 IH 0 2 0 (opt_l _ _ _ (s17_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 0 1 1 (opt_l _ _ _ (s17_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH 0 1 1 (opt_r _ _ _ (s17_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c14_L : lmoves (s17_board 0 1 1 1) = [s10_board 0 2 1; s11_board 0 1 2].
Proof. unfold s10_board, s11_board, s17_board. tf_options. Qed.
Lemma s17_c14_R : rmoves (s17_board 0 1 1 1) = [strip [] ([E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c14_R1 : tf_norm (strip [] ([E; E; T; E; T; F]) [(1, 1)]) (s12_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s17_c14_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 1 1 1 -> fst (s17_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q21] in Hc |- *.
  rewrite tf_game_eq, (s17_c14_L), (s17_c14_R); cbn [map].
  pose proof (use_s10 IH 0 2 1 (opt_l _ _ _ (s17_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 0 1 2 (opt_l _ _ _ (s17_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c14_R1)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s17_c14_R) ltac:(cbn [In]; left; reflexivity) (s17_c14_R1))) as Ho2.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c15_L (d : nat) : lmoves (s17_board 0 1 1 (2 + d)) = [s10_board 0 2 (2 + d); s11_board 0 1 (3 + d)].
Proof. unfold s10_board, s11_board, s17_board. tf_options. Qed.
Lemma s17_c15_R (d : nat) : rmoves (s17_board 0 1 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s17_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 0 1 1 (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c15_L d), (s17_c15_R d); cbn [map].
  pose proof (use_s10 IH 0 2 (2 + d) (opt_l _ _ _ (s17_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 0 1 (3 + d) (opt_l _ _ _ (s17_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c16_L (c : nat) : lmoves (s17_board 0 1 (2 + c) 0) = [s10_board 0 (3 + c) 0; s17_board 0 1 (1 + c) 1].
Proof. unfold s10_board, s17_board. tf_options. Qed.
Lemma s17_c16_R (c : nat) : rmoves (s17_board 0 1 (2 + c) 0) = [s12_board 0 1 (2 + c)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s17_c16_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 1 (2 + c) 0 -> fst (s17_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c16_L c), (s17_c16_R c); cbn [map].
  pose proof (use_s10 IH 0 (3 + c) 0 (opt_l _ _ _ (s17_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s17_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH 0 1 (2 + c) (opt_r _ _ _ (s17_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c16_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 1 (2 + c) 0 -> fst (s17_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q22] in Hc |- *.
  rewrite tf_game_eq, (s17_c16_L c), (s17_c16_R c); cbn [map].
  pose proof (use_s10 IH 0 (3 + c) 0 (opt_l _ _ _ (s17_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s17_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH 0 1 (2 + c) (opt_r _ _ _ (s17_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p5 Ho0 ltac:(zlia)).
  rewrite (s17_p21 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c17_L (c : nat) : lmoves (s17_board 0 1 (2 + c) 1) = [s10_board 0 (3 + c) 1; s17_board 0 1 (1 + c) 2].
Proof. unfold s10_board, s17_board. tf_options. Qed.
Lemma s17_c17_R (c : nat) : rmoves (s17_board 0 1 (2 + c) 1) = [strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c17_R1 (c : nat) : tf_norm (strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s17_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 1 (2 + c) 1 -> fst (s17_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c17_L c), (s17_c17_R c); cbn [map].
  pose proof (use_s10 IH 0 (3 + c) 1 (opt_l _ _ _ (s17_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s17_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c17_R1 c)).
  pose proof (use_s12 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c17_R c) ltac:(cbn [In]; left; reflexivity) (s17_c17_R1 c))) as Ho2.
  rewrite (s10_p6 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c18_L (c d : nat) : lmoves (s17_board 0 1 (2 + c) (2 + d)) = [s10_board 0 (3 + c) (2 + d); s17_board 0 1 (1 + c) (3 + d)].
Proof. unfold s10_board, s17_board. tf_options. Qed.
Lemma s17_c18_R (c d : nat) : rmoves (s17_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s17_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s17_board 0 1 (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c18_L c d), (s17_c18_R c d); cbn [map].
  pose proof (use_s10 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s17_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s17_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==0: the board of s11 *)
Lemma s17_c19_p18 x (Hs11 : s11_claim x) (b : nat) :
  x = s17_board 0 (2 + b) 0 0 -> fst (s17_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q18] in Hc |- *.
  pose proof (Hs11 0 (2 + b) 0 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==1: the board of s11 *)
Lemma s17_c20_p23 x (Hs11 : s11_claim x) (b : nat) :
  x = s17_board 0 (2 + b) 0 1 -> fst (s17_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q23] in Hc |- *.
  pose proof (Hs11 0 (2 + b) 1 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s11 *)
Lemma s17_c21_p4 x (Hs11 : s11_claim x) (b d : nat) :
  x = s17_board 0 (2 + b) 0 (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs11 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s17_c22_L (b : nat) : lmoves (s17_board 0 (2 + b) 1 0) = [s17_board 0 (1 + b) 2 0; s11_board 0 (2 + b) 1].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c22_R (b : nat) : rmoves (s17_board 0 (2 + b) 1 0) = [s12_board 0 (2 + b) 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s17_c22_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 0 (2 + b) 1 0 -> fst (s17_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q8] in Hc |- *.
  rewrite tf_game_eq, (s17_c22_L b), (s17_c22_R b); cbn [map].
  pose proof (use_s17 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s17_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 0 (2 + b) 1 (opt_l _ _ _ (s17_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH 0 (2 + b) 1 (opt_r _ _ _ (s17_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p13 Ho0 ltac:(zlia)).
    rewrite (s11_p3 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p22 Ho0 ltac:(zlia)).
    rewrite (s11_p3 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c23_L (b : nat) : lmoves (s17_board 0 (2 + b) 1 1) = [s17_board 0 (1 + b) 2 1; s11_board 0 (2 + b) 2].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c23_R (b : nat) : rmoves (s17_board 0 (2 + b) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c23_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s12_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s17_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 0 (2 + b) 1 1 -> fst (s17_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c23_L b), (s17_c23_R b); cbn [map].
  pose proof (use_s17 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s17_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 0 (2 + b) 2 (opt_l _ _ _ (s17_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c23_R1 b)).
  pose proof (use_s12 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s17_c23_R b) ltac:(cbn [In]; left; reflexivity) (s17_c23_R1 b))) as Ho2.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c24_L (b d : nat) : lmoves (s17_board 0 (2 + b) 1 (2 + d)) = [s17_board 0 (1 + b) 2 (2 + d); s11_board 0 (2 + b) (3 + d)].
Proof. unfold s11_board, s17_board. tf_options. Qed.
Lemma s17_c24_R (b d : nat) : rmoves (s17_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s17_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s17_board 0 (2 + b) 1 (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c24_L b d), (s17_c24_R b d); cbn [map].
  pose proof (use_s17 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s17_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s17_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c25_L (b c : nat) : lmoves (s17_board 0 (2 + b) (2 + c) 0) = [s17_board 0 (1 + b) (3 + c) 0; s17_board 0 (2 + b) (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c25_R (b c : nat) : rmoves (s17_board 0 (2 + b) (2 + c) 0) = [s12_board 0 (2 + b) (2 + c)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s17_c25_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 0 (2 + b) (2 + c) 0 -> fst (s17_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q13] in Hc |- *.
  rewrite tf_game_eq, (s17_c25_L b c), (s17_c25_R b c); cbn [map].
  pose proof (use_s17 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s17_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s17_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s17_p13 Ho0 ltac:(zlia)).
    rewrite (s17_p12 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p14 Ho0 ltac:(zlia)).
    rewrite (s17_p12 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s17_c26_L (b c : nat) : lmoves (s17_board 0 (2 + b) (2 + c) 1) = [s17_board 0 (1 + b) (3 + c) 1; s17_board 0 (2 + b) (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c26_R (b c : nat) : rmoves (s17_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c26_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s17_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 0 (2 + b) (2 + c) 1 -> fst (s17_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c26_L b c), (s17_c26_R b c); cbn [map].
  pose proof (use_s17 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s17_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c26_R1 b c)).
  pose proof (use_s12 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s17_c26_R1 b c))) as Ho2.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c27_L (b c d : nat) : lmoves (s17_board 0 (2 + b) (2 + c) (2 + d)) = [s17_board 0 (1 + b) (3 + c) (2 + d); s17_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c27_R (b c d : nat) : rmoves (s17_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s17_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s17_board 0 (2 + b) (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c27_L b c d), (s17_c27_R b c d); cbn [map].
  pose proof (use_s17 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s17_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s17_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==0: the board of s9 *)
Lemma s17_c28_p3 x (Hs9 : s9_claim x) :
  x = s17_board 1 0 0 0 -> fst (s17_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q3] in Hc |- *.
  pose proof (Hs9 1 0 ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==1: the board of s9 *)
Lemma s17_c29_p6 x (Hs9 : s9_claim x) :
  x = s17_board 1 0 0 1 -> fst (s17_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q6] in Hc |- *.
  pose proof (Hs9 1 1 ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d>=2: the board of s9 *)
Lemma s17_c30_p4 x (Hs9 : s9_claim x) (d : nat) :
  x = s17_board 1 0 0 (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs9 1 (2 + d) ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==0: the board of s10 *)
Lemma s17_c31_p17 x (Hs10 : s10_claim x) :
  x = s17_board 1 0 1 0 -> fst (s17_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q17] in Hc |- *.
  pose proof (Hs10 1 1 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==1: the board of s10 *)
Lemma s17_c32_p24 x (Hs10 : s10_claim x) :
  x = s17_board 1 0 1 1 -> fst (s17_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q24] in Hc |- *.
  pose proof (Hs10 1 1 1 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d>=2: the board of s10 *)
Lemma s17_c33_p4 x (Hs10 : s10_claim x) (d : nat) :
  x = s17_board 1 0 1 (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs10 1 1 (2 + d) ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==0: the board of s10 *)
Lemma s17_c34_p25 x (Hs10 : s10_claim x) (c : nat) :
  x = s17_board 1 0 (2 + c) 0 -> fst (s17_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q25] in Hc |- *.
  pose proof (Hs10 1 (2 + c) 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c34_p26 x (Hs10 : s10_claim x) (c : nat) :
  x = s17_board 1 0 (2 + c) 0 -> fst (s17_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q26] in Hc |- *.
  pose proof (Hs10 1 (2 + c) 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==1: the board of s10 *)
Lemma s17_c35_p12 x (Hs10 : s10_claim x) (c : nat) :
  x = s17_board 1 0 (2 + c) 1 -> fst (s17_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q12] in Hc |- *.
  pose proof (Hs10 1 (2 + c) 1 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s10 *)
Lemma s17_c36_p4 x (Hs10 : s10_claim x) (c d : nat) :
  x = s17_board 1 0 (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs10 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==0: the board of s11 *)
Lemma s17_c37_p27 x (Hs11 : s11_claim x) :
  x = s17_board 1 1 0 0 -> fst (s17_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q27] in Hc |- *.
  pose proof (Hs11 1 1 0 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==1: the board of s11 *)
Lemma s17_c38_p20 x (Hs11 : s11_claim x) :
  x = s17_board 1 1 0 1 -> fst (s17_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q20] in Hc |- *.
  pose proof (Hs11 1 1 1 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d>=2: the board of s11 *)
Lemma s17_c39_p4 x (Hs11 : s11_claim x) (d : nat) :
  x = s17_board 1 1 0 (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs11 1 1 (2 + d) ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s17_c40_L : lmoves (s17_board 1 1 1 0) = [s20_board 0 1 1 1 0; s10_board 1 2 0; s11_board 1 1 1].
Proof. unfold s10_board, s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c40_R : rmoves (s17_board 1 1 1 0) = [s12_board 1 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s17_c40_p28 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 1 1 0 -> fst (s17_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q28] in Hc |- *.
  rewrite tf_game_eq, (s17_c40_L), (s17_c40_R); cbn [map].
  pose proof (use_s20 IH 0 1 1 1 0 (opt_l _ _ _ (s17_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 2 0 (opt_l _ _ _ (s17_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 1 1 (opt_l _ _ _ (s17_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH 1 1 1 (opt_r _ _ _ (s17_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s10_p10 Ho1 ltac:(zlia)).
  rewrite (s11_p4 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c41_L : lmoves (s17_board 1 1 1 1) = [s20_board 0 1 1 1 1; s10_board 1 2 1; s11_board 1 1 2].
Proof. unfold s10_board, s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c41_R : rmoves (s17_board 1 1 1 1) = [strip [] ([T; E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c41_R1 : tf_norm (strip [] ([T; E; E; T; E; T; F]) [(1, 1)]) (s12_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s17_c41_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 1 1 1 -> fst (s17_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c41_L), (s17_c41_R); cbn [map].
  pose proof (use_s20 IH 0 1 1 1 1 (opt_l _ _ _ (s17_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 2 1 (opt_l _ _ _ (s17_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 1 2 (opt_l _ _ _ (s17_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c41_R1)).
  pose proof (use_s12 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s17_c41_R) ltac:(cbn [In]; left; reflexivity) (s17_c41_R1))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s10_p6 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c42_L (d : nat) : lmoves (s17_board 1 1 1 (2 + d)) = [s20_board 0 1 1 1 (2 + d); s10_board 1 2 (2 + d); s11_board 1 1 (3 + d)].
Proof. unfold s10_board, s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c42_R (d : nat) : rmoves (s17_board 1 1 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s17_c42_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 1 1 1 (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c42_L d), (s17_c42_R d); cbn [map].
  pose proof (use_s20 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s17_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 2 (2 + d) (opt_l _ _ _ (s17_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 1 (3 + d) (opt_l _ _ _ (s17_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c43_L (c : nat) : lmoves (s17_board 1 1 (2 + c) 0) = [s20_board 0 1 1 (2 + c) 0; s10_board 1 (3 + c) 0; s17_board 1 1 (1 + c) 1].
Proof. unfold s10_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c43_R (c : nat) : rmoves (s17_board 1 1 (2 + c) 0) = [s12_board 1 1 (2 + c)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s17_c43_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 1 1 (2 + c) 0 -> fst (s17_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q13] in Hc |- *.
  rewrite tf_game_eq, (s17_c43_L c), (s17_c43_R c); cbn [map].
  pose proof (use_s20 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s17_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 (3 + c) 0 (opt_l _ _ _ (s17_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s17_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH 1 1 (2 + c) (opt_r _ _ _ (s17_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s10_p7 Ho1 ltac:(zlia)).
  rewrite (s17_p12 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c44_L (c : nat) : lmoves (s17_board 1 1 (2 + c) 1) = [s20_board 0 1 1 (2 + c) 1; s10_board 1 (3 + c) 1; s17_board 1 1 (1 + c) 2].
Proof. unfold s10_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c44_R (c : nat) : rmoves (s17_board 1 1 (2 + c) 1) = [strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s17_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 1 1 (2 + c) 1 -> fst (s17_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c44_L c), (s17_c44_R c); cbn [map].
  pose proof (use_s20 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s17_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 (3 + c) 1 (opt_l _ _ _ (s17_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s17_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c44_R1 c)).
  pose proof (use_s12 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c44_R c) ltac:(cbn [In]; left; reflexivity) (s17_c44_R1 c))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s10_p6 Ho1 ltac:(zlia)).
  rewrite (s17_p4 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c45_L (c d : nat) : lmoves (s17_board 1 1 (2 + c) (2 + d)) = [s20_board 0 1 1 (2 + c) (2 + d); s10_board 1 (3 + c) (2 + d); s17_board 1 1 (1 + c) (3 + d)].
Proof. unfold s10_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c45_R (c d : nat) : rmoves (s17_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s17_c45_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s17_board 1 1 (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c45_L c d), (s17_c45_R c d); cbn [map].
  pose proof (use_s20 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s17_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s17_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s17_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s17_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s11 *)
Lemma s17_c46_p18 x (Hs11 : s11_claim x) (b : nat) :
  x = s17_board 1 (2 + b) 0 0 -> fst (s17_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q18] in Hc |- *.
  pose proof (Hs11 1 (2 + b) 0 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s11 *)
Lemma s17_c47_p23 x (Hs11 : s11_claim x) (b : nat) :
  x = s17_board 1 (2 + b) 0 1 -> fst (s17_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q23] in Hc |- *.
  pose proof (Hs11 1 (2 + b) 1 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s11 *)
Lemma s17_c48_p4 x (Hs11 : s11_claim x) (b d : nat) :
  x = s17_board 1 (2 + b) 0 (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs11 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s17_c49_L (b : nat) : lmoves (s17_board 1 (2 + b) 1 0) = [s20_board 0 1 (2 + b) 1 0; s17_board 1 (1 + b) 2 0; s11_board 1 (2 + b) 1].
Proof. unfold s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c49_R (b : nat) : rmoves (s17_board 1 (2 + b) 1 0) = [s12_board 1 (2 + b) 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s17_c49_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 1 (2 + b) 1 0 -> fst (s17_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q8] in Hc |- *.
  rewrite tf_game_eq, (s17_c49_L b), (s17_c49_R b); cbn [map].
  pose proof (use_s20 IH 0 1 (2 + b) 1 0 (opt_l _ _ _ (s17_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s17_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 (2 + b) 1 (opt_l _ _ _ (s17_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH 1 (2 + b) 1 (opt_r _ _ _ (s17_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s11_p3 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c50_L (b : nat) : lmoves (s17_board 1 (2 + b) 1 1) = [s20_board 0 1 (2 + b) 1 1; s17_board 1 (1 + b) 2 1; s11_board 1 (2 + b) 2].
Proof. unfold s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c50_R (b : nat) : rmoves (s17_board 1 (2 + b) 1 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s12_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s17_c50_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 1 (2 + b) 1 1 -> fst (s17_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c50_L b), (s17_c50_R b); cbn [map].
  pose proof (use_s20 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s17_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s17_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 (2 + b) 2 (opt_l _ _ _ (s17_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c50_R1 b)).
  pose proof (use_s12 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s17_c50_R b) ltac:(cbn [In]; left; reflexivity) (s17_c50_R1 b))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c51_L (b d : nat) : lmoves (s17_board 1 (2 + b) 1 (2 + d)) = [s20_board 0 1 (2 + b) 1 (2 + d); s17_board 1 (1 + b) 2 (2 + d); s11_board 1 (2 + b) (3 + d)].
Proof. unfold s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c51_R (b d : nat) : rmoves (s17_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s17_c51_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s17_board 1 (2 + b) 1 (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c51_L b d), (s17_c51_R b d); cbn [map].
  pose proof (use_s20 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s17_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s17_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s17_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c52_L (b c : nat) : lmoves (s17_board 1 (2 + b) (2 + c) 0) = [s20_board 0 1 (2 + b) (2 + c) 0; s17_board 1 (1 + b) (3 + c) 0; s17_board 1 (2 + b) (1 + c) 1].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s17_c52_R (b c : nat) : rmoves (s17_board 1 (2 + b) (2 + c) 0) = [s12_board 1 (2 + b) (2 + c)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s17_c52_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 1 (2 + b) (2 + c) 0 -> fst (s17_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q13] in Hc |- *.
  rewrite tf_game_eq, (s17_c52_L b c), (s17_c52_R b c); cbn [map].
  pose proof (use_s20 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s17_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s17_p12 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c53_L (b c : nat) : lmoves (s17_board 1 (2 + b) (2 + c) 1) = [s20_board 0 1 (2 + b) (2 + c) 1; s17_board 1 (1 + b) (3 + c) 1; s17_board 1 (2 + b) (1 + c) 2].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s17_c53_R (b c : nat) : rmoves (s17_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s17_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 1 (2 + b) (2 + c) 1 -> fst (s17_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c53_L b c), (s17_c53_R b c); cbn [map].
  pose proof (use_s20 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s17_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s17_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c53_R1 b c)).
  pose proof (use_s12 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s17_c53_R1 b c))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s17_p4 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c54_L (b c d : nat) : lmoves (s17_board 1 (2 + b) (2 + c) (2 + d)) = [s20_board 0 1 (2 + b) (2 + c) (2 + d); s17_board 1 (1 + b) (3 + c) (2 + d); s17_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s17_c54_R (b c d : nat) : rmoves (s17_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s17_c54_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s17_board 1 (2 + b) (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c54_L b c d), (s17_c54_R b c d); cbn [map].
  pose proof (use_s20 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s17_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s17_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s17_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s17_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s9 *)
Lemma s17_c55_p3 x (Hs9 : s9_claim x) (a : nat) :
  x = s17_board (2 + a) 0 0 0 -> fst (s17_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q3] in Hc |- *.
  pose proof (Hs9 (2 + a) 0 ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s9 *)
Lemma s17_c56_p6 x (Hs9 : s9_claim x) (a : nat) :
  x = s17_board (2 + a) 0 0 1 -> fst (s17_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q6] in Hc |- *.
  pose proof (Hs9 (2 + a) 1 ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s9 *)
Lemma s17_c57_p4 x (Hs9 : s9_claim x) (a d : nat) :
  x = s17_board (2 + a) 0 0 (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs9 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s17_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s10 *)
Lemma s17_c58_p17 x (Hs10 : s10_claim x) (a : nat) :
  x = s17_board (2 + a) 0 1 0 -> fst (s17_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q17] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s10 *)
Lemma s17_c59_p24 x (Hs10 : s10_claim x) (a : nat) :
  x = s17_board (2 + a) 0 1 1 -> fst (s17_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q24] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 1 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s10 *)
Lemma s17_c60_p4 x (Hs10 : s10_claim x) (a d : nat) :
  x = s17_board (2 + a) 0 1 (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s10 *)
Lemma s17_c61_p29 x (Hs10 : s10_claim x) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 0 -> fst (s17_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q29] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c61_p30 x (Hs10 : s10_claim x) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 0 -> fst (s17_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q30] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s10 *)
Lemma s17_c62_p12 x (Hs10 : s10_claim x) (a c : nat) :
  x = s17_board (2 + a) 0 (2 + c) 1 -> fst (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q12] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s10 *)
Lemma s17_c63_p4 x (Hs10 : s10_claim x) (a c d : nat) :
  x = s17_board (2 + a) 0 (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s17_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s11 *)
Lemma s17_c64_p27 x (Hs11 : s11_claim x) (a : nat) :
  x = s17_board (2 + a) 1 0 0 -> fst (s17_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q27] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 0 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s11 *)
Lemma s17_c65_p20 x (Hs11 : s11_claim x) (a : nat) :
  x = s17_board (2 + a) 1 0 1 -> fst (s17_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q20] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 1 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s11 *)
Lemma s17_c66_p4 x (Hs11 : s11_claim x) (a d : nat) :
  x = s17_board (2 + a) 1 0 (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s17_c67_L (a : nat) : lmoves (s17_board (2 + a) 1 1 0) = [s20_board (1 + a) 1 1 1 0; s10_board (2 + a) 2 0; s11_board (2 + a) 1 1].
Proof. unfold s10_board, s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c67_R (a : nat) : rmoves (s17_board (2 + a) 1 1 0) = [s12_board (2 + a) 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s17_c67_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 1 0 -> fst (s17_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q28] in Hc |- *.
  rewrite tf_game_eq, (s17_c67_L a), (s17_c67_R a); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s17_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 2 0 (opt_l _ _ _ (s17_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) 1 1 (opt_l _ _ _ (s17_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH (2 + a) 1 1 (opt_r _ _ _ (s17_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s10_p10 Ho1 ltac:(zlia)).
  rewrite (s11_p4 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c68_L (a : nat) : lmoves (s17_board (2 + a) 1 1 1) = [s20_board (1 + a) 1 1 1 1; s10_board (2 + a) 2 1; s11_board (2 + a) 1 2].
Proof. unfold s10_board, s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c68_R (a : nat) : rmoves (s17_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; T; F]) [(1, 1)]) (s12_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s17_c68_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) 1 1 1 -> fst (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c68_L a), (s17_c68_R a); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s17_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 2 1 (opt_l _ _ _ (s17_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) 1 2 (opt_l _ _ _ (s17_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c68_R1 a)).
  pose proof (use_s12 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s17_c68_R a) ltac:(cbn [In]; left; reflexivity) (s17_c68_R1 a))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s10_p6 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c69_L (a d : nat) : lmoves (s17_board (2 + a) 1 1 (2 + d)) = [s20_board (1 + a) 1 1 1 (2 + d); s10_board (2 + a) 2 (2 + d); s11_board (2 + a) 1 (3 + d)].
Proof. unfold s10_board, s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c69_R (a d : nat) : rmoves (s17_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s17_c69_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s17_board (2 + a) 1 1 (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c69_L a d), (s17_c69_R a d); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s17_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s17_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s17_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c70_L (a c : nat) : lmoves (s17_board (2 + a) 1 (2 + c) 0) = [s20_board (1 + a) 1 1 (2 + c) 0; s10_board (2 + a) (3 + c) 0; s17_board (2 + a) 1 (1 + c) 1].
Proof. unfold s10_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c70_R (a c : nat) : rmoves (s17_board (2 + a) 1 (2 + c) 0) = [s12_board (2 + a) 1 (2 + c)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s17_c70_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 1 (2 + c) 0 -> fst (s17_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q13] in Hc |- *.
  rewrite tf_game_eq, (s17_c70_L a c), (s17_c70_R a c); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s17_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s17_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s10_p7 Ho1 ltac:(zlia)).
  rewrite (s17_p12 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c71_L (a c : nat) : lmoves (s17_board (2 + a) 1 (2 + c) 1) = [s20_board (1 + a) 1 1 (2 + c) 1; s10_board (2 + a) (3 + c) 1; s17_board (2 + a) 1 (1 + c) 2].
Proof. unfold s10_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c71_R (a c : nat) : rmoves (s17_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s17_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s17_board (2 + a) 1 (2 + c) 1 -> fst (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c71_L a c), (s17_c71_R a c); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s17_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s17_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s17_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c71_R1 a c)).
  pose proof (use_s12 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s17_c71_R1 a c))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s10_p6 Ho1 ltac:(zlia)).
  rewrite (s17_p4 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c72_L (a c d : nat) : lmoves (s17_board (2 + a) 1 (2 + c) (2 + d)) = [s20_board (1 + a) 1 1 (2 + c) (2 + d); s10_board (2 + a) (3 + c) (2 + d); s17_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s10_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c72_R (a c d : nat) : rmoves (s17_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s17_c72_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s17_board (2 + a) 1 (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c72_L a c d), (s17_c72_R a c d); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s17_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s17_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s17_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s17_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s11 *)
Lemma s17_c73_p18 x (Hs11 : s11_claim x) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 0 0 -> fst (s17_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q18] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s11 *)
Lemma s17_c74_p23 x (Hs11 : s11_claim x) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 0 1 -> fst (s17_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q23] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s11 *)
Lemma s17_c75_p4 x (Hs11 : s11_claim x) (a b d : nat) :
  x = s17_board (2 + a) (2 + b) 0 (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s17_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s17_c76_L (a b : nat) : lmoves (s17_board (2 + a) (2 + b) 1 0) = [s20_board (1 + a) 1 (2 + b) 1 0; s17_board (2 + a) (1 + b) 2 0; s11_board (2 + a) (2 + b) 1].
Proof. unfold s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c76_R (a b : nat) : rmoves (s17_board (2 + a) (2 + b) 1 0) = [s12_board (2 + a) (2 + b) 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s17_c76_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 1 0 -> fst (s17_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q8] in Hc |- *.
  rewrite tf_game_eq, (s17_c76_L a b), (s17_c76_R a b); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 (2 + b) 1 0 (opt_l _ _ _ (s17_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s17_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s17_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s17_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s11_p3 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c77_L (a b : nat) : lmoves (s17_board (2 + a) (2 + b) 1 1) = [s20_board (1 + a) 1 (2 + b) 1 1; s17_board (2 + a) (1 + b) 2 1; s11_board (2 + a) (2 + b) 2].
Proof. unfold s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c77_R (a b : nat) : rmoves (s17_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s12_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s17_c77_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s17_board (2 + a) (2 + b) 1 1 -> fst (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c77_L a b), (s17_c77_R a b); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s17_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s17_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s17_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c77_R1 a b)).
  pose proof (use_s12 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s17_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s17_c77_R1 a b))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c78_L (a b d : nat) : lmoves (s17_board (2 + a) (2 + b) 1 (2 + d)) = [s20_board (1 + a) 1 (2 + b) 1 (2 + d); s17_board (2 + a) (1 + b) 2 (2 + d); s11_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s11_board, s17_board, s20_board. tf_options. Qed.
Lemma s17_c78_R (a b d : nat) : rmoves (s17_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s17_c78_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s17_board (2 + a) (2 + b) 1 (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c78_L a b d), (s17_c78_R a b d); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s17_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s17_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s17_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c79_L (a b c : nat) : lmoves (s17_board (2 + a) (2 + b) (2 + c) 0) = [s20_board (1 + a) 1 (2 + b) (2 + c) 0; s17_board (2 + a) (1 + b) (3 + c) 0; s17_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s17_c79_R (a b c : nat) : rmoves (s17_board (2 + a) (2 + b) (2 + c) 0) = [s12_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s17_c79_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) 0 -> fst (s17_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q13] in Hc |- *.
  rewrite tf_game_eq, (s17_c79_L a b c), (s17_c79_R a b c); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s17_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s17_p12 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c80_L (a b c : nat) : lmoves (s17_board (2 + a) (2 + b) (2 + c) 1) = [s20_board (1 + a) 1 (2 + b) (2 + c) 1; s17_board (2 + a) (1 + b) (3 + c) 1; s17_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s17_c80_R (a b c : nat) : rmoves (s17_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s17_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) 1 -> fst (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c80_L a b c), (s17_c80_R a b c); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s17_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s17_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c80_R1 a b c)).
  pose proof (use_s12 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s17_c80_R1 a b c))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s17_p4 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c81_L (a b c d : nat) : lmoves (s17_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s20_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s17_board (2 + a) (1 + b) (3 + c) (2 + d); s17_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s17_c81_R (a b c d : nat) : rmoves (s17_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _^2 T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s17_c81_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s17_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c81_L a b c d), (s17_c81_R a b c d); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s17_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s17_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s17_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s17_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c==0 && d==0: the board of s9 *)
Lemma s18_c1_p1 x (Hs9 : s9_claim x) :
  x = s18_board 0 0 0 0 -> fst (s18_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q1] in Hc |- *.
  pose proof (Hs9 0 0 ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c==0 && d==1: the board of s9 *)
Lemma s18_c2_p2 x (Hs9 : s9_claim x) :
  x = s18_board 0 0 0 1 -> fst (s18_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q2] in Hc |- *.
  pose proof (Hs9 0 1 ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c==0 && d>=2: the board of s9 *)
Lemma s18_c3_p4 x (Hs9 : s9_claim x) (d : nat) :
  x = s18_board 0 0 0 (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs9 0 (2 + d) ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c==1 && d==0: the board of s11 *)
Lemma s18_c4_p5 x (Hs11 : s11_claim x) :
  x = s18_board 0 0 1 0 -> fst (s18_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q5] in Hc |- *.
  pose proof (Hs11 0 1 0 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c==1 && d==1: the board of s11 *)
Lemma s18_c5_p6 x (Hs11 : s11_claim x) :
  x = s18_board 0 0 1 1 -> fst (s18_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q6] in Hc |- *.
  pose proof (Hs11 0 1 1 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c==1 && d>=2: the board of s11 *)
Lemma s18_c6_p4 x (Hs11 : s11_claim x) (d : nat) :
  x = s18_board 0 0 1 (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs11 0 1 (2 + d) ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c>=2 && d==0: the board of s11 *)
Lemma s18_c7_p7 x (Hs11 : s11_claim x) (c : nat) :
  x = s18_board 0 0 (2 + c) 0 -> fst (s18_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q7] in Hc |- *.
  pose proof (Hs11 0 (2 + c) 0 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c>=2 && d==1: the board of s11 *)
Lemma s18_c8_p8 x (Hs11 : s11_claim x) (c : nat) :
  x = s18_board 0 0 (2 + c) 1 -> fst (s18_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q8] in Hc |- *.
  pose proof (Hs11 0 (2 + c) 1 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s11 *)
Lemma s18_c9_p4 x (Hs11 : s11_claim x) (c d : nat) :
  x = s18_board 0 0 (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs11 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c==0 && d==0: the board of s15 *)
Lemma s18_c10_p9 x (Hs15 : s15_claim x) :
  x = s18_board 0 1 0 0 -> fst (s18_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q9] in Hc |- *.
  pose proof (Hs15 0 1 0 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c==0 && d==1: the board of s15 *)
Lemma s18_c11_p11 x (Hs15 : s15_claim x) :
  x = s18_board 0 1 0 1 -> fst (s18_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q11] in Hc |- *.
  pose proof (Hs15 0 1 1 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c==0 && d>=2: the board of s15 *)
Lemma s18_c12_p4 x (Hs15 : s15_claim x) (d : nat) :
  x = s18_board 0 1 0 (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs15 0 1 (2 + d) ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s18_c13_L : lmoves (s18_board 0 1 1 0) = [s11_board 0 2 0; s16_board 0 1 1 0].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c13_R : rmoves (s18_board 0 1 1 0) = [s19_board 0 1 1 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s18_c13_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 0 1 1 0 -> fst (s18_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c13_L), (s18_c13_R); cbn [map].
  pose proof (use_s11 IH 0 2 0 (opt_l _ _ _ (s18_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 1 0 (opt_l _ _ _ (s18_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 0 1 1 0 (opt_r _ _ _ (s18_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  rewrite (s16_p17 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c14_L : lmoves (s18_board 0 1 1 1) = [s11_board 0 2 1; s16_board 0 1 1 1].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c14_R : rmoves (s18_board 0 1 1 1) = [strip [] ([E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c14_R1 : tf_norm (strip [] ([E; T; E; T; E; F]) [(1, 1)]) (s19_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s18_c14_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 0 1 1 1 -> fst (s18_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c14_L), (s18_c14_R); cbn [map].
  pose proof (use_s11 IH 0 2 1 (opt_l _ _ _ (s18_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 1 1 (opt_l _ _ _ (s18_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s18_c14_R1)).
  pose proof (use_s19 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s18_c14_R) ltac:(cbn [In]; left; reflexivity) (s18_c14_R1))) as Ho2.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c15_L (d : nat) : lmoves (s18_board 0 1 1 (2 + d)) = [s11_board 0 2 (2 + d); s16_board 0 1 1 (2 + d)].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c15_R (d : nat) : rmoves (s18_board 0 1 1 (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s18_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s18_board 0 1 1 (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c15_L d), (s18_c15_R d); cbn [map].
  pose proof (use_s11 IH 0 2 (2 + d) (opt_l _ _ _ (s18_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 1 (2 + d) (opt_l _ _ _ (s18_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s16_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s18_c16_L (c : nat) : lmoves (s18_board 0 1 (2 + c) 0) = [s11_board 0 (3 + c) 0; s20_board 0 1 (1 + c) 1 0].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c16_R (c : nat) : rmoves (s18_board 0 1 (2 + c) 0) = [s19_board 0 1 (2 + c) 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s18_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s18_board 0 1 (2 + c) 0 -> fst (s18_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c16_L c), (s18_c16_R c); cbn [map].
  pose proof (use_s11 IH 0 (3 + c) 0 (opt_l _ _ _ (s18_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s18_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s18_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c17_L (c : nat) : lmoves (s18_board 0 1 (2 + c) 1) = [s11_board 0 (3 + c) 1; s20_board 0 1 (1 + c) 1 1].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c17_R (c : nat) : rmoves (s18_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s19_board 0 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s18_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s18_board 0 1 (2 + c) 1 -> fst (s18_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c17_L c), (s18_c17_R c); cbn [map].
  pose proof (use_s11 IH 0 (3 + c) 1 (opt_l _ _ _ (s18_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s18_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s18_c17_R1 c)).
  pose proof (use_s19 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s18_c17_R c) ltac:(cbn [In]; left; reflexivity) (s18_c17_R1 c))) as Ho2.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c18_L (c d : nat) : lmoves (s18_board 0 1 (2 + c) (2 + d)) = [s11_board 0 (3 + c) (2 + d); s20_board 0 1 (1 + c) 1 (2 + d)].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c18_R (c d : nat) : rmoves (s18_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s18_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s18_board 0 1 (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c18_L c d), (s18_c18_R c d); cbn [map].
  pose proof (use_s11 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s18_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s18_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==0 && d==0: the board of s15 *)
Lemma s18_c19_p13 x (Hs15 : s15_claim x) (b : nat) :
  x = s18_board 0 (2 + b) 0 0 -> fst (s18_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q13] in Hc |- *.
  pose proof (Hs15 0 (2 + b) 0 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==0 && d==1: the board of s15 *)
Lemma s18_c20_p14 x (Hs15 : s15_claim x) (b : nat) :
  x = s18_board 0 (2 + b) 0 1 -> fst (s18_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q14] in Hc |- *.
  pose proof (Hs15 0 (2 + b) 1 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s15 *)
Lemma s18_c21_p4 x (Hs15 : s15_claim x) (b d : nat) :
  x = s18_board 0 (2 + b) 0 (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs15 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s18_c22_L (b : nat) : lmoves (s18_board 0 (2 + b) 1 0) = [s18_board 0 (1 + b) 2 0; s16_board 0 (2 + b) 1 0].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c22_R (b : nat) : rmoves (s18_board 0 (2 + b) 1 0) = [s19_board 0 (2 + b) 1 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s18_c22_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s18_board 0 (2 + b) 1 0 -> fst (s18_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c22_L b), (s18_c22_R b); cbn [map].
  pose proof (use_s18 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s18_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) 1 0 (opt_l _ _ _ (s18_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s18_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s16_p17 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c23_L (b : nat) : lmoves (s18_board 0 (2 + b) 1 1) = [s18_board 0 (1 + b) 2 1; s16_board 0 (2 + b) 1 1].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c23_R (b : nat) : rmoves (s18_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]) (s19_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s18_c23_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s18_board 0 (2 + b) 1 1 -> fst (s18_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c23_L b), (s18_c23_R b); cbn [map].
  pose proof (use_s18 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s18_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s18_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s18_c23_R1 b)).
  pose proof (use_s19 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s18_c23_R b) ltac:(cbn [In]; left; reflexivity) (s18_c23_R1 b))) as Ho2.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c24_L (b d : nat) : lmoves (s18_board 0 (2 + b) 1 (2 + d)) = [s18_board 0 (1 + b) 2 (2 + d); s16_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c24_R (b d : nat) : rmoves (s18_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s18_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s18_board 0 (2 + b) 1 (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c24_L b d), (s18_c24_R b d); cbn [map].
  pose proof (use_s18 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s18_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) 1 (2 + d) (opt_l _ _ _ (s18_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s16_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s18_c25_L (b c : nat) : lmoves (s18_board 0 (2 + b) (2 + c) 0) = [s18_board 0 (1 + b) (3 + c) 0; s20_board 0 (2 + b) (1 + c) 1 0].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c25_R (b c : nat) : rmoves (s18_board 0 (2 + b) (2 + c) 0) = [s19_board 0 (2 + b) (2 + c) 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s18_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s18_board 0 (2 + b) (2 + c) 0 -> fst (s18_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c25_L b c), (s18_c25_R b c); cbn [map].
  pose proof (use_s18 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s18_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s18_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s18_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

