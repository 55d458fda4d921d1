(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s19_c49_L (b : nat) : lmoves (s19_board 1 (2 + b) 1 0) = [s19_board 0 (3 + b) 1 0; s19_board 1 (1 + b) 2 0; s11_board 1 (2 + b) 1].
Proof. unfold s11_board, s19_board. tf_options. Qed.
Lemma s19_c49_R (b : nat) : rmoves (s19_board 1 (2 + b) 1 0) = [s8_board 1 (2 + b) 1].
Proof. unfold s19_board, s8_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a==1 && b>=2 && c==1 && d==0 *)
Lemma s19_c49_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 1 (2 + b) 1 0 -> fst (s19_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c49_L b), (s19_c49_R b); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s19_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s19_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 (2 + b) 1 (opt_l _ _ _ (s19_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH 1 (2 + b) 1 (opt_r _ _ _ (s19_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p3 Ho0 ltac:(zlia)).
  rewrite (s19_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c50_L (b : nat) : lmoves (s19_board 1 (2 + b) 1 1) = [s19_board 0 (3 + b) 1 1; s19_board 1 (1 + b) 2 1; s11_board 1 (2 + b) 2; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s19_c50_L4 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]) (s23_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c50_R (b : nat) : rmoves (s19_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 3)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 3)]) (s8_board 1 (2 + b) 1) (3).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a==1 && b>=2 && c==1 && d==1 *)
Lemma s19_c50_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 1 (2 + b) 1 1 -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c50_L b), (s19_c50_R b); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s19_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s19_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 (2 + b) 2 (opt_l _ _ _ (s19_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c50_L4 b)).
  pose proof (use_s23 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s19_c50_L b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c50_L4 b))) as Ho3.
  rewrite (tf_norm_game (s19_c50_R1 b)).
  pose proof (use_s8 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s19_c50_R b) ltac:(cbn [In]; left; reflexivity) (s19_c50_R1 b))) as Ho4.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho4 I).
  rewrite (s8_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c51_L (b d : nat) : lmoves (s19_board 1 (2 + b) 1 (2 + d)) = [s19_board 0 (3 + b) 1 (2 + d); s19_board 1 (1 + b) 2 (2 + d); s11_board 1 (2 + b) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s19_c51_L4 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s35_board 1 (2 + b) 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c51_R (b d : nat) : rmoves (s19_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s19_c51_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s19_board 1 (2 + b) 1 (2 + d) -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c51_L b d), (s19_c51_R b d); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s19_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s19_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s19_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c51_L4 b d)).
  pose proof (use_s35 IH 1 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c51_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c51_L4 b d))) as Ho3.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s19_c52_L (b c : nat) : lmoves (s19_board 1 (2 + b) (2 + c) 0) = [s19_board 0 (3 + b) (2 + c) 0; s19_board 1 (1 + b) (3 + c) 0; s19_board 1 (2 + b) (1 + c) 1].
Proof. unfold s19_board. tf_options. Qed.
Lemma s19_c52_R (b c : nat) : rmoves (s19_board 1 (2 + b) (2 + c) 0) = [s8_board 1 (2 + b) (2 + c)].
Proof. unfold s19_board, s8_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s19_c52_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 1 (2 + b) (2 + c) 0 -> fst (s19_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c52_L b c), (s19_c52_R b c); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s19_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s19_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s19_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s19_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p3 Ho0 ltac:(zlia)).
  rewrite (s19_p3 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c53_L (b c : nat) : lmoves (s19_board 1 (2 + b) (2 + c) 1) = [s19_board 0 (3 + b) (2 + c) 1; s19_board 1 (1 + b) (3 + c) 1; s19_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c53_L4 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c53_R (b c : nat) : rmoves (s19_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 3)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 3)]) (s8_board 1 (2 + b) (2 + c)) (3).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s19_c53_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 1 (2 + b) (2 + c) 1 -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c53_L b c), (s19_c53_R b c); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s19_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s19_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s19_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c53_L4 b c)).
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c53_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c53_L4 b c))) as Ho3.
  rewrite (tf_norm_game (s19_c53_R1 b c)).
  pose proof (use_s8 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s19_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s19_c53_R1 b c))) as Ho4.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho4 I).
  rewrite (s8_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c54_L (b c d : nat) : lmoves (s19_board 1 (2 + b) (2 + c) (2 + d)) = [s19_board 0 (3 + b) (2 + c) (2 + d); s19_board 1 (1 + b) (3 + c) (2 + d); s19_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c54_L4 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s35_board 1 (2 + b) (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c54_R (b c d : nat) : rmoves (s19_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s19_c54_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s19_board 1 (2 + b) (2 + c) (2 + d) -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c54_L b c d), (s19_c54_R b c d); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s19_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s19_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s19_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c54_L4 b c d)).
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c54_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c54_L4 b c d))) as Ho3.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c==0 && d==0: the board of s9 *)
Lemma s19_c55_p1 x (Hs9 : s9_claim x) (a : nat) :
  x = s19_board (2 + a) 0 0 0 -> fst (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs9 (2 + a) 0 ltac:(rewrite Hx; unfold s19_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c==0 && d==1: the board of s9 *)
Lemma s19_c56_p2 x (Hs9 : s9_claim x) (a : nat) :
  x = s19_board (2 + a) 0 0 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs9 (2 + a) 1 ltac:(rewrite Hx; unfold s19_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c==0 && d>=2: the board of s9 *)
Lemma s19_c57_p2 x (Hs9 : s9_claim x) (a d : nat) :
  x = s19_board (2 + a) 0 0 (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs9 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s19_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c==1 && d==0: the board of s10 *)
Lemma s19_c58_p3 x (Hs10 : s10_claim x) (a : nat) :
  x = s19_board (2 + a) 0 1 0 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q3] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 0 ltac:(rewrite Hx; unfold s19_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c==1 && d==1: the board of s10 *)
Lemma s19_c59_p2 x (Hs10 : s10_claim x) (a : nat) :
  x = s19_board (2 + a) 0 1 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 1 ltac:(rewrite Hx; unfold s19_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c==1 && d>=2: the board of s10 *)
Lemma s19_c60_p2 x (Hs10 : s10_claim x) (a d : nat) :
  x = s19_board (2 + a) 0 1 (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c>=2 && d==0: the board of s10 *)
Lemma s19_c61_p3 x (Hs10 : s10_claim x) (a c : nat) :
  x = s19_board (2 + a) 0 (2 + c) 0 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q3] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s19_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c>=2 && d==1: the board of s10 *)
Lemma s19_c62_p2 x (Hs10 : s10_claim x) (a c : nat) :
  x = s19_board (2 + a) 0 (2 + c) 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s19_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==0 && c>=2 && d>=2: the board of s10 *)
Lemma s19_c63_p2 x (Hs10 : s10_claim x) (a c d : nat) :
  x = s19_board (2 + a) 0 (2 + c) (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s19_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c==0 && d==0: the board of s11 *)
