(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s36_c48_p30 x (Hs32 : s32_claim x) (c e : nat) :
  x = s36_board 0 1 (2 + c) 0 (2 + e) -> fst (s36_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q30] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c49_L (c : nat) : lmoves (s36_board 0 1 (2 + c) 1 0) = [s34_board 0 (3 + c) 1 0; s40_board 0 1 (1 + c) 1 1 0; s32_board 0 1 (2 + c) 1].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c49_R (c : nat) : rmoves (s36_board 0 1 (2 + c) 1 0) = [s23_board 0 1 (2 + c) 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s36_c49_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 0 1 (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c49_L c), (s36_c49_R c); cbn [map].
  pose proof (use_s34 IH 0 (3 + c) 1 0 (opt_l _ _ _ (s36_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 1 1 0 (opt_l _ _ _ (s36_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s36_c49_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s36_c49_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s32_p8 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c50_L (c : nat) : lmoves (s36_board 0 1 (2 + c) 1 1) = [s34_board 0 (3 + c) 1 1; s40_board 0 1 (1 + c) 1 1 1; s32_board 0 1 (2 + c) 2].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c50_R (c : nat) : rmoves (s36_board 0 1 (2 + c) 1 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c50_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]) (s23_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s36_c50_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 0 1 (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c50_L c), (s36_c50_R c); cbn [map].
  pose proof (use_s34 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s36_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 1 1 1 (opt_l _ _ _ (s36_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 1 (2 + c) 2 (opt_l _ _ _ (s36_c50_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s36_c50_R1 c)).
  pose proof (use_s23 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s36_c50_R c) ltac:(cbn [In]; left; reflexivity) (s36_c50_R1 c))) as Ho3.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s32_p13 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c51_L (c e : nat) : lmoves (s36_board 0 1 (2 + c) 1 (2 + e)) = [s34_board 0 (3 + c) 1 (2 + e); s40_board 0 1 (1 + c) 1 1 (2 + e); s32_board 0 1 (2 + c) (3 + e)].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c51_R (c e : nat) : rmoves (s36_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s36_c51_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s36_board 0 1 (2 + c) 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c51_L c e), (s36_c51_R c e); cbn [map].
  pose proof (use_s34 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s36_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 1 1 (2 + e) (opt_l _ _ _ (s36_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 1 (2 + c) (3 + e) (opt_l _ _ _ (s36_c51_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s32_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c52_L (c d : nat) : lmoves (s36_board 0 1 (2 + c) (2 + d) 0) = [s34_board 0 (3 + c) (2 + d) 0; s40_board 0 1 (1 + c) 1 (2 + d) 0; s36_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c52_R (c d : nat) : rmoves (s36_board 0 1 (2 + c) (2 + d) 0) = [s23_board 0 1 (2 + c) (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s36_c52_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s36_board 0 1 (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c52_L c d), (s36_c52_R c d); cbn [map].
  pose proof (use_s34 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s36_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 1 (2 + d) 0 (opt_l _ _ _ (s36_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s36_c52_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s36_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c53_L (c d : nat) : lmoves (s36_board 0 1 (2 + c) (2 + d) 1) = [s34_board 0 (3 + c) (2 + d) 1; s40_board 0 1 (1 + c) 1 (2 + d) 1; s36_board 0 1 (2 + c) (1 + d) 2].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c53_R (c d : nat) : rmoves (s36_board 0 1 (2 + c) (2 + d) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c53_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s36_c53_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s36_board 0 1 (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c53_L c d), (s36_c53_R c d); cbn [map].
  pose proof (use_s34 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s36_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 1 (2 + d) 1 (opt_l _ _ _ (s36_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s36_c53_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s36_c53_R1 c d)).
  pose proof (use_s23 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s36_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s36_c53_R1 c d))) as Ho3.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c54_L (c d e : nat) : lmoves (s36_board 0 1 (2 + c) (2 + d) (2 + e)) = [s34_board 0 (3 + c) (2 + d) (2 + e); s40_board 0 1 (1 + c) 1 (2 + d) (2 + e); s36_board 0 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c54_R (c d e : nat) : rmoves (s36_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s36_c54_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s36_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c54_L c d e), (s36_c54_R c d e); cbn [map].
  pose proof (use_s34 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s36_c54_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s36_c55_p24 x (Hs24 : s24_claim x) (b : nat) :
  x = s36_board 0 (2 + b) 0 0 0 -> fst (s36_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q24] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s36_c56_p25 x (Hs24 : s24_claim x) (b : nat) :
  x = s36_board 0 (2 + b) 0 0 1 -> fst (s36_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q25] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s36_c57_p26 x (Hs24 : s24_claim x) (b e : nat) :
  x = s36_board 0 (2 + b) 0 0 (2 + e) -> fst (s36_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q26] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s36_c58_p17 x (Hs27 : s27_claim x) (b : nat) :
  x = s36_board 0 (2 + b) 0 1 0 -> fst (s36_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s36_c59_p27 x (Hs27 : s27_claim x) (b : nat) :
  x = s36_board 0 (2 + b) 0 1 1 -> fst (s36_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q27] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s36_c60_p7 x (Hs27 : s27_claim x) (b e : nat) :
  x = s36_board 0 (2 + b) 0 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s36_c61_p13 x (Hs27 : s27_claim x) (b d : nat) :
  x = s36_board 0 (2 + b) 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c61_p28 x (Hs27 : s27_claim x) (b d : nat) :
  x = s36_board 0 (2 + b) 0 (2 + d) 0 -> fst (s36_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q28] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s36_c62_p20 x (Hs27 : s27_claim x) (b d : nat) :
  x = s36_board 0 (2 + b) 0 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s36_c63_p7 x (Hs27 : s27_claim x) (b d e : nat) :
  x = s36_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s36_c64_p14 x (Hs32 : s32_claim x) (b : nat) :
  x = s36_board 0 (2 + b) 1 0 0 -> fst (s36_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s36_c65_p29 x (Hs32 : s32_claim x) (b : nat) :
  x = s36_board 0 (2 + b) 1 0 1 -> fst (s36_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q29] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s36_c66_p30 x (Hs32 : s32_claim x) (b e : nat) :
  x = s36_board 0 (2 + b) 1 0 (2 + e) -> fst (s36_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q30] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c67_L (b : nat) : lmoves (s36_board 0 (2 + b) 1 1 0) = [s36_board 0 (1 + b) 2 1 0; s37_board 0 (2 + b) 1 1 0; s32_board 0 (2 + b) 1 1].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c67_R (b : nat) : rmoves (s36_board 0 (2 + b) 1 1 0) = [s23_board 0 (2 + b) 1 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s36_c67_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 0 (2 + b) 1 1 0 -> fst (s36_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c67_L b), (s36_c67_R b); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s36_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 1 1 0 (opt_l _ _ _ (s36_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s36_c67_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s36_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s37_p7 Ho1 ltac:(zlia)).
  rewrite (s32_p12 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c68_L (b : nat) : lmoves (s36_board 0 (2 + b) 1 1 1) = [s36_board 0 (1 + b) 2 1 1; s37_board 0 (2 + b) 1 1 1; s32_board 0 (2 + b) 1 2].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c68_R (b : nat) : rmoves (s36_board 0 (2 + b) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c68_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]) (s23_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s36_c68_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 0 (2 + b) 1 1 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c68_L b), (s36_c68_R b); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s36_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 1 1 1 (opt_l _ _ _ (s36_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 (2 + b) 1 2 (opt_l _ _ _ (s36_c68_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s36_c68_R1 b)).
  pose proof (use_s23 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s36_c68_R b) ltac:(cbn [In]; left; reflexivity) (s36_c68_R1 b))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s32_p13 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c69_L (b e : nat) : lmoves (s36_board 0 (2 + b) 1 1 (2 + e)) = [s36_board 0 (1 + b) 2 1 (2 + e); s37_board 0 (2 + b) 1 1 (2 + e); s32_board 0 (2 + b) 1 (3 + e)].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c69_R (b e : nat) : rmoves (s36_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s36_c69_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s36_board 0 (2 + b) 1 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c69_L b e), (s36_c69_R b e); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s36_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 1 1 (2 + e) (opt_l _ _ _ (s36_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 (2 + b) 1 (3 + e) (opt_l _ _ _ (s36_c69_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s32_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c70_L (b d : nat) : lmoves (s36_board 0 (2 + b) 1 (2 + d) 0) = [s36_board 0 (1 + b) 2 (2 + d) 0; s37_board 0 (2 + b) 1 (2 + d) 0; s36_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c70_R (b d : nat) : rmoves (s36_board 0 (2 + b) 1 (2 + d) 0) = [s23_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s36_c70_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s36_board 0 (2 + b) 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c70_L b d), (s36_c70_R b d); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s36_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 1 (2 + d) 0 (opt_l _ _ _ (s36_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s36_c70_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s36_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c71_L (b d : nat) : lmoves (s36_board 0 (2 + b) 1 (2 + d) 1) = [s36_board 0 (1 + b) 2 (2 + d) 1; s37_board 0 (2 + b) 1 (2 + d) 1; s36_board 0 (2 + b) 1 (1 + d) 2].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c71_R (b d : nat) : rmoves (s36_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s36_c71_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s36_board 0 (2 + b) 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c71_L b d), (s36_c71_R b d); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s36_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 1 (2 + d) 1 (opt_l _ _ _ (s36_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s36_c71_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s36_c71_R1 b d)).
  pose proof (use_s23 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s36_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s36_c71_R1 b d))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c72_L (b d e : nat) : lmoves (s36_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s36_board 0 (1 + b) 2 (2 + d) (2 + e); s37_board 0 (2 + b) 1 (2 + d) (2 + e); s36_board 0 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c72_R (b d e : nat) : rmoves (s36_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s36_c72_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s36_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c72_L b d e), (s36_c72_R b d e); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s36_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s36_c72_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s36_c73_p22 x (Hs32 : s32_claim x) (b c : nat) :
  x = s36_board 0 (2 + b) (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s36_c74_p23 x (Hs32 : s32_claim x) (b c : nat) :
  x = s36_board 0 (2 + b) (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s36_c75_p30 x (Hs32 : s32_claim x) (b c e : nat) :
  x = s36_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s36_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q30] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c76_L (b c : nat) : lmoves (s36_board 0 (2 + b) (2 + c) 1 0) = [s36_board 0 (1 + b) (3 + c) 1 0; s40_board 0 (2 + b) (1 + c) 1 1 0; s32_board 0 (2 + b) (2 + c) 1].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c76_R (b c : nat) : rmoves (s36_board 0 (2 + b) (2 + c) 1 0) = [s23_board 0 (2 + b) (2 + c) 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s36_c76_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s36_board 0 (2 + b) (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c76_L b c), (s36_c76_R b c); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s36_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 1 1 0 (opt_l _ _ _ (s36_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 (2 + b) (2 + c) 1 (opt_l _ _ _ (s36_c76_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s36_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s32_p8 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c77_L (b c : nat) : lmoves (s36_board 0 (2 + b) (2 + c) 1 1) = [s36_board 0 (1 + b) (3 + c) 1 1; s40_board 0 (2 + b) (1 + c) 1 1 1; s32_board 0 (2 + b) (2 + c) 2].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c77_R (b c : nat) : rmoves (s36_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]) (s23_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s36_c77_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s36_board 0 (2 + b) (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c77_L b c), (s36_c77_R b c); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s36_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 1 1 1 (opt_l _ _ _ (s36_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 (2 + b) (2 + c) 2 (opt_l _ _ _ (s36_c77_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s36_c77_R1 b c)).
  pose proof (use_s23 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s36_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s36_c77_R1 b c))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s32_p13 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c78_L (b c e : nat) : lmoves (s36_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s36_board 0 (1 + b) (3 + c) 1 (2 + e); s40_board 0 (2 + b) (1 + c) 1 1 (2 + e); s32_board 0 (2 + b) (2 + c) (3 + e)].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c78_R (b c e : nat) : rmoves (s36_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s36_c78_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s36_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c78_L b c e), (s36_c78_R b c e); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s36_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 1 1 (2 + e) (opt_l _ _ _ (s36_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s36_c78_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s32_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c79_L (b c d : nat) : lmoves (s36_board 0 (2 + b) (2 + c) (2 + d) 0) = [s36_board 0 (1 + b) (3 + c) (2 + d) 0; s40_board 0 (2 + b) (1 + c) 1 (2 + d) 0; s36_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c79_R (b c d : nat) : rmoves (s36_board 0 (2 + b) (2 + c) (2 + d) 0) = [s23_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s36_c79_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s36_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c79_L b c d), (s36_c79_R b c d); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s36_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 1 (2 + d) 0 (opt_l _ _ _ (s36_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s36_c79_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s36_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c80_L (b c d : nat) : lmoves (s36_board 0 (2 + b) (2 + c) (2 + d) 1) = [s36_board 0 (1 + b) (3 + c) (2 + d) 1; s40_board 0 (2 + b) (1 + c) 1 (2 + d) 1; s36_board 0 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c80_R (b c d : nat) : rmoves (s36_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s36_c80_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s36_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c80_L b c d), (s36_c80_R b c d); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s36_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 1 (2 + d) 1 (opt_l _ _ _ (s36_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s36_c80_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s36_c80_R1 b c d)).
  pose proof (use_s23 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s36_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s36_c80_R1 b c d))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c81_L (b c d e : nat) : lmoves (s36_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s36_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s40_board 0 (2 + b) (1 + c) 1 (2 + d) (2 + e); s36_board 0 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c81_R (b c d e : nat) : rmoves (s36_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s36_c81_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s36_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c81_L b c d e), (s36_c81_R b c d e); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s36_c81_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s36_c82_p31 x (Hs25 : s25_claim x) :
  x = s36_board 1 0 0 0 0 -> fst (s36_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q31] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s36_c83_p32 x (Hs25 : s25_claim x) :
  x = s36_board 1 0 0 0 1 -> fst (s36_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q32] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s36_c84_p9 x (Hs25 : s25_claim x) (e : nat) :
  x = s36_board 1 0 0 0 (2 + e) -> fst (s36_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q9] in Hc |- *.
  pose proof (Hs25 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s36_c85_p21 x (Hs26 : s26_claim x) :
  x = s36_board 1 0 0 1 0 -> fst (s36_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q21] in Hc |- *.
  pose proof (Hs26 1 1 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s36_c86_p33 x (Hs26 : s26_claim x) :
  x = s36_board 1 0 0 1 1 -> fst (s36_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q33] in Hc |- *.
  pose proof (Hs26 1 1 1 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s36_c87_p9 x (Hs26 : s26_claim x) (e : nat) :
  x = s36_board 1 0 0 1 (2 + e) -> fst (s36_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q9] in Hc |- *.
  pose proof (Hs26 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s36_c88_p13 x (Hs26 : s26_claim x) (d : nat) :
  x = s36_board 1 0 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c88_p16 x (Hs26 : s26_claim x) (d : nat) :
  x = s36_board 1 0 0 (2 + d) 0 -> fst (s36_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q16] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s36_c89_p34 x (Hs26 : s26_claim x) (d : nat) :
  x = s36_board 1 0 0 (2 + d) 1 -> fst (s36_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q34] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s36_c90_p9 x (Hs26 : s26_claim x) (d e : nat) :
  x = s36_board 1 0 0 (2 + d) (2 + e) -> fst (s36_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q9] in Hc |- *.
  pose proof (Hs26 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s36_c91_p14 x (Hs33 : s33_claim x) :
  x = s36_board 1 0 1 0 0 -> fst (s36_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs33 1 1 0 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s36_c92_p35 x (Hs33 : s33_claim x) :
  x = s36_board 1 0 1 0 1 -> fst (s36_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q35] in Hc |- *.
  pose proof (Hs33 1 1 1 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s36_c93_p36 x (Hs33 : s33_claim x) (e : nat) :
  x = s36_board 1 0 1 0 (2 + e) -> fst (s36_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q36] in Hc |- *.
  pose proof (Hs33 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s34 *)
Lemma s36_c94_p17 x (Hs34 : s34_claim x) :
  x = s36_board 1 0 1 1 0 -> fst (s36_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs34 1 1 1 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s34 *)
Lemma s36_c95_p20 x (Hs34 : s34_claim x) :
  x = s36_board 1 0 1 1 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 1 1 1 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s34 *)
Lemma s36_c96_p8 x (Hs34 : s34_claim x) (e : nat) :
  x = s36_board 1 0 1 1 (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs34 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s34 *)
Lemma s36_c97_p13 x (Hs34 : s34_claim x) (d : nat) :
  x = s36_board 1 0 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs34 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s34 *)
Lemma s36_c98_p20 x (Hs34 : s34_claim x) (d : nat) :
  x = s36_board 1 0 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s34 *)
Lemma s36_c99_p8 x (Hs34 : s34_claim x) (d e : nat) :
  x = s36_board 1 0 1 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs34 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s36_c100_p22 x (Hs33 : s33_claim x) (c : nat) :
  x = s36_board 1 0 (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs33 1 (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s36_c101_p23 x (Hs33 : s33_claim x) (c : nat) :
  x = s36_board 1 0 (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs33 1 (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s36_c102_p36 x (Hs33 : s33_claim x) (c e : nat) :
  x = s36_board 1 0 (2 + c) 0 (2 + e) -> fst (s36_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q36] in Hc |- *.
  pose proof (Hs33 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s34 *)
Lemma s36_c103_p17 x (Hs34 : s34_claim x) (c : nat) :
  x = s36_board 1 0 (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs34 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s34 *)
Lemma s36_c104_p20 x (Hs34 : s34_claim x) (c : nat) :
  x = s36_board 1 0 (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s34 *)
Lemma s36_c105_p8 x (Hs34 : s34_claim x) (c e : nat) :
  x = s36_board 1 0 (2 + c) 1 (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs34 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s34 *)
Lemma s36_c106_p13 x (Hs34 : s34_claim x) (c d : nat) :
  x = s36_board 1 0 (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs34 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s34 *)
Lemma s36_c107_p20 x (Hs34 : s34_claim x) (c d : nat) :
  x = s36_board 1 0 (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s34 *)
Lemma s36_c108_p8 x (Hs34 : s34_claim x) (c d e : nat) :
  x = s36_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs34 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s36_c109_p24 x (Hs24 : s24_claim x) :
  x = s36_board 1 1 0 0 0 -> fst (s36_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q24] in Hc |- *.
  pose proof (Hs24 1 1 0 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s36_c110_p37 x (Hs24 : s24_claim x) :
  x = s36_board 1 1 0 0 1 -> fst (s36_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q37] in Hc |- *.
  pose proof (Hs24 1 1 1 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s36_c111_p38 x (Hs24 : s24_claim x) (e : nat) :
  x = s36_board 1 1 0 0 (2 + e) -> fst (s36_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q38] in Hc |- *.
  pose proof (Hs24 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s36_c112_p17 x (Hs27 : s27_claim x) :
  x = s36_board 1 1 0 1 0 -> fst (s36_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs27 1 1 1 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s36_c113_p27 x (Hs27 : s27_claim x) :
  x = s36_board 1 1 0 1 1 -> fst (s36_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q27] in Hc |- *.
  pose proof (Hs27 1 1 1 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s36_c114_p8 x (Hs27 : s27_claim x) (e : nat) :
  x = s36_board 1 1 0 1 (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs27 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s36_c115_p13 x (Hs27 : s27_claim x) (d : nat) :
  x = s36_board 1 1 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs27 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c115_p28 x (Hs27 : s27_claim x) (d : nat) :
  x = s36_board 1 1 0 (2 + d) 0 -> fst (s36_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q28] in Hc |- *.
  pose proof (Hs27 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s36_c116_p20 x (Hs27 : s27_claim x) (d : nat) :
  x = s36_board 1 1 0 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs27 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s36_c117_p8 x (Hs27 : s27_claim x) (d e : nat) :
  x = s36_board 1 1 0 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs27 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s36_c118_p14 x (Hs32 : s32_claim x) :
  x = s36_board 1 1 1 0 0 -> fst (s36_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs32 1 1 1 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s36_c119_p39 x (Hs32 : s32_claim x) :
  x = s36_board 1 1 1 0 1 -> fst (s36_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q39] in Hc |- *.
  pose proof (Hs32 1 1 1 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s36_c120_p40 x (Hs32 : s32_claim x) (e : nat) :
  x = s36_board 1 1 1 0 (2 + e) -> fst (s36_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q40] in Hc |- *.
  pose proof (Hs32 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c121_L : lmoves (s36_board 1 1 1 1 0) = [s36_board 0 2 1 1 0; s34_board 1 2 1 0; s37_board 1 1 1 1 0; s32_board 1 1 1 1].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c121_R : rmoves (s36_board 1 1 1 1 0) = [s23_board 1 1 1 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s36_c121_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 1 1 1 1 0 -> fst (s36_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c121_L), (s36_c121_R); cbn [map].
  pose proof (use_s36 IH 0 2 1 1 0 (opt_l _ _ _ (s36_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 2 1 0 (opt_l _ _ _ (s36_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 1 1 0 (opt_l _ _ _ (s36_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 1 1 1 (opt_l _ _ _ (s36_c121_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 1 1 1 (opt_r _ _ _ (s36_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s34_p17 Ho1 ltac:(zlia)).
  rewrite (s37_p7 Ho2 ltac:(zlia)).
  rewrite (s32_p22 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c122_L : lmoves (s36_board 1 1 1 1 1) = [s36_board 0 2 1 1 1; s34_board 1 2 1 1; s37_board 1 1 1 1 1; s32_board 1 1 1 2].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c122_R : rmoves (s36_board 1 1 1 1 1) = [strip [] ([T; E; T; E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c122_R1 : tf_norm (strip [] ([T; E; T; E; T; E; E; T; F]) [(1, 1)]) (s23_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s36_c122_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 1 1 1 1 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c122_L), (s36_c122_R); cbn [map].
  pose proof (use_s36 IH 0 2 1 1 1 (opt_l _ _ _ (s36_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 2 1 1 (opt_l _ _ _ (s36_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 1 1 1 (opt_l _ _ _ (s36_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 1 1 2 (opt_l _ _ _ (s36_c122_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c122_R1)).
  pose proof (use_s23 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s36_c122_R) ltac:(cbn [In]; left; reflexivity) (s36_c122_R1))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c123_L (e : nat) : lmoves (s36_board 1 1 1 1 (2 + e)) = [s36_board 0 2 1 1 (2 + e); s34_board 1 2 1 (2 + e); s37_board 1 1 1 1 (2 + e); s32_board 1 1 1 (3 + e)].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c123_R (e : nat) : rmoves (s36_board 1 1 1 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s36_c123_p8 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s36_board 1 1 1 1 (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c123_L e), (s36_c123_R e); cbn [map].
  pose proof (use_s36 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s36_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 2 1 (2 + e) (opt_l _ _ _ (s36_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 1 1 (2 + e) (opt_l _ _ _ (s36_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 1 1 (3 + e) (opt_l _ _ _ (s36_c123_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c124_L (d : nat) : lmoves (s36_board 1 1 1 (2 + d) 0) = [s36_board 0 2 1 (2 + d) 0; s34_board 1 2 (2 + d) 0; s37_board 1 1 1 (2 + d) 0; s36_board 1 1 1 (1 + d) 1].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c124_R (d : nat) : rmoves (s36_board 1 1 1 (2 + d) 0) = [s23_board 1 1 1 (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s36_c124_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s36_board 1 1 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c124_L d), (s36_c124_R d); cbn [map].
  pose proof (use_s36 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s36_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 2 (2 + d) 0 (opt_l _ _ _ (s36_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 1 (2 + d) 0 (opt_l _ _ _ (s36_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s36_c124_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 1 1 (2 + d) (opt_r _ _ _ (s36_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c125_L (d : nat) : lmoves (s36_board 1 1 1 (2 + d) 1) = [s36_board 0 2 1 (2 + d) 1; s34_board 1 2 (2 + d) 1; s37_board 1 1 1 (2 + d) 1; s36_board 1 1 1 (1 + d) 2].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c125_R (d : nat) : rmoves (s36_board 1 1 1 (2 + d) 1) = [strip [] (T :: E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c125_R1 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s36_c125_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s36_board 1 1 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c125_L d), (s36_c125_R d); cbn [map].
  pose proof (use_s36 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s36_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s36_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 1 (2 + d) 1 (opt_l _ _ _ (s36_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s36_c125_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c125_R1 d)).
  pose proof (use_s23 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s36_c125_R d) ltac:(cbn [In]; left; reflexivity) (s36_c125_R1 d))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c126_L (d e : nat) : lmoves (s36_board 1 1 1 (2 + d) (2 + e)) = [s36_board 0 2 1 (2 + d) (2 + e); s34_board 1 2 (2 + d) (2 + e); s37_board 1 1 1 (2 + d) (2 + e); s36_board 1 1 1 (1 + d) (3 + e)].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c126_R (d e : nat) : rmoves (s36_board 1 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s36_c126_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s36_board 1 1 1 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c126_L d e), (s36_c126_R d e); cbn [map].
  pose proof (use_s36 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s36_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s36_c126_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s36_c127_p22 x (Hs32 : s32_claim x) (c : nat) :
  x = s36_board 1 1 (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s36_c128_p23 x (Hs32 : s32_claim x) (c : nat) :
  x = s36_board 1 1 (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s36_c129_p40 x (Hs32 : s32_claim x) (c e : nat) :
  x = s36_board 1 1 (2 + c) 0 (2 + e) -> fst (s36_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q40] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c130_L (c : nat) : lmoves (s36_board 1 1 (2 + c) 1 0) = [s36_board 0 2 (2 + c) 1 0; s34_board 1 (3 + c) 1 0; s40_board 1 1 (1 + c) 1 1 0; s32_board 1 1 (2 + c) 1].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c130_R (c : nat) : rmoves (s36_board 1 1 (2 + c) 1 0) = [s23_board 1 1 (2 + c) 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s36_c130_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 1 1 (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c130_L c), (s36_c130_R c); cbn [map].
  pose proof (use_s36 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s36_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 (3 + c) 1 0 (opt_l _ _ _ (s36_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 1 1 0 (opt_l _ _ _ (s36_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s36_c130_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s36_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s34_p17 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s32_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c131_L (c : nat) : lmoves (s36_board 1 1 (2 + c) 1 1) = [s36_board 0 2 (2 + c) 1 1; s34_board 1 (3 + c) 1 1; s40_board 1 1 (1 + c) 1 1 1; s32_board 1 1 (2 + c) 2].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c131_R (c : nat) : rmoves (s36_board 1 1 (2 + c) 1 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c131_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]) (s23_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s36_c131_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 1 1 (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c131_L c), (s36_c131_R c); cbn [map].
  pose proof (use_s36 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s36_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s36_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 1 1 1 (opt_l _ _ _ (s36_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 1 (2 + c) 2 (opt_l _ _ _ (s36_c131_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c131_R1 c)).
  pose proof (use_s23 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s36_c131_R c) ltac:(cbn [In]; left; reflexivity) (s36_c131_R1 c))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c132_L (c e : nat) : lmoves (s36_board 1 1 (2 + c) 1 (2 + e)) = [s36_board 0 2 (2 + c) 1 (2 + e); s34_board 1 (3 + c) 1 (2 + e); s40_board 1 1 (1 + c) 1 1 (2 + e); s32_board 1 1 (2 + c) (3 + e)].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c132_R (c e : nat) : rmoves (s36_board 1 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s36_c132_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s36_board 1 1 (2 + c) 1 (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c132_L c e), (s36_c132_R c e); cbn [map].
  pose proof (use_s36 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s36_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s36_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 1 1 (2 + e) (opt_l _ _ _ (s36_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 1 (2 + c) (3 + e) (opt_l _ _ _ (s36_c132_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c133_L (c d : nat) : lmoves (s36_board 1 1 (2 + c) (2 + d) 0) = [s36_board 0 2 (2 + c) (2 + d) 0; s34_board 1 (3 + c) (2 + d) 0; s40_board 1 1 (1 + c) 1 (2 + d) 0; s36_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c133_R (c d : nat) : rmoves (s36_board 1 1 (2 + c) (2 + d) 0) = [s23_board 1 1 (2 + c) (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s36_c133_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s36_board 1 1 (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c133_L c d), (s36_c133_R c d); cbn [map].
  pose proof (use_s36 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s36_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 (3 + c) (2 + d) 0 (opt_l _ _ _ (s36_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 1 (2 + d) 0 (opt_l _ _ _ (s36_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s36_c133_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s36_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c134_L (c d : nat) : lmoves (s36_board 1 1 (2 + c) (2 + d) 1) = [s36_board 0 2 (2 + c) (2 + d) 1; s34_board 1 (3 + c) (2 + d) 1; s40_board 1 1 (1 + c) 1 (2 + d) 1; s36_board 1 1 (2 + c) (1 + d) 2].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c134_R (c d : nat) : rmoves (s36_board 1 1 (2 + c) (2 + d) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c134_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s36_c134_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s36_board 1 1 (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c134_L c d), (s36_c134_R c d); cbn [map].
  pose proof (use_s36 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s36_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s36_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 1 (2 + d) 1 (opt_l _ _ _ (s36_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s36_c134_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c134_R1 c d)).
  pose proof (use_s23 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s36_c134_R c d) ltac:(cbn [In]; left; reflexivity) (s36_c134_R1 c d))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c135_L (c d e : nat) : lmoves (s36_board 1 1 (2 + c) (2 + d) (2 + e)) = [s36_board 0 2 (2 + c) (2 + d) (2 + e); s34_board 1 (3 + c) (2 + d) (2 + e); s40_board 1 1 (1 + c) 1 (2 + d) (2 + e); s36_board 1 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c135_R (c d e : nat) : rmoves (s36_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s36_c135_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s36_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c135_L c d e), (s36_c135_R c d e); cbn [map].
  pose proof (use_s36 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s36_c135_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s36_c136_p24 x (Hs24 : s24_claim x) (b : nat) :
  x = s36_board 1 (2 + b) 0 0 0 -> fst (s36_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q24] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s36_c137_p37 x (Hs24 : s24_claim x) (b : nat) :
  x = s36_board 1 (2 + b) 0 0 1 -> fst (s36_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q37] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s36_c138_p38 x (Hs24 : s24_claim x) (b e : nat) :
  x = s36_board 1 (2 + b) 0 0 (2 + e) -> fst (s36_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q38] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s36_c139_p17 x (Hs27 : s27_claim x) (b : nat) :
  x = s36_board 1 (2 + b) 0 1 0 -> fst (s36_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s36_c140_p27 x (Hs27 : s27_claim x) (b : nat) :
  x = s36_board 1 (2 + b) 0 1 1 -> fst (s36_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q27] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s36_c141_p8 x (Hs27 : s27_claim x) (b e : nat) :
  x = s36_board 1 (2 + b) 0 1 (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s36_c142_p13 x (Hs27 : s27_claim x) (b d : nat) :
  x = s36_board 1 (2 + b) 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c142_p28 x (Hs27 : s27_claim x) (b d : nat) :
  x = s36_board 1 (2 + b) 0 (2 + d) 0 -> fst (s36_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q28] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s36_c143_p20 x (Hs27 : s27_claim x) (b d : nat) :
  x = s36_board 1 (2 + b) 0 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s36_c144_p8 x (Hs27 : s27_claim x) (b d e : nat) :
  x = s36_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s36_c145_p14 x (Hs32 : s32_claim x) (b : nat) :
  x = s36_board 1 (2 + b) 1 0 0 -> fst (s36_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s36_c146_p39 x (Hs32 : s32_claim x) (b : nat) :
  x = s36_board 1 (2 + b) 1 0 1 -> fst (s36_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q39] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s36_c147_p40 x (Hs32 : s32_claim x) (b e : nat) :
  x = s36_board 1 (2 + b) 1 0 (2 + e) -> fst (s36_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q40] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c148_L (b : nat) : lmoves (s36_board 1 (2 + b) 1 1 0) = [s36_board 0 (3 + b) 1 1 0; s36_board 1 (1 + b) 2 1 0; s37_board 1 (2 + b) 1 1 0; s32_board 1 (2 + b) 1 1].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c148_R (b : nat) : rmoves (s36_board 1 (2 + b) 1 1 0) = [s23_board 1 (2 + b) 1 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s36_c148_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 1 (2 + b) 1 1 0 -> fst (s36_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c148_L b), (s36_c148_R b); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s36_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 2 1 0 (opt_l _ _ _ (s36_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 1 1 0 (opt_l _ _ _ (s36_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s36_c148_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s36_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s36_p17 Ho1 ltac:(zlia)).
  rewrite (s37_p7 Ho2 ltac:(zlia)).
  rewrite (s32_p22 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c149_L (b : nat) : lmoves (s36_board 1 (2 + b) 1 1 1) = [s36_board 0 (3 + b) 1 1 1; s36_board 1 (1 + b) 2 1 1; s37_board 1 (2 + b) 1 1 1; s32_board 1 (2 + b) 1 2].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c149_R (b : nat) : rmoves (s36_board 1 (2 + b) 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c149_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]) (s23_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s36_c149_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 1 (2 + b) 1 1 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c149_L b), (s36_c149_R b); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s36_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s36_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 1 1 1 (opt_l _ _ _ (s36_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 (2 + b) 1 2 (opt_l _ _ _ (s36_c149_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c149_R1 b)).
  pose proof (use_s23 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s36_c149_R b) ltac:(cbn [In]; left; reflexivity) (s36_c149_R1 b))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c150_L (b e : nat) : lmoves (s36_board 1 (2 + b) 1 1 (2 + e)) = [s36_board 0 (3 + b) 1 1 (2 + e); s36_board 1 (1 + b) 2 1 (2 + e); s37_board 1 (2 + b) 1 1 (2 + e); s32_board 1 (2 + b) 1 (3 + e)].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c150_R (b e : nat) : rmoves (s36_board 1 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s36_c150_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s36_board 1 (2 + b) 1 1 (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c150_L b e), (s36_c150_R b e); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s36_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s36_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 1 1 (2 + e) (opt_l _ _ _ (s36_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 (2 + b) 1 (3 + e) (opt_l _ _ _ (s36_c150_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c151_L (b d : nat) : lmoves (s36_board 1 (2 + b) 1 (2 + d) 0) = [s36_board 0 (3 + b) 1 (2 + d) 0; s36_board 1 (1 + b) 2 (2 + d) 0; s37_board 1 (2 + b) 1 (2 + d) 0; s36_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c151_R (b d : nat) : rmoves (s36_board 1 (2 + b) 1 (2 + d) 0) = [s23_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s36_c151_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s36_board 1 (2 + b) 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c151_L b d), (s36_c151_R b d); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s36_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s36_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 1 (2 + d) 0 (opt_l _ _ _ (s36_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s36_c151_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s36_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s36_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c152_L (b d : nat) : lmoves (s36_board 1 (2 + b) 1 (2 + d) 1) = [s36_board 0 (3 + b) 1 (2 + d) 1; s36_board 1 (1 + b) 2 (2 + d) 1; s37_board 1 (2 + b) 1 (2 + d) 1; s36_board 1 (2 + b) 1 (1 + d) 2].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c152_R (b d : nat) : rmoves (s36_board 1 (2 + b) 1 (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c152_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s36_c152_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s36_board 1 (2 + b) 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c152_L b d), (s36_c152_R b d); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s36_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s36_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 1 (2 + d) 1 (opt_l _ _ _ (s36_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s36_c152_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c152_R1 b d)).
  pose proof (use_s23 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s36_c152_R b d) ltac:(cbn [In]; left; reflexivity) (s36_c152_R1 b d))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c153_L (b d e : nat) : lmoves (s36_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s36_board 0 (3 + b) 1 (2 + d) (2 + e); s36_board 1 (1 + b) 2 (2 + d) (2 + e); s37_board 1 (2 + b) 1 (2 + d) (2 + e); s36_board 1 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c153_R (b d e : nat) : rmoves (s36_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s36_c153_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s36_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c153_L b d e), (s36_c153_R b d e); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s36_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s36_c153_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s36_c154_p22 x (Hs32 : s32_claim x) (b c : nat) :
  x = s36_board 1 (2 + b) (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s36_c155_p23 x (Hs32 : s32_claim x) (b c : nat) :
  x = s36_board 1 (2 + b) (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s36_c156_p40 x (Hs32 : s32_claim x) (b c e : nat) :
  x = s36_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s36_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q40] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c157_L (b c : nat) : lmoves (s36_board 1 (2 + b) (2 + c) 1 0) = [s36_board 0 (3 + b) (2 + c) 1 0; s36_board 1 (1 + b) (3 + c) 1 0; s40_board 1 (2 + b) (1 + c) 1 1 0; s32_board 1 (2 + b) (2 + c) 1].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c157_R (b c : nat) : rmoves (s36_board 1 (2 + b) (2 + c) 1 0) = [s23_board 1 (2 + b) (2 + c) 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s36_c157_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s36_board 1 (2 + b) (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c157_L b c), (s36_c157_R b c); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s36_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s36_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 1 1 0 (opt_l _ _ _ (s36_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s36_c157_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s36_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s36_p17 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s32_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c158_L (b c : nat) : lmoves (s36_board 1 (2 + b) (2 + c) 1 1) = [s36_board 0 (3 + b) (2 + c) 1 1; s36_board 1 (1 + b) (3 + c) 1 1; s40_board 1 (2 + b) (1 + c) 1 1 1; s32_board 1 (2 + b) (2 + c) 2].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c158_R (b c : nat) : rmoves (s36_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]) (s23_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s36_c158_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s36_board 1 (2 + b) (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c158_L b c), (s36_c158_R b c); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s36_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s36_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 1 1 1 (opt_l _ _ _ (s36_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 (2 + b) (2 + c) 2 (opt_l _ _ _ (s36_c158_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c158_R1 b c)).
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s36_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s36_c158_R1 b c))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c159_L (b c e : nat) : lmoves (s36_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s36_board 0 (3 + b) (2 + c) 1 (2 + e); s36_board 1 (1 + b) (3 + c) 1 (2 + e); s40_board 1 (2 + b) (1 + c) 1 1 (2 + e); s32_board 1 (2 + b) (2 + c) (3 + e)].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c159_R (b c e : nat) : rmoves (s36_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s36_c159_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s36_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c159_L b c e), (s36_c159_R b c e); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s36_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s36_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 1 1 (2 + e) (opt_l _ _ _ (s36_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s36_c159_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c160_L (b c d : nat) : lmoves (s36_board 1 (2 + b) (2 + c) (2 + d) 0) = [s36_board 0 (3 + b) (2 + c) (2 + d) 0; s36_board 1 (1 + b) (3 + c) (2 + d) 0; s40_board 1 (2 + b) (1 + c) 1 (2 + d) 0; s36_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c160_R (b c d : nat) : rmoves (s36_board 1 (2 + b) (2 + c) (2 + d) 0) = [s23_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s36_c160_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s36_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c160_L b c d), (s36_c160_R b c d); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s36_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s36_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 1 (2 + d) 0 (opt_l _ _ _ (s36_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s36_c160_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s36_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s36_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c161_L (b c d : nat) : lmoves (s36_board 1 (2 + b) (2 + c) (2 + d) 1) = [s36_board 0 (3 + b) (2 + c) (2 + d) 1; s36_board 1 (1 + b) (3 + c) (2 + d) 1; s40_board 1 (2 + b) (1 + c) 1 (2 + d) 1; s36_board 1 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c161_R (b c d : nat) : rmoves (s36_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s36_c161_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s36_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c161_L b c d), (s36_c161_R b c d); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s36_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s36_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 1 (2 + d) 1 (opt_l _ _ _ (s36_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s36_c161_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c161_R1 b c d)).
  pose proof (use_s23 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s36_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s36_c161_R1 b c d))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c162_L (b c d e : nat) : lmoves (s36_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s36_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s36_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s40_board 1 (2 + b) (1 + c) 1 (2 + d) (2 + e); s36_board 1 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c162_R (b c d e : nat) : rmoves (s36_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s36_c162_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s36_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c162_L b c d e), (s36_c162_R b c d e); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s36_c162_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s36_c163_p31 x (Hs25 : s25_claim x) (a : nat) :
  x = s36_board (2 + a) 0 0 0 0 -> fst (s36_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q31] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s36_c164_p32 x (Hs25 : s25_claim x) (a : nat) :
  x = s36_board (2 + a) 0 0 0 1 -> fst (s36_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q32] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s36_c165_p9 x (Hs25 : s25_claim x) (a e : nat) :
  x = s36_board (2 + a) 0 0 0 (2 + e) -> fst (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q9] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + e) ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s36_c166_p21 x (Hs26 : s26_claim x) (a : nat) :
  x = s36_board (2 + a) 0 0 1 0 -> fst (s36_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q21] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s36_c167_p33 x (Hs26 : s26_claim x) (a : nat) :
  x = s36_board (2 + a) 0 0 1 1 -> fst (s36_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q33] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 1 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s36_c168_p9 x (Hs26 : s26_claim x) (a e : nat) :
  x = s36_board (2 + a) 0 0 1 (2 + e) -> fst (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q9] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s36_c169_p13 x (Hs26 : s26_claim x) (a d : nat) :
  x = s36_board (2 + a) 0 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c169_p16 x (Hs26 : s26_claim x) (a d : nat) :
  x = s36_board (2 + a) 0 0 (2 + d) 0 -> fst (s36_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q16] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s36_c170_p34 x (Hs26 : s26_claim x) (a d : nat) :
  x = s36_board (2 + a) 0 0 (2 + d) 1 -> fst (s36_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q34] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s36_c171_p9 x (Hs26 : s26_claim x) (a d e : nat) :
  x = s36_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q9] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s36_c172_p14 x (Hs33 : s33_claim x) (a : nat) :
  x = s36_board (2 + a) 0 1 0 0 -> fst (s36_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s36_c173_p35 x (Hs33 : s33_claim x) (a : nat) :
  x = s36_board (2 + a) 0 1 0 1 -> fst (s36_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q35] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s36_c174_p36 x (Hs33 : s33_claim x) (a e : nat) :
  x = s36_board (2 + a) 0 1 0 (2 + e) -> fst (s36_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q36] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s34 *)
Lemma s36_c175_p17 x (Hs34 : s34_claim x) (a : nat) :
  x = s36_board (2 + a) 0 1 1 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s34 *)
Lemma s36_c176_p20 x (Hs34 : s34_claim x) (a : nat) :
  x = s36_board (2 + a) 0 1 1 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s34 *)
Lemma s36_c177_p8 x (Hs34 : s34_claim x) (a e : nat) :
  x = s36_board (2 + a) 0 1 1 (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s34 *)
Lemma s36_c178_p13 x (Hs34 : s34_claim x) (a d : nat) :
  x = s36_board (2 + a) 0 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s34 *)
Lemma s36_c179_p20 x (Hs34 : s34_claim x) (a d : nat) :
  x = s36_board (2 + a) 0 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s34 *)
Lemma s36_c180_p8 x (Hs34 : s34_claim x) (a d e : nat) :
  x = s36_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s36_c181_p22 x (Hs33 : s33_claim x) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s36_c182_p23 x (Hs33 : s33_claim x) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s36_c183_p36 x (Hs33 : s33_claim x) (a c e : nat) :
  x = s36_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s36_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q36] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s34 *)
Lemma s36_c184_p17 x (Hs34 : s34_claim x) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s34 *)
Lemma s36_c185_p20 x (Hs34 : s34_claim x) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s34 *)
Lemma s36_c186_p8 x (Hs34 : s34_claim x) (a c e : nat) :
  x = s36_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s34 *)
Lemma s36_c187_p13 x (Hs34 : s34_claim x) (a c d : nat) :
  x = s36_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s34 *)
Lemma s36_c188_p20 x (Hs34 : s34_claim x) (a c d : nat) :
  x = s36_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s34 *)
Lemma s36_c189_p8 x (Hs34 : s34_claim x) (a c d e : nat) :
  x = s36_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s36_c190_p24 x (Hs24 : s24_claim x) (a : nat) :
  x = s36_board (2 + a) 1 0 0 0 -> fst (s36_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q24] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s36_c191_p37 x (Hs24 : s24_claim x) (a : nat) :
  x = s36_board (2 + a) 1 0 0 1 -> fst (s36_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q37] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s36_c192_p38 x (Hs24 : s24_claim x) (a e : nat) :
  x = s36_board (2 + a) 1 0 0 (2 + e) -> fst (s36_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q38] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s36_c193_p17 x (Hs27 : s27_claim x) (a : nat) :
  x = s36_board (2 + a) 1 0 1 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s36_c194_p27 x (Hs27 : s27_claim x) (a : nat) :
  x = s36_board (2 + a) 1 0 1 1 -> fst (s36_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q27] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s36_c195_p8 x (Hs27 : s27_claim x) (a e : nat) :
  x = s36_board (2 + a) 1 0 1 (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s36_c196_p13 x (Hs27 : s27_claim x) (a d : nat) :
  x = s36_board (2 + a) 1 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c196_p28 x (Hs27 : s27_claim x) (a d : nat) :
  x = s36_board (2 + a) 1 0 (2 + d) 0 -> fst (s36_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q28] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s36_c197_p20 x (Hs27 : s27_claim x) (a d : nat) :
  x = s36_board (2 + a) 1 0 (2 + d) 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s36_c198_p8 x (Hs27 : s27_claim x) (a d e : nat) :
  x = s36_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s36_c199_p14 x (Hs32 : s32_claim x) (a : nat) :
  x = s36_board (2 + a) 1 1 0 0 -> fst (s36_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s36_c200_p39 x (Hs32 : s32_claim x) (a : nat) :
  x = s36_board (2 + a) 1 1 0 1 -> fst (s36_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q39] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s36_c201_p40 x (Hs32 : s32_claim x) (a e : nat) :
  x = s36_board (2 + a) 1 1 0 (2 + e) -> fst (s36_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q40] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c202_L (a : nat) : lmoves (s36_board (2 + a) 1 1 1 0) = [s36_board (1 + a) 2 1 1 0; s34_board (2 + a) 2 1 0; s37_board (2 + a) 1 1 1 0; s32_board (2 + a) 1 1 1].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c202_R (a : nat) : rmoves (s36_board (2 + a) 1 1 1 0) = [s23_board (2 + a) 1 1 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==0 *)
Lemma s36_c202_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 1 1 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c202_L a), (s36_c202_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 1 1 0 (opt_l _ _ _ (s36_c202_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 2 1 0 (opt_l _ _ _ (s36_c202_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 1 1 0 (opt_l _ _ _ (s36_c202_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 1 1 (opt_l _ _ _ (s36_c202_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) 1 1 1 (opt_r _ _ _ (s36_c202_R a) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s34_p17 Ho1 ltac:(zlia)).
  rewrite (s37_p7 Ho2 ltac:(zlia)).
  rewrite (s32_p22 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c203_L (a : nat) : lmoves (s36_board (2 + a) 1 1 1 1) = [s36_board (1 + a) 2 1 1 1; s34_board (2 + a) 2 1 1; s37_board (2 + a) 1 1 1 1; s32_board (2 + a) 1 1 2].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c203_R (a : nat) : rmoves (s36_board (2 + a) 1 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c203_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; T; F]) [(1, 1)]) (s23_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s36_c203_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 1 1 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c203_L a), (s36_c203_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s36_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 2 1 1 (opt_l _ _ _ (s36_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 1 1 1 (opt_l _ _ _ (s36_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 1 2 (opt_l _ _ _ (s36_c203_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c203_R1 a)).
  pose proof (use_s23 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s36_c203_R a) ltac:(cbn [In]; left; reflexivity) (s36_c203_R1 a))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c204_L (a e : nat) : lmoves (s36_board (2 + a) 1 1 1 (2 + e)) = [s36_board (1 + a) 2 1 1 (2 + e); s34_board (2 + a) 2 1 (2 + e); s37_board (2 + a) 1 1 1 (2 + e); s32_board (2 + a) 1 1 (3 + e)].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c204_R (a e : nat) : rmoves (s36_board (2 + a) 1 1 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s36_c204_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s36_board (2 + a) 1 1 1 (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c204_L a e), (s36_c204_R a e); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s36_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 2 1 (2 + e) (opt_l _ _ _ (s36_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 1 1 (2 + e) (opt_l _ _ _ (s36_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 1 (3 + e) (opt_l _ _ _ (s36_c204_L a e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c205_L (a d : nat) : lmoves (s36_board (2 + a) 1 1 (2 + d) 0) = [s36_board (1 + a) 2 1 (2 + d) 0; s34_board (2 + a) 2 (2 + d) 0; s37_board (2 + a) 1 1 (2 + d) 0; s36_board (2 + a) 1 1 (1 + d) 1].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c205_R (a d : nat) : rmoves (s36_board (2 + a) 1 1 (2 + d) 0) = [s23_board (2 + a) 1 1 (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s36_c205_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s36_board (2 + a) 1 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c205_L a d), (s36_c205_R a d); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 1 (2 + d) 0 (opt_l _ _ _ (s36_c205_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 2 (2 + d) 0 (opt_l _ _ _ (s36_c205_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 1 (2 + d) 0 (opt_l _ _ _ (s36_c205_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 (1 + d) 1 (opt_l _ _ _ (s36_c205_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s36_c205_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c206_L (a d : nat) : lmoves (s36_board (2 + a) 1 1 (2 + d) 1) = [s36_board (1 + a) 2 1 (2 + d) 1; s34_board (2 + a) 2 (2 + d) 1; s37_board (2 + a) 1 1 (2 + d) 1; s36_board (2 + a) 1 1 (1 + d) 2].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c206_R (a d : nat) : rmoves (s36_board (2 + a) 1 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c206_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s36_c206_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s36_board (2 + a) 1 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c206_L a d), (s36_c206_R a d); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s36_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 2 (2 + d) 1 (opt_l _ _ _ (s36_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 1 (2 + d) 1 (opt_l _ _ _ (s36_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 (1 + d) 2 (opt_l _ _ _ (s36_c206_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c206_R1 a d)).
  pose proof (use_s23 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s36_c206_R a d) ltac:(cbn [In]; left; reflexivity) (s36_c206_R1 a d))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c207_L (a d e : nat) : lmoves (s36_board (2 + a) 1 1 (2 + d) (2 + e)) = [s36_board (1 + a) 2 1 (2 + d) (2 + e); s34_board (2 + a) 2 (2 + d) (2 + e); s37_board (2 + a) 1 1 (2 + d) (2 + e); s36_board (2 + a) 1 1 (1 + d) (3 + e)].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c207_R (a d e : nat) : rmoves (s36_board (2 + a) 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s36_c207_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s36_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c207_L a d e), (s36_c207_R a d e); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 2 (2 + d) (2 + e) (opt_l _ _ _ (s36_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s36_c207_L a d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