Lemma s19_c64_p1 x (Hs11 : s11_claim x) (a : nat) :
  x = s19_board (2 + a) 1 0 0 -> fst (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 0 ltac:(rewrite Hx; unfold s19_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c==0 && d==1: the board of s11 *)
Lemma s19_c65_p2 x (Hs11 : s11_claim x) (a : nat) :
  x = s19_board (2 + a) 1 0 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 1 ltac:(rewrite Hx; unfold s19_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c==0 && d>=2: the board of s11 *)
Lemma s19_c66_p2 x (Hs11 : s11_claim x) (a d : nat) :
  x = s19_board (2 + a) 1 0 (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c67_L (a : nat) : lmoves (s19_board (2 + a) 1 1 0) = [s19_board (1 + a) 2 1 0; s10_board (2 + a) 2 0; s11_board (2 + a) 1 1].
Proof. unfold s10_board, s11_board, s19_board. tf_options. Qed.
Lemma s19_c67_R (a : nat) : rmoves (s19_board (2 + a) 1 1 0) = [s8_board (2 + a) 1 1].
Proof. unfold s19_board, s8_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c==1 && d==0 *)
Lemma s19_c67_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 1 1 0 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c67_L a), (s19_c67_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 1 0 (opt_l _ _ _ (s19_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 2 0 (opt_l _ _ _ (s19_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) 1 1 (opt_l _ _ _ (s19_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) 1 1 (opt_r _ _ _ (s19_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c68_L (a : nat) : lmoves (s19_board (2 + a) 1 1 1) = [s19_board (1 + a) 2 1 1; s10_board (2 + a) 2 1; s11_board (2 + a) 1 2; strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 1)]].
Proof. unfold s10_board, s11_board, s19_board, strip. tf_options. Qed.
Lemma s19_c68_L4 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 1)]) (s23_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c68_R (a : nat) : rmoves (s19_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 3)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 3)]) (s8_board (2 + a) 1 1) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c==1 && d==1 *)
Lemma s19_c68_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 1 1 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c68_L a), (s19_c68_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 1 1 (opt_l _ _ _ (s19_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 2 1 (opt_l _ _ _ (s19_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) 1 2 (opt_l _ _ _ (s19_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c68_L4 a)).
  pose proof (use_s23 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s19_c68_L a) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c68_L4 a))) as Ho3.
  rewrite (tf_norm_game (s19_c68_R1 a)).
  pose proof (use_s8 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s19_c68_R a) ltac:(cbn [In]; left; reflexivity) (s19_c68_R1 a))) as Ho4.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho4 I).
  rewrite (s8_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c69_L (a d : nat) : lmoves (s19_board (2 + a) 1 1 (2 + d)) = [s19_board (1 + a) 2 1 (2 + d); s10_board (2 + a) 2 (2 + d); s11_board (2 + a) 1 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s10_board, s11_board, s19_board, strip. tf_options. Qed.
Lemma s19_c69_L4 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s35_board (2 + a) 1 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c69_R (a d : nat) : rmoves (s19_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s19_c69_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s19_board (2 + a) 1 1 (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c69_L a d), (s19_c69_R a d); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s19_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s19_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s19_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c69_L4 a d)).
  pose proof (use_s35 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c69_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c69_L4 a d))) as Ho3.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s19_c70_L (a c : nat) : lmoves (s19_board (2 + a) 1 (2 + c) 0) = [s19_board (1 + a) 2 (2 + c) 0; s10_board (2 + a) (3 + c) 0; s19_board (2 + a) 1 (1 + c) 1].
Proof. unfold s10_board, s19_board. tf_options. Qed.
Lemma s19_c70_R (a c : nat) : rmoves (s19_board (2 + a) 1 (2 + c) 0) = [s8_board (2 + a) 1 (2 + c)].
Proof. unfold s19_board, s8_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s19_c70_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s19_board (2 + a) 1 (2 + c) 0 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c70_L a c), (s19_c70_R a c); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s19_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s19_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s19_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s19_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c71_L (a c : nat) : lmoves (s19_board (2 + a) 1 (2 + c) 1) = [s19_board (1 + a) 2 (2 + c) 1; s10_board (2 + a) (3 + c) 1; s19_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s10_board, s19_board, strip. tf_options. Qed.
Lemma s19_c71_L4 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c71_R (a c : nat) : rmoves (s19_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 3)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 3)]) (s8_board (2 + a) 1 (2 + c)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s19_c71_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s19_board (2 + a) 1 (2 + c) 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c71_L a c), (s19_c71_R a c); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s19_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s19_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s19_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c71_L4 a c)).
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c71_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c71_L4 a c))) as Ho3.
  rewrite (tf_norm_game (s19_c71_R1 a c)).
  pose proof (use_s8 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s19_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s19_c71_R1 a c))) as Ho4.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho4 I).
  rewrite (s8_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c72_L (a c d : nat) : lmoves (s19_board (2 + a) 1 (2 + c) (2 + d)) = [s19_board (1 + a) 2 (2 + c) (2 + d); s10_board (2 + a) (3 + c) (2 + d); s19_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s10_board, s19_board, strip. tf_options. Qed.
Lemma s19_c72_L4 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s35_board (2 + a) 1 (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c72_R (a c d : nat) : rmoves (s19_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s19_c72_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s19_board (2 + a) 1 (2 + c) (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c72_L a c d), (s19_c72_R a c d); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s19_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s19_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s19_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c72_L4 a c d)).
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c72_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c72_L4 a c d))) as Ho3.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c==0 && d==0: the board of s11 *)
Lemma s19_c73_p1 x (Hs11 : s11_claim x) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 0 0 -> fst (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s19_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c==0 && d==1: the board of s11 *)
Lemma s19_c74_p2 x (Hs11 : s11_claim x) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 0 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s19_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c==0 && d>=2: the board of s11 *)
Lemma s19_c75_p2 x (Hs11 : s11_claim x) (a b d : nat) :
  x = s19_board (2 + a) (2 + b) 0 (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s19_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c76_L (a b : nat) : lmoves (s19_board (2 + a) (2 + b) 1 0) = [s19_board (1 + a) (3 + b) 1 0; s19_board (2 + a) (1 + b) 2 0; s11_board (2 + a) (2 + b) 1].
Proof. unfold s11_board, s19_board. tf_options. Qed.
Lemma s19_c76_R (a b : nat) : rmoves (s19_board (2 + a) (2 + b) 1 0) = [s8_board (2 + a) (2 + b) 1].
Proof. unfold s19_board, s8_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s19_c76_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 1 0 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c76_L a b), (s19_c76_R a b); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s19_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s19_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s19_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s19_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p3 Ho0 ltac:(zlia)).
  rewrite (s19_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c77_L (a b : nat) : lmoves (s19_board (2 + a) (2 + b) 1 1) = [s19_board (1 + a) (3 + b) 1 1; s19_board (2 + a) (1 + b) 2 1; s11_board (2 + a) (2 + b) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s19_c77_L4 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c77_R (a b : nat) : rmoves (s19_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 3)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 3)]) (s8_board (2 + a) (2 + b) 1) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s19_c77_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 1 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c77_L a b), (s19_c77_R a b); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s19_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s19_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s19_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c77_L4 a b)).
  pose proof (use_s23 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s19_c77_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c77_L4 a b))) as Ho3.
  rewrite (tf_norm_game (s19_c77_R1 a b)).
  pose proof (use_s8 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s19_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s19_c77_R1 a b))) as Ho4.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho4 I).
  rewrite (s8_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c78_L (a b d : nat) : lmoves (s19_board (2 + a) (2 + b) 1 (2 + d)) = [s19_board (1 + a) (3 + b) 1 (2 + d); s19_board (2 + a) (1 + b) 2 (2 + d); s11_board (2 + a) (2 + b) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s19_c78_L4 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c78_R (a b d : nat) : rmoves (s19_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s19_c78_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s19_board (2 + a) (2 + b) 1 (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c78_L a b d), (s19_c78_R a b d); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s19_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s19_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s19_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c78_L4 a b d)).
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c78_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c78_L4 a b d))) as Ho3.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s19_c79_L (a b c : nat) : lmoves (s19_board (2 + a) (2 + b) (2 + c) 0) = [s19_board (1 + a) (3 + b) (2 + c) 0; s19_board (2 + a) (1 + b) (3 + c) 0; s19_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s19_board. tf_options. Qed.
Lemma s19_c79_R (a b c : nat) : rmoves (s19_board (2 + a) (2 + b) (2 + c) 0) = [s8_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s19_board, s8_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s19_c79_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) 0 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c79_L a b c), (s19_c79_R a b c); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s19_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s19_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s19_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s19_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p3 Ho0 ltac:(zlia)).
  rewrite (s19_p3 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c80_L (a b c : nat) : lmoves (s19_board (2 + a) (2 + b) (2 + c) 1) = [s19_board (1 + a) (3 + b) (2 + c) 1; s19_board (2 + a) (1 + b) (3 + c) 1; s19_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c80_L4 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c80_R (a b c : nat) : rmoves (s19_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 3)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 3)]) (s8_board (2 + a) (2 + b) (2 + c)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s19_c80_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c80_L a b c), (s19_c80_R a b c); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s19_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s19_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s19_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c80_L4 a b c)).
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c80_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c80_L4 a b c))) as Ho3.
  rewrite (tf_norm_game (s19_c80_R1 a b c)).
  pose proof (use_s8 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s19_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s19_c80_R1 a b c))) as Ho4.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho4 I).
  rewrite (s8_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c81_L (a b c d : nat) : lmoves (s19_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s19_board (1 + a) (3 + b) (2 + c) (2 + d); s19_board (2 + a) (1 + b) (3 + c) (2 + d); s19_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c81_L4 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c81_R (a b c d : nat) : rmoves (s19_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _^2 on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s19_c81_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c81_L a b c d), (s19_c81_R a b c d); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s19_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s19_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s19_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s19_c81_L4 a b c d)).
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c81_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c81_L4 a b c d))) as Ho3.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b==0 && c==0: the board of s12 *)
Lemma s20_c1_p1 x (Hs12 : s12_claim x) :
  x = s20_board 0 0 0 -> fst (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs12 0 0 ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b==0 && c==1: the board of s12 *)
Lemma s20_c2_p1 x (Hs12 : s12_claim x) :
  x = s20_board 0 0 1 -> fst (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs12 0 1 ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b==0 && c>=2: the board of s12 *)
Lemma s20_c3_p2 x (Hs12 : s12_claim x) (c : nat) :
  x = s20_board 0 0 (2 + c) -> fst (s20_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q2] in Hc |- *.
  pose proof (Hs12 0 (2 + c) ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c4_L : lmoves (s20_board 0 1 0) = [s14_board 0 1 0].
Proof. unfold s14_board, s20_board. tf_options. Qed.
Lemma s20_c4_R : rmoves (s20_board 0 1 0) = [s11_board 0 1 0].
Proof. unfold s11_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b==1 && c==0 *)
Lemma s20_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 0 1 0 -> fst (s20_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c4_L), (s20_c4_R); cbn [map].
  pose proof (use_s14 IH 0 1 0 (opt_l _ _ _ (s20_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 0 1 0 (opt_r _ _ _ (s20_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c5_L : lmoves (s20_board 0 1 1) = [s14_board 0 1 1; strip [] ([E; T; E; E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s20_board, strip. tf_options. Qed.
Lemma s20_c5_L2 : tf_norm (strip [] ([E; T; E; E; E; E; F]) [(1, 0)]) (s24_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s24_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c5_R : rmoves (s20_board 0 1 1) = [strip [] ([E; T; E; E; F]) [(1, 2)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c5_R1 : tf_norm (strip [] ([E; T; E; E; F]) [(1, 2)]) (s11_board 0 1 0) (2).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b==1 && c==1 *)
Lemma s20_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 0 1 1 -> fst (s20_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c5_L), (s20_c5_R); cbn [map].
  pose proof (use_s14 IH 0 1 1 (opt_l _ _ _ (s20_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s20_c5_L2)).
  pose proof (use_s24 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s20_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s20_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s20_c5_R1)).
  pose proof (use_s11 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s20_c5_R) ltac:(cbn [In]; left; reflexivity) (s20_c5_R1))) as Ho2.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s24_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p1 Ho2 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c6_L (c : nat) : lmoves (s20_board 0 1 (2 + c)) = [s14_board 0 1 (2 + c); strip [] (E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s20_board, strip. tf_options. Qed.
Lemma s20_c6_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s27_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c6_R (c : nat) : rmoves (s20_board 0 1 (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s20_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 0 1 (2 + c) -> fst (s20_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q2] in Hc |- *.
  rewrite tf_game_eq, (s20_c6_L c), (s20_c6_R c); cbn [map].
  pose proof (use_s14 IH 0 1 (2 + c) (opt_l _ _ _ (s20_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s20_c6_L2 c)).
  pose proof (use_s27 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s20_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s20_c6_L2 c))) as Ho1.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s27_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s20_c7_L (b : nat) : lmoves (s20_board 0 (2 + b) 0) = [s23_board 0 (1 + b) 1 0].
Proof. unfold s20_board, s23_board. tf_options. Qed.
Lemma s20_c7_R (b : nat) : rmoves (s20_board 0 (2 + b) 0) = [s11_board 0 (2 + b) 0].
Proof. unfold s11_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s20_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 0 (2 + b) 0 -> fst (s20_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c7_L b), (s20_c7_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s20_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 0 (2 + b) 0 (opt_r _ _ _ (s20_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c8_L (b : nat) : lmoves (s20_board 0 (2 + b) 1) = [s23_board 0 (1 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s23_board, strip. tf_options. Qed.
Lemma s20_c8_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]) (s24_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s24_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c8_R (b : nat) : rmoves (s20_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]) (s11_board 0 (2 + b) 0) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s20_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 0 (2 + b) 1 -> fst (s20_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s20_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c8_L b), (s20_c8_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s20_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s20_c8_L2 b)).
  pose proof (use_s24 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s20_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s20_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s20_c8_R1 b)).
  pose proof (use_s11 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s20_c8_R b) ltac:(cbn [In]; left; reflexivity) (s20_c8_R1 b))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s24_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p1 Ho2 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c9_L (b c : nat) : lmoves (s20_board 0 (2 + b) (2 + c)) = [s23_board 0 (1 + b) 1 (2 + c); strip [] (E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s23_board, strip. tf_options. Qed.
Lemma s20_c9_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s27_board 0 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c9_R (b c : nat) : rmoves (s20_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s20_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s20_board 0 (2 + b) (2 + c) -> fst (s20_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q2] in Hc |- *.
  rewrite tf_game_eq, (s20_c9_L b c), (s20_c9_R b c); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s20_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s20_c9_L2 b c)).
  pose proof (use_s27 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s20_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s20_c9_L2 b c))) as Ho1.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s27_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b==0 && c==0: the board of s12 *)
Lemma s20_c10_p1 x (Hs12 : s12_claim x) :
  x = s20_board 1 0 0 -> fst (s20_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs12 1 0 ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b==0 && c==1: the board of s12 *)
Lemma s20_c11_p1 x (Hs12 : s12_claim x) :
  x = s20_board 1 0 1 -> fst (s20_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs12 1 1 ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b==0 && c>=2: the board of s12 *)
Lemma s20_c12_p2 x (Hs12 : s12_claim x) (c : nat) :
  x = s20_board 1 0 (2 + c) -> fst (s20_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q2] in Hc |- *.
  pose proof (Hs12 1 (2 + c) ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c13_L : lmoves (s20_board 1 1 0) = [s20_board 0 2 0; s14_board 1 1 0].
Proof. unfold s14_board, s20_board. tf_options. Qed.
Lemma s20_c13_R : rmoves (s20_board 1 1 0) = [s11_board 1 1 0].
Proof. unfold s11_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b==1 && c==0 *)
Lemma s20_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 1 1 0 -> fst (s20_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c13_L), (s20_c13_R); cbn [map].
  pose proof (use_s20 IH 0 2 0 (opt_l _ _ _ (s20_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 1 0 (opt_l _ _ _ (s20_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 1 0 (opt_r _ _ _ (s20_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c14_L : lmoves (s20_board 1 1 1) = [s20_board 0 2 1; s14_board 1 1 1; strip [] ([T; E; T; E; E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s20_board, strip. tf_options. Qed.
Lemma s20_c14_L3 : tf_norm (strip [] ([T; E; T; E; E; E; E; F]) [(1, 0)]) (s24_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s24_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c14_R : rmoves (s20_board 1 1 1) = [strip [] ([T; E; T; E; E; F]) [(1, 2)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c14_R1 : tf_norm (strip [] ([T; E; T; E; E; F]) [(1, 2)]) (s11_board 1 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b==1 && c==1 *)
Lemma s20_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 1 1 1 -> fst (s20_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c14_L), (s20_c14_R); cbn [map].
  pose proof (use_s20 IH 0 2 1 (opt_l _ _ _ (s20_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 1 1 (opt_l _ _ _ (s20_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s20_c14_L3)).
  pose proof (use_s24 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s20_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s20_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s20_c14_R1)).
  pose proof (use_s11 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s20_c14_R) ltac:(cbn [In]; left; reflexivity) (s20_c14_R1))) as Ho3.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s24_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p1 Ho3 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c15_L (c : nat) : lmoves (s20_board 1 1 (2 + c)) = [s20_board 0 2 (2 + c); s14_board 1 1 (2 + c); strip [] (T :: E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s20_board, strip. tf_options. Qed.
Lemma s20_c15_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s27_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c15_R (c : nat) : rmoves (s20_board 1 1 (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s20_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 1 1 (2 + c) -> fst (s20_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q2] in Hc |- *.
  rewrite tf_game_eq, (s20_c15_L c), (s20_c15_R c); cbn [map].
  pose proof (use_s20 IH 0 2 (2 + c) (opt_l _ _ _ (s20_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 1 (2 + c) (opt_l _ _ _ (s20_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s20_c15_L3 c)).
  pose proof (use_s27 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s20_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s20_c15_L3 c))) as Ho2.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s27_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s20_c16_L (b : nat) : lmoves (s20_board 1 (2 + b) 0) = [s20_board 0 (3 + b) 0; s23_board 1 (1 + b) 1 0].
Proof. unfold s20_board, s23_board. tf_options. Qed.
Lemma s20_c16_R (b : nat) : rmoves (s20_board 1 (2 + b) 0) = [s11_board 1 (2 + b) 0].
Proof. unfold s11_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s20_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 1 (2 + b) 0 -> fst (s20_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c16_L b), (s20_c16_R b); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) 0 (opt_l _ _ _ (s20_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s20_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 1 (2 + b) 0 (opt_r _ _ _ (s20_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s23_p4 Ho1 ltac:(zlia)).
  rewrite (s11_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c17_L (b : nat) : lmoves (s20_board 1 (2 + b) 1) = [s20_board 0 (3 + b) 1; s23_board 1 (1 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s23_board, strip. tf_options. Qed.
Lemma s20_c17_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]) (s24_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s24_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c17_R (b : nat) : rmoves (s20_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]) (s11_board 1 (2 + b) 0) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s20_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 1 (2 + b) 1 -> fst (s20_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s20_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c17_L b), (s20_c17_R b); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) 1 (opt_l _ _ _ (s20_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s20_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s20_c17_L3 b)).
  pose proof (use_s24 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s20_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s20_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s20_c17_R1 b)).
  pose proof (use_s11 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s20_c17_R b) ltac:(cbn [In]; left; reflexivity) (s20_c17_R1 b))) as Ho3.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s24_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p1 Ho3 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c18_L (b c : nat) : lmoves (s20_board 1 (2 + b) (2 + c)) = [s20_board 0 (3 + b) (2 + c); s23_board 1 (1 + b) 1 (2 + c); strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s23_board, strip. tf_options. Qed.
Lemma s20_c18_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s27_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c18_R (b c : nat) : rmoves (s20_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s20_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s20_board 1 (2 + b) (2 + c) -> fst (s20_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q2] in Hc |- *.
  rewrite tf_game_eq, (s20_c18_L b c), (s20_c18_R b c); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s20_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s20_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s20_c18_L3 b c)).
  pose proof (use_s27 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s20_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s20_c18_L3 b c))) as Ho2.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s27_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b==0 && c==0: the board of s12 *)
Lemma s20_c19_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s20_board (2 + a) 0 0 -> fst (s20_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 0 ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b==0 && c==1: the board of s12 *)
Lemma s20_c20_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s20_board (2 + a) 0 1 -> fst (s20_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b==0 && c>=2: the board of s12 *)
Lemma s20_c21_p2 x (Hs12 : s12_claim x) (a c : nat) :
  x = s20_board (2 + a) 0 (2 + c) -> fst (s20_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q2] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s20_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c22_L (a : nat) : lmoves (s20_board (2 + a) 1 0) = [s20_board (1 + a) 2 0; s14_board (2 + a) 1 0].
Proof. unfold s14_board, s20_board. tf_options. Qed.
Lemma s20_c22_R (a : nat) : rmoves (s20_board (2 + a) 1 0) = [s11_board (2 + a) 1 0].
Proof. unfold s11_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s20_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 1 0 -> fst (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c22_L a), (s20_c22_R a); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 0 (opt_l _ _ _ (s20_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 1 0 (opt_l _ _ _ (s20_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) 1 0 (opt_r _ _ _ (s20_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c23_L (a : nat) : lmoves (s20_board (2 + a) 1 1) = [s20_board (1 + a) 2 1; s14_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s20_board, strip. tf_options. Qed.
Lemma s20_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; E; E; F]) [(1, 0)]) (s24_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s24_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c23_R (a : nat) : rmoves (s20_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; E; F]) [(1, 2)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; F]) [(1, 2)]) (s11_board (2 + a) 1 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s20_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 1 1 -> fst (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c23_L a), (s20_c23_R a); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 1 (opt_l _ _ _ (s20_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 1 1 (opt_l _ _ _ (s20_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s20_c23_L3 a)).
  pose proof (use_s24 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s20_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s20_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s20_c23_R1 a)).
  pose proof (use_s11 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s20_c23_R a) ltac:(cbn [In]; left; reflexivity) (s20_c23_R1 a))) as Ho3.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s24_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p1 Ho3 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c24_L (a c : nat) : lmoves (s20_board (2 + a) 1 (2 + c)) = [s20_board (1 + a) 2 (2 + c); s14_board (2 + a) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s20_board, strip. tf_options. Qed.
Lemma s20_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s27_board (2 + a) 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c24_R (a c : nat) : rmoves (s20_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s20_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s20_board (2 + a) 1 (2 + c) -> fst (s20_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q2] in Hc |- *.
  rewrite tf_game_eq, (s20_c24_L a c), (s20_c24_R a c); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s20_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s20_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s20_c24_L3 a c)).
  pose proof (use_s27 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s20_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s20_c24_L3 a c))) as Ho2.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s27_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s20_c25_L (a b : nat) : lmoves (s20_board (2 + a) (2 + b) 0) = [s20_board (1 + a) (3 + b) 0; s23_board (2 + a) (1 + b) 1 0].
Proof. unfold s20_board, s23_board. tf_options. Qed.
Lemma s20_c25_R (a b : nat) : rmoves (s20_board (2 + a) (2 + b) 0) = [s11_board (2 + a) (2 + b) 0].
Proof. unfold s11_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s20_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 0 -> fst (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c25_L a b), (s20_c25_R a b); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s20_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s20_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s20_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s23_p4 Ho1 ltac:(zlia)).
  rewrite (s11_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c26_L (a b : nat) : lmoves (s20_board (2 + a) (2 + b) 1) = [s20_board (1 + a) (3 + b) 1; s23_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s23_board, strip. tf_options. Qed.
Lemma s20_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]) (s24_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s24_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c26_R (a b : nat) : rmoves (s20_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]) (s11_board (2 + a) (2 + b) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s20_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 1 -> fst (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c26_L a b), (s20_c26_R a b); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s20_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s20_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s20_c26_L3 a b)).
  pose proof (use_s24 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s20_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s20_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s20_c26_R1 a b)).
  pose proof (use_s11 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s20_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s20_c26_R1 a b))) as Ho3.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s24_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p1 Ho3 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c27_L (a b c : nat) : lmoves (s20_board (2 + a) (2 + b) (2 + c)) = [s20_board (1 + a) (3 + b) (2 + c); s23_board (2 + a) (1 + b) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s23_board, strip. tf_options. Qed.
Lemma s20_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s27_board (2 + a) (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
Lemma s20_c27_R (a b c : nat) : rmoves (s20_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _^3 T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s20_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) -> fst (s20_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q2] in Hc |- *.
  rewrite tf_game_eq, (s20_c27_L a b c), (s20_c27_R a b c); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s20_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s20_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s20_c27_L3 a b c)).
  pose proof (use_s27 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s20_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s20_c27_L3 a b c))) as Ho2.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s27_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s27_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s21_c1_p1 x (Hs12 : s12_claim x) :
  x = s21_board 0 0 0 0 -> fst (s21_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q1] in Hc |- *.
  pose proof (Hs12 0 0 ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s21_c2_p2 x (Hs12 : s12_claim x) :
  x = s21_board 0 0 0 1 -> fst (s21_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q2] in Hc |- *.
  pose proof (Hs12 0 1 ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s21_c3_p3 x (Hs12 : s12_claim x) (d : nat) :
  x = s21_board 0 0 0 (2 + d) -> fst (s21_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q3] in Hc |- *.
  pose proof (Hs12 0 (2 + d) ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s13 *)
Lemma s21_c4_p4 x (Hs13 : s13_claim x) :
  x = s21_board 0 0 1 0 -> fst (s21_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q4] in Hc |- *.
  pose proof (Hs13 0 1 0 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c==1 && d==1: the board of s13 *)
Lemma s21_c5_p5 x (Hs13 : s13_claim x) :
  x = s21_board 0 0 1 1 -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 0 1 1 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c==1 && d>=2: the board of s13 *)
Lemma s21_c6_p5 x (Hs13 : s13_claim x) (d : nat) :
  x = s21_board 0 0 1 (2 + d) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 0 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s13 *)
Lemma s21_c7_p6 x (Hs13 : s13_claim x) (c : nat) :
  x = s21_board 0 0 (2 + c) 0 -> fst (s21_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q6] in Hc |- *.
  pose proof (Hs13 0 (2 + c) 0 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==1: the board of s13 *)
Lemma s21_c8_p5 x (Hs13 : s13_claim x) (c : nat) :
  x = s21_board 0 0 (2 + c) 1 -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 0 (2 + c) 1 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==0 && c>=2 && d>=2: the board of s13 *)
Lemma s21_c9_p5 x (Hs13 : s13_claim x) (c d : nat) :
  x = s21_board 0 0 (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s20 *)
Lemma s21_c10_p7 x (Hs20 : s20_claim x) :
  x = s21_board 0 1 0 0 -> fst (s21_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs20 0 1 0 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c==0 && d==1: the board of s20 *)
Lemma s21_c11_p8 x (Hs20 : s20_claim x) :
  x = s21_board 0 1 0 1 -> fst (s21_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q8] in Hc |- *.
  pose proof (Hs20 0 1 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c==0 && d>=2: the board of s20 *)
Lemma s21_c12_p5 x (Hs20 : s20_claim x) (d : nat) :
  x = s21_board 0 1 0 (2 + d) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs20 0 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c13_L : lmoves (s21_board 0 1 1 0) = [s22_board 0 1 1 0; s20_board 0 1 1].
Proof. unfold s20_board, s21_board, s22_board. tf_options. Qed.
Lemma s21_c13_R : rmoves (s21_board 0 1 1 0) = [s11_board 0 1 1].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s21_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 0 1 1 0 -> fst (s21_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q4] in Hc |- *.
  rewrite tf_game_eq, (s21_c13_L), (s21_c13_R); cbn [map].
  pose proof (use_s22 IH 0 1 1 0 (opt_l _ _ _ (s21_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 1 (opt_l _ _ _ (s21_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 0 1 1 (opt_r _ _ _ (s21_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c14_L : lmoves (s21_board 0 1 1 1) = [s22_board 0 1 1 1; s20_board 0 1 2; strip [] ([E; T; E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c14_L3 : tf_norm (strip [] ([E; T; E; E; T; E; E; F]) [(1, 0)]) (s28_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c14_R : rmoves (s21_board 0 1 1 1) = [strip [] ([E; T; E; E; T; F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c14_R1 : tf_norm (strip [] ([E; T; E; E; T; F]) [(1, 2)]) (s11_board 0 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s21_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 0 1 1 1 -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c14_L), (s21_c14_R); cbn [map].
  pose proof (use_s22 IH 0 1 1 1 (opt_l _ _ _ (s21_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 2 (opt_l _ _ _ (s21_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s21_c14_L3)).
  pose proof (use_s28 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s21_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s21_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s21_c14_R1)).
  pose proof (use_s11 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s21_c14_R) ltac:(cbn [In]; left; reflexivity) (s21_c14_R1))) as Ho3.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p10 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c15_L (d : nat) : lmoves (s21_board 0 1 1 (2 + d)) = [s22_board 0 1 1 (2 + d); s20_board 0 1 (3 + d); strip [] (E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c15_L3 (d : nat) : tf_norm (strip [] (E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 0 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c15_R (d : nat) : rmoves (s21_board 0 1 1 (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s21_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s21_board 0 1 1 (2 + d) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c15_L d), (s21_c15_R d); cbn [map].
  pose proof (use_s22 IH 0 1 1 (2 + d) (opt_l _ _ _ (s21_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (3 + d) (opt_l _ _ _ (s21_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s21_c15_L3 d)).
  pose proof (use_s37 IH 0 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s21_c15_L3 d))) as Ho2.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s37_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s21_c16_L (c : nat) : lmoves (s21_board 0 1 (2 + c) 0) = [s22_board 0 1 (2 + c) 0; s21_board 0 1 (1 + c) 1].
Proof. unfold s21_board, s22_board. tf_options. Qed.
Lemma s21_c16_R (c : nat) : rmoves (s21_board 0 1 (2 + c) 0) = [s11_board 0 1 (2 + c)].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s21_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s21_board 0 1 (2 + c) 0 -> fst (s21_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q6] in Hc |- *.
  rewrite tf_game_eq, (s21_c16_L c), (s21_c16_R c); cbn [map].
  pose proof (use_s22 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s21_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s21_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 0 1 (2 + c) (opt_r _ _ _ (s21_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c17_L (c : nat) : lmoves (s21_board 0 1 (2 + c) 1) = [s22_board 0 1 (2 + c) 1; s21_board 0 1 (1 + c) 2; strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c17_L3 (c : nat) : tf_norm (strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c17_R (c : nat) : rmoves (s21_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s11_board 0 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s21_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s21_board 0 1 (2 + c) 1 -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c17_L c), (s21_c17_R c); cbn [map].
  pose proof (use_s22 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s21_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s21_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s21_c17_L3 c)).
  pose proof (use_s28 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s21_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s21_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game (s21_c17_R1 c)).
  pose proof (use_s11 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s21_c17_R c) ltac:(cbn [In]; left; reflexivity) (s21_c17_R1 c))) as Ho3.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c18_L (c d : nat) : lmoves (s21_board 0 1 (2 + c) (2 + d)) = [s22_board 0 1 (2 + c) (2 + d); s21_board 0 1 (1 + c) (3 + d); strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c18_L3 (c d : nat) : tf_norm (strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 0 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c18_R (c d : nat) : rmoves (s21_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s21_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s21_board 0 1 (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c18_L c d), (s21_c18_R c d); cbn [map].
  pose proof (use_s22 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s21_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s21_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s21_c18_L3 c d)).
  pose proof (use_s37 IH 0 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s21_c18_L3 c d))) as Ho2.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s37_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s20 *)
Lemma s21_c19_p7 x (Hs20 : s20_claim x) (b : nat) :
  x = s21_board 0 (2 + b) 0 0 -> fst (s21_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs20 0 (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==1: the board of s20 *)
Lemma s21_c20_p8 x (Hs20 : s20_claim x) (b : nat) :
  x = s21_board 0 (2 + b) 0 1 -> fst (s21_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q8] in Hc |- *.
  pose proof (Hs20 0 (2 + b) 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c==0 && d>=2: the board of s20 *)
Lemma s21_c21_p5 x (Hs20 : s20_claim x) (b d : nat) :
  x = s21_board 0 (2 + b) 0 (2 + d) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs20 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c22_L (b : nat) : lmoves (s21_board 0 (2 + b) 1 0) = [s35_board 0 (1 + b) 1 1 0; s20_board 0 (2 + b) 1].
Proof. unfold s20_board, s21_board, s35_board. tf_options. Qed.
Lemma s21_c22_R (b : nat) : rmoves (s21_board 0 (2 + b) 1 0) = [s11_board 0 (2 + b) 1].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s21_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 0 (2 + b) 1 0 -> fst (s21_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q4] in Hc |- *.
  rewrite tf_game_eq, (s21_c22_L b), (s21_c22_R b); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s21_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) 1 (opt_l _ _ _ (s21_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 0 (2 + b) 1 (opt_r _ _ _ (s21_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c23_L (b : nat) : lmoves (s21_board 0 (2 + b) 1 1) = [s35_board 0 (1 + b) 1 1 1; s20_board 0 (2 + b) 2; strip [] (E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c23_L3 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]) (s28_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c23_R (b : nat) : rmoves (s21_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]) (s11_board 0 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s21_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 0 (2 + b) 1 1 -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c23_L b), (s21_c23_R b); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s21_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) 2 (opt_l _ _ _ (s21_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s21_c23_L3 b)).
  pose proof (use_s28 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s21_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s21_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game (s21_c23_R1 b)).
  pose proof (use_s11 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s21_c23_R b) ltac:(cbn [In]; left; reflexivity) (s21_c23_R1 b))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p10 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c24_L (b d : nat) : lmoves (s21_board 0 (2 + b) 1 (2 + d)) = [s35_board 0 (1 + b) 1 1 (2 + d); s20_board 0 (2 + b) (3 + d); strip [] (E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c24_L3 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 0 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c24_R (b d : nat) : rmoves (s21_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s21_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 0 (2 + b) 1 (2 + d) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c24_L b d), (s21_c24_R b d); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s21_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s21_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s21_c24_L3 b d)).
  pose proof (use_s37 IH 0 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s21_c24_L3 b d))) as Ho2.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s37_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s21_c25_L (b c : nat) : lmoves (s21_board 0 (2 + b) (2 + c) 0) = [s35_board 0 (1 + b) 1 (2 + c) 0; s21_board 0 (2 + b) (1 + c) 1].
Proof. unfold s21_board, s35_board. tf_options. Qed.
Lemma s21_c25_R (b c : nat) : rmoves (s21_board 0 (2 + b) (2 + c) 0) = [s11_board 0 (2 + b) (2 + c)].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s21_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s21_board 0 (2 + b) (2 + c) 0 -> fst (s21_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q6] in Hc |- *.
  rewrite tf_game_eq, (s21_c25_L b c), (s21_c25_R b c); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s21_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s21_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s11 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s21_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c26_L (b c : nat) : lmoves (s21_board 0 (2 + b) (2 + c) 1) = [s35_board 0 (1 + b) 1 (2 + c) 1; s21_board 0 (2 + b) (1 + c) 2; strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c26_L3 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c26_R (b c : nat) : rmoves (s21_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s11_board 0 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s21_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s21_board 0 (2 + b) (2 + c) 1 -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c26_L b c), (s21_c26_R b c); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s21_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s21_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s21_c26_L3 b c)).
  pose proof (use_s28 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s21_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s21_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s21_c26_R1 b c)).
  pose proof (use_s11 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s21_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s21_c26_R1 b c))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c27_L (b c d : nat) : lmoves (s21_board 0 (2 + b) (2 + c) (2 + d)) = [s35_board 0 (1 + b) 1 (2 + c) (2 + d); s21_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c27_L3 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 0 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c27_R (b c d : nat) : rmoves (s21_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s21_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s21_board 0 (2 + b) (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c27_L b c d), (s21_c27_R b c d); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s21_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s21_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s21_c27_L3 b c d)).
  pose proof (use_s37 IH 0 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s21_c27_L3 b c d))) as Ho2.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s37_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s21_c28_p1 x (Hs12 : s12_claim x) :
  x = s21_board 1 0 0 0 -> fst (s21_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q1] in Hc |- *.
  pose proof (Hs12 1 0 ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s21_c29_p9 x (Hs12 : s12_claim x) :
  x = s21_board 1 0 0 1 -> fst (s21_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q9] in Hc |- *.
  pose proof (Hs12 1 1 ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s21_c30_p10 x (Hs12 : s12_claim x) (d : nat) :
  x = s21_board 1 0 0 (2 + d) -> fst (s21_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q10] in Hc |- *.
  pose proof (Hs12 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s13 *)
Lemma s21_c31_p4 x (Hs13 : s13_claim x) :
  x = s21_board 1 0 1 0 -> fst (s21_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q4] in Hc |- *.
  pose proof (Hs13 1 1 0 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c==1 && d==1: the board of s13 *)
Lemma s21_c32_p5 x (Hs13 : s13_claim x) :
  x = s21_board 1 0 1 1 -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 1 1 1 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c==1 && d>=2: the board of s13 *)
Lemma s21_c33_p5 x (Hs13 : s13_claim x) (d : nat) :
  x = s21_board 1 0 1 (2 + d) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 1 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s13 *)
Lemma s21_c34_p6 x (Hs13 : s13_claim x) (c : nat) :
  x = s21_board 1 0 (2 + c) 0 -> fst (s21_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q6] in Hc |- *.
  pose proof (Hs13 1 (2 + c) 0 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==1: the board of s13 *)
Lemma s21_c35_p5 x (Hs13 : s13_claim x) (c : nat) :
  x = s21_board 1 0 (2 + c) 1 -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 1 (2 + c) 1 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==0 && c>=2 && d>=2: the board of s13 *)
Lemma s21_c36_p5 x (Hs13 : s13_claim x) (c d : nat) :
  x = s21_board 1 0 (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s20 *)
Lemma s21_c37_p7 x (Hs20 : s20_claim x) :
  x = s21_board 1 1 0 0 -> fst (s21_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs20 1 1 0 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c==0 && d==1: the board of s20 *)
Lemma s21_c38_p8 x (Hs20 : s20_claim x) :
  x = s21_board 1 1 0 1 -> fst (s21_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q8] in Hc |- *.
  pose proof (Hs20 1 1 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c==0 && d>=2: the board of s20 *)
Lemma s21_c39_p5 x (Hs20 : s20_claim x) (d : nat) :
  x = s21_board 1 1 0 (2 + d) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs20 1 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c40_L : lmoves (s21_board 1 1 1 0) = [s21_board 0 2 1 0; s22_board 1 1 1 0; s20_board 1 1 1].
Proof. unfold s20_board, s21_board, s22_board. tf_options. Qed.
Lemma s21_c40_R : rmoves (s21_board 1 1 1 0) = [s11_board 1 1 1].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s21_c40_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 1 1 1 0 -> fst (s21_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q4] in Hc |- *.
  rewrite tf_game_eq, (s21_c40_L), (s21_c40_R); cbn [map].
  pose proof (use_s21 IH 0 2 1 0 (opt_l _ _ _ (s21_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 1 1 0 (opt_l _ _ _ (s21_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 1 (opt_l _ _ _ (s21_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s11 IH 1 1 1 (opt_r _ _ _ (s21_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c41_L : lmoves (s21_board 1 1 1 1) = [s21_board 0 2 1 1; s22_board 1 1 1 1; s20_board 1 1 2; strip [] ([T; E; T; E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c41_L4 : tf_norm (strip [] ([T; E; T; E; E; T; E; E; F]) [(1, 0)]) (s28_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c41_R : rmoves (s21_board 1 1 1 1) = [strip [] ([T; E; T; E; E; T; F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c41_R1 : tf_norm (strip [] ([T; E; T; E; E; T; F]) [(1, 2)]) (s11_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s21_c41_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 1 1 1 1 -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c41_L), (s21_c41_R); cbn [map].
  pose proof (use_s21 IH 0 2 1 1 (opt_l _ _ _ (s21_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 1 1 1 (opt_l _ _ _ (s21_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 2 (opt_l _ _ _ (s21_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c41_L4)).
  pose proof (use_s28 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s21_c41_L) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c41_L4))) as Ho3.
  rewrite (tf_norm_game (s21_c41_R1)).
  pose proof (use_s11 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s21_c41_R) ltac:(cbn [In]; left; reflexivity) (s21_c41_R1))) as Ho4.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  rewrite (s28_p10 Ho3 ltac:(zlia)).
  rewrite (s11_p2 Ho4 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c42_L (d : nat) : lmoves (s21_board 1 1 1 (2 + d)) = [s21_board 0 2 1 (2 + d); s22_board 1 1 1 (2 + d); s20_board 1 1 (3 + d); strip [] (T :: E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c42_L4 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 1 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c42_R (d : nat) : rmoves (s21_board 1 1 1 (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s21_c42_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s21_board 1 1 1 (2 + d) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c42_L d), (s21_c42_R d); cbn [map].
  pose proof (use_s21 IH 0 2 1 (2 + d) (opt_l _ _ _ (s21_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 1 1 (2 + d) (opt_l _ _ _ (s21_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (3 + d) (opt_l _ _ _ (s21_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c42_L4 d)).
  pose proof (use_s37 IH 1 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c42_L d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c42_L4 d))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s37_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s21_c43_L (c : nat) : lmoves (s21_board 1 1 (2 + c) 0) = [s21_board 0 2 (2 + c) 0; s22_board 1 1 (2 + c) 0; s21_board 1 1 (1 + c) 1].
Proof. unfold s21_board, s22_board. tf_options. Qed.
Lemma s21_c43_R (c : nat) : rmoves (s21_board 1 1 (2 + c) 0) = [s11_board 1 1 (2 + c)].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s21_c43_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s21_board 1 1 (2 + c) 0 -> fst (s21_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q6] in Hc |- *.
  rewrite tf_game_eq, (s21_c43_L c), (s21_c43_R c); cbn [map].
  pose proof (use_s21 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s21_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 1 (2 + c) 0 (opt_l _ _ _ (s21_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s21_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s11 IH 1 1 (2 + c) (opt_r _ _ _ (s21_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c44_L (c : nat) : lmoves (s21_board 1 1 (2 + c) 1) = [s21_board 0 2 (2 + c) 1; s22_board 1 1 (2 + c) 1; s21_board 1 1 (1 + c) 2; strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c44_L4 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c44_R (c : nat) : rmoves (s21_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s11_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s21_c44_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s21_board 1 1 (2 + c) 1 -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c44_L c), (s21_c44_R c); cbn [map].
  pose proof (use_s21 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s21_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s21_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s21_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c44_L4 c)).
  pose proof (use_s28 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s21_c44_L c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c44_L4 c))) as Ho3.
  rewrite (tf_norm_game (s21_c44_R1 c)).
  pose proof (use_s11 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s21_c44_R c) ltac:(cbn [In]; left; reflexivity) (s21_c44_R1 c))) as Ho4.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s28_p7 Ho3 ltac:(zlia)).
  rewrite (s11_p2 Ho4 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c45_L (c d : nat) : lmoves (s21_board 1 1 (2 + c) (2 + d)) = [s21_board 0 2 (2 + c) (2 + d); s22_board 1 1 (2 + c) (2 + d); s21_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c45_L4 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 1 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c45_R (c d : nat) : rmoves (s21_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s21_c45_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s21_board 1 1 (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c45_L c d), (s21_c45_R c d); cbn [map].
  pose proof (use_s21 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s21_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s21_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s21_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c45_L4 c d)).
  pose proof (use_s37 IH 1 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c45_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c45_L4 c d))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s37_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s20 *)
Lemma s21_c46_p7 x (Hs20 : s20_claim x) (b : nat) :
  x = s21_board 1 (2 + b) 0 0 -> fst (s21_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs20 1 (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==1: the board of s20 *)
Lemma s21_c47_p8 x (Hs20 : s20_claim x) (b : nat) :
  x = s21_board 1 (2 + b) 0 1 -> fst (s21_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q8] in Hc |- *.
  pose proof (Hs20 1 (2 + b) 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c==0 && d>=2: the board of s20 *)
Lemma s21_c48_p5 x (Hs20 : s20_claim x) (b d : nat) :
  x = s21_board 1 (2 + b) 0 (2 + d) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs20 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c49_L (b : nat) : lmoves (s21_board 1 (2 + b) 1 0) = [s21_board 0 (3 + b) 1 0; s35_board 1 (1 + b) 1 1 0; s20_board 1 (2 + b) 1].
Proof. unfold s20_board, s21_board, s35_board. tf_options. Qed.
Lemma s21_c49_R (b : nat) : rmoves (s21_board 1 (2 + b) 1 0) = [s11_board 1 (2 + b) 1].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s21_c49_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 1 (2 + b) 1 0 -> fst (s21_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q4] in Hc |- *.
  rewrite tf_game_eq, (s21_c49_L b), (s21_c49_R b); cbn [map].
  pose proof (use_s21 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s21_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s21_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) 1 (opt_l _ _ _ (s21_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s11 IH 1 (2 + b) 1 (opt_r _ _ _ (s21_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c50_L (b : nat) : lmoves (s21_board 1 (2 + b) 1 1) = [s21_board 0 (3 + b) 1 1; s35_board 1 (1 + b) 1 1 1; s20_board 1 (2 + b) 2; strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c50_L4 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]) (s28_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c50_R (b : nat) : rmoves (s21_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]) (s11_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s21_c50_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 1 (2 + b) 1 1 -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c50_L b), (s21_c50_R b); cbn [map].
  pose proof (use_s21 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s21_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s21_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) 2 (opt_l _ _ _ (s21_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c50_L4 b)).
  pose proof (use_s28 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s21_c50_L b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c50_L4 b))) as Ho3.
  rewrite (tf_norm_game (s21_c50_R1 b)).
  pose proof (use_s11 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s21_c50_R b) ltac:(cbn [In]; left; reflexivity) (s21_c50_R1 b))) as Ho4.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  rewrite (s28_p10 Ho3 ltac:(zlia)).
  rewrite (s11_p2 Ho4 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c51_L (b d : nat) : lmoves (s21_board 1 (2 + b) 1 (2 + d)) = [s21_board 0 (3 + b) 1 (2 + d); s35_board 1 (1 + b) 1 1 (2 + d); s20_board 1 (2 + b) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c51_L4 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 1 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c51_R (b d : nat) : rmoves (s21_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s21_c51_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 1 (2 + b) 1 (2 + d) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c51_L b d), (s21_c51_R b d); cbn [map].
  pose proof (use_s21 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s21_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s21_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s21_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c51_L4 b d)).
  pose proof (use_s37 IH 1 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c51_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c51_L4 b d))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s37_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s21_c52_L (b c : nat) : lmoves (s21_board 1 (2 + b) (2 + c) 0) = [s21_board 0 (3 + b) (2 + c) 0; s35_board 1 (1 + b) 1 (2 + c) 0; s21_board 1 (2 + b) (1 + c) 1].
Proof. unfold s21_board, s35_board. tf_options. Qed.
Lemma s21_c52_R (b c : nat) : rmoves (s21_board 1 (2 + b) (2 + c) 0) = [s11_board 1 (2 + b) (2 + c)].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s21_c52_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s21_board 1 (2 + b) (2 + c) 0 -> fst (s21_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q6] in Hc |- *.
  rewrite tf_game_eq, (s21_c52_L b c), (s21_c52_R b c); cbn [map].
  pose proof (use_s21 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s21_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s21_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s21_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s11 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s21_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c53_L (b c : nat) : lmoves (s21_board 1 (2 + b) (2 + c) 1) = [s21_board 0 (3 + b) (2 + c) 1; s35_board 1 (1 + b) 1 (2 + c) 1; s21_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c53_L4 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c53_R (b c : nat) : rmoves (s21_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s11_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s21_c53_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s21_board 1 (2 + b) (2 + c) 1 -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c53_L b c), (s21_c53_R b c); cbn [map].
  pose proof (use_s21 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s21_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s21_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s21_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c53_L4 b c)).
  pose proof (use_s28 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s21_c53_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c53_L4 b c))) as Ho3.
  rewrite (tf_norm_game (s21_c53_R1 b c)).
  pose proof (use_s11 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s21_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s21_c53_R1 b c))) as Ho4.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s28_p7 Ho3 ltac:(zlia)).
  rewrite (s11_p2 Ho4 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c54_L (b c d : nat) : lmoves (s21_board 1 (2 + b) (2 + c) (2 + d)) = [s21_board 0 (3 + b) (2 + c) (2 + d); s35_board 1 (1 + b) 1 (2 + c) (2 + d); s21_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c54_L4 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 1 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c54_R (b c d : nat) : rmoves (s21_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s21_c54_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s21_board 1 (2 + b) (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c54_L b c d), (s21_c54_R b c d); cbn [map].
  pose proof (use_s21 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s21_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s21_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s21_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c54_L4 b c d)).
  pose proof (use_s37 IH 1 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c54_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c54_L4 b c d))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s37_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s21_c55_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s21_board (2 + a) 0 0 0 -> fst (s21_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 0 ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s21_c56_p9 x (Hs12 : s12_claim x) (a : nat) :
  x = s21_board (2 + a) 0 0 1 -> fst (s21_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q9] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s21_c57_p10 x (Hs12 : s12_claim x) (a d : nat) :
  x = s21_board (2 + a) 0 0 (2 + d) -> fst (s21_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q10] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s21_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s13 *)
Lemma s21_c58_p4 x (Hs13 : s13_claim x) (a : nat) :
  x = s21_board (2 + a) 0 1 0 -> fst (s21_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q4] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 0 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s13 *)
Lemma s21_c59_p5 x (Hs13 : s13_claim x) (a : nat) :
  x = s21_board (2 + a) 0 1 1 -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 1 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s13 *)
Lemma s21_c60_p5 x (Hs13 : s13_claim x) (a d : nat) :
  x = s21_board (2 + a) 0 1 (2 + d) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s13 *)
Lemma s21_c61_p6 x (Hs13 : s13_claim x) (a c : nat) :
  x = s21_board (2 + a) 0 (2 + c) 0 -> fst (s21_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q6] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s13 *)
Lemma s21_c62_p5 x (Hs13 : s13_claim x) (a c : nat) :
  x = s21_board (2 + a) 0 (2 + c) 1 -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s13 *)
Lemma s21_c63_p5 x (Hs13 : s13_claim x) (a c d : nat) :
  x = s21_board (2 + a) 0 (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s21_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s20 *)
Lemma s21_c64_p7 x (Hs20 : s20_claim x) (a : nat) :
  x = s21_board (2 + a) 1 0 0 -> fst (s21_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 0 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==1: the board of s20 *)
Lemma s21_c65_p8 x (Hs20 : s20_claim x) (a : nat) :
  x = s21_board (2 + a) 1 0 1 -> fst (s21_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q8] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c==0 && d>=2: the board of s20 *)
Lemma s21_c66_p5 x (Hs20 : s20_claim x) (a d : nat) :
  x = s21_board (2 + a) 1 0 (2 + d) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c67_L (a : nat) : lmoves (s21_board (2 + a) 1 1 0) = [s21_board (1 + a) 2 1 0; s22_board (2 + a) 1 1 0; s20_board (2 + a) 1 1].
Proof. unfold s20_board, s21_board, s22_board. tf_options. Qed.
Lemma s21_c67_R (a : nat) : rmoves (s21_board (2 + a) 1 1 0) = [s11_board (2 + a) 1 1].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==0 *)
Lemma s21_c67_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s21_board (2 + a) 1 1 0 -> fst (s21_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q4] in Hc |- *.
  rewrite tf_game_eq, (s21_c67_L a), (s21_c67_R a); cbn [map].
  pose proof (use_s21 IH (1 + a) 2 1 0 (opt_l _ _ _ (s21_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 1 1 0 (opt_l _ _ _ (s21_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 1 (opt_l _ _ _ (s21_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s11 IH (2 + a) 1 1 (opt_r _ _ _ (s21_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c68_L (a : nat) : lmoves (s21_board (2 + a) 1 1 1) = [s21_board (1 + a) 2 1 1; s22_board (2 + a) 1 1 1; s20_board (2 + a) 1 2; strip [] (repeat T (2 + a) ++ [E; T; E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c68_L4 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; T; E; E; F]) [(1, 0)]) (s28_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c68_R (a : nat) : rmoves (s21_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; E; T; F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; T; F]) [(1, 2)]) (s11_board (2 + a) 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s21_c68_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s21_board (2 + a) 1 1 1 -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c68_L a), (s21_c68_R a); cbn [map].
  pose proof (use_s21 IH (1 + a) 2 1 1 (opt_l _ _ _ (s21_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 1 1 1 (opt_l _ _ _ (s21_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 2 (opt_l _ _ _ (s21_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c68_L4 a)).
  pose proof (use_s28 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s21_c68_L a) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c68_L4 a))) as Ho3.
  rewrite (tf_norm_game (s21_c68_R1 a)).
  pose proof (use_s11 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s21_c68_R a) ltac:(cbn [In]; left; reflexivity) (s21_c68_R1 a))) as Ho4.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  rewrite (s28_p10 Ho3 ltac:(zlia)).
  rewrite (s11_p2 Ho4 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c69_L (a d : nat) : lmoves (s21_board (2 + a) 1 1 (2 + d)) = [s21_board (1 + a) 2 1 (2 + d); s22_board (2 + a) 1 1 (2 + d); s20_board (2 + a) 1 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c69_L4 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board (2 + a) 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c69_R (a d : nat) : rmoves (s21_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s21_c69_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s21_board (2 + a) 1 1 (2 + d) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c69_L a d), (s21_c69_R a d); cbn [map].
  pose proof (use_s21 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s21_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s21_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s21_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c69_L4 a d)).
  pose proof (use_s37 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c69_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c69_L4 a d))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s37_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s21_c70_L (a c : nat) : lmoves (s21_board (2 + a) 1 (2 + c) 0) = [s21_board (1 + a) 2 (2 + c) 0; s22_board (2 + a) 1 (2 + c) 0; s21_board (2 + a) 1 (1 + c) 1].
Proof. unfold s21_board, s22_board. tf_options. Qed.
Lemma s21_c70_R (a c : nat) : rmoves (s21_board (2 + a) 1 (2 + c) 0) = [s11_board (2 + a) 1 (2 + c)].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s21_c70_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s21_board (2 + a) 1 (2 + c) 0 -> fst (s21_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q6] in Hc |- *.
  rewrite tf_game_eq, (s21_c70_L a c), (s21_c70_R a c); cbn [map].
  pose proof (use_s21 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s21_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 1 (2 + c) 0 (opt_l _ _ _ (s21_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s21_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s11 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s21_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c71_L (a c : nat) : lmoves (s21_board (2 + a) 1 (2 + c) 1) = [s21_board (1 + a) 2 (2 + c) 1; s22_board (2 + a) 1 (2 + c) 1; s21_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c71_L4 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c71_R (a c : nat) : rmoves (s21_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s11_board (2 + a) 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s21_c71_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s21_board (2 + a) 1 (2 + c) 1 -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c71_L a c), (s21_c71_R a c); cbn [map].
  pose proof (use_s21 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s21_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s21_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s21_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c71_L4 a c)).
  pose proof (use_s28 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s21_c71_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c71_L4 a c))) as Ho3.
  rewrite (tf_norm_game (s21_c71_R1 a c)).
  pose proof (use_s11 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s21_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s21_c71_R1 a c))) as Ho4.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s28_p7 Ho3 ltac:(zlia)).
  rewrite (s11_p2 Ho4 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

