(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s27_c50_L (b : nat) : lmoves (s27_board 1 (2 + b) 1 1) = [s27_board 0 (3 + b) 1 1; s36_board 1 (1 + b) 1 1 1; s24_board 1 (2 + b) 2].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c50_R (b : nat) : rmoves (s27_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]) (s20_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s27_c50_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 1 (2 + b) 1 1 -> fst (s27_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q18] in Hc |- *.
  rewrite tf_game_eq, (s27_c50_L b), (s27_c50_R b); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s27_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s27_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) 2 (opt_l _ _ _ (s27_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s27_c50_R1 b)).
  pose proof (use_s20 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s27_c50_R b) ltac:(cbn [In]; left; reflexivity) (s27_c50_R1 b))) as Ho3.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s24_p2 Ho2 ltac:(zlia)).
  rewrite (s20_p3 Ho3 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c51_L (b d : nat) : lmoves (s27_board 1 (2 + b) 1 (2 + d)) = [s27_board 0 (3 + b) 1 (2 + d); s36_board 1 (1 + b) 1 1 (2 + d); s24_board 1 (2 + b) (3 + d)].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c51_R (b d : nat) : rmoves (s27_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s27_c51_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s27_board 1 (2 + b) 1 (2 + d) -> fst (s27_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c51_L b d), (s27_c51_R b d); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s27_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s27_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s27_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s24_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s27_c52_L (b c : nat) : lmoves (s27_board 1 (2 + b) (2 + c) 0) = [s27_board 0 (3 + b) (2 + c) 0; s36_board 1 (1 + b) 1 (2 + c) 0; s27_board 1 (2 + b) (1 + c) 1].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c52_R (b c : nat) : rmoves (s27_board 1 (2 + b) (2 + c) 0) = [s20_board 1 (2 + b) (2 + c)].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s27_c52_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 1 (2 + b) (2 + c) 0 -> fst (s27_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c52_L b c), (s27_c52_R b c); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s27_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s27_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s27_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  rewrite (s36_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c52_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 1 (2 + b) (2 + c) 0 -> fst (s27_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q19] in Hc |- *.
  rewrite tf_game_eq, (s27_c52_L b c), (s27_c52_R b c); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s27_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s27_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s27_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  rewrite (s36_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p18 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c53_L (b c : nat) : lmoves (s27_board 1 (2 + b) (2 + c) 1) = [s27_board 0 (3 + b) (2 + c) 1; s36_board 1 (1 + b) 1 (2 + c) 1; s27_board 1 (2 + b) (1 + c) 2].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c53_R (b c : nat) : rmoves (s27_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s20_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s27_c53_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 1 (2 + b) (2 + c) 1 -> fst (s27_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q20] in Hc |- *.
  rewrite tf_game_eq, (s27_c53_L b c), (s27_c53_R b c); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s27_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s27_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s27_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s27_c53_R1 b c)).
  pose proof (use_s20 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s27_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s27_c53_R1 b c))) as Ho3.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c54_L (b c d : nat) : lmoves (s27_board 1 (2 + b) (2 + c) (2 + d)) = [s27_board 0 (3 + b) (2 + c) (2 + d); s36_board 1 (1 + b) 1 (2 + c) (2 + d); s27_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c54_R (b c d : nat) : rmoves (s27_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s27_c54_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s27_board 1 (2 + b) (2 + c) (2 + d) -> fst (s27_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c54_L b c d), (s27_c54_R b c d); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s27_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s27_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s27_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s27_c55_p21 x (Hs25 : s25_claim x) (a : nat) :
  x = s27_board (2 + a) 0 0 0 -> fst (s27_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q21] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s27_c56_p22 x (Hs25 : s25_claim x) (a : nat) :
  x = s27_board (2 + a) 0 0 1 -> fst (s27_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q22] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s27_c57_p7 x (Hs25 : s25_claim x) (a d : nat) :
  x = s27_board (2 + a) 0 0 (2 + d) -> fst (s27_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q7] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s27_c58_p23 x (Hs26 : s26_claim x) (a : nat) :
  x = s27_board (2 + a) 0 1 0 -> fst (s27_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q23] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s27_c59_p24 x (Hs26 : s26_claim x) (a : nat) :
  x = s27_board (2 + a) 0 1 1 -> fst (s27_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q24] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 1 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s27_c60_p7 x (Hs26 : s26_claim x) (a d : nat) :
  x = s27_board (2 + a) 0 1 (2 + d) -> fst (s27_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q7] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s27_c61_p12 x (Hs26 : s26_claim x) (a c : nat) :
  x = s27_board (2 + a) 0 (2 + c) 0 -> fst (s27_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q12] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s27_c61_p16 x (Hs26 : s26_claim x) (a c : nat) :
  x = s27_board (2 + a) 0 (2 + c) 0 -> fst (s27_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q16] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s27_c62_p25 x (Hs26 : s26_claim x) (a c : nat) :
  x = s27_board (2 + a) 0 (2 + c) 1 -> fst (s27_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q25] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s27_c63_p7 x (Hs26 : s26_claim x) (a c d : nat) :
  x = s27_board (2 + a) 0 (2 + c) (2 + d) -> fst (s27_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q7] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s27_c64_p13 x (Hs24 : s24_claim x) (a : nat) :
  x = s27_board (2 + a) 1 0 0 -> fst (s27_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q13] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s27_c65_p26 x (Hs24 : s24_claim x) (a : nat) :
  x = s27_board (2 + a) 1 0 1 -> fst (s27_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q26] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s27_c66_p27 x (Hs24 : s24_claim x) (a d : nat) :
  x = s27_board (2 + a) 1 0 (2 + d) -> fst (s27_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q27] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s27_c67_L (a : nat) : lmoves (s27_board (2 + a) 1 1 0) = [s27_board (1 + a) 2 1 0; s34_board (2 + a) 1 1 0; s24_board (2 + a) 1 1].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c67_R (a : nat) : rmoves (s27_board (2 + a) 1 1 0) = [s20_board (2 + a) 1 1].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s27_c67_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 1 1 0 -> fst (s27_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q17] in Hc |- *.
  rewrite tf_game_eq, (s27_c67_L a), (s27_c67_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 1 0 (opt_l _ _ _ (s27_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 1 0 (opt_l _ _ _ (s27_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 1 (opt_l _ _ _ (s27_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 1 (opt_r _ _ _ (s27_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  rewrite (s34_p17 Ho1 ltac:(zlia)).
  rewrite (s24_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c68_L (a : nat) : lmoves (s27_board (2 + a) 1 1 1) = [s27_board (1 + a) 2 1 1; s34_board (2 + a) 1 1 1; s24_board (2 + a) 1 2].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c68_R (a : nat) : rmoves (s27_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; E; E; T; F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; E; T; F]) [(1, 1)]) (s20_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s27_c68_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 1 1 1 -> fst (s27_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q18] in Hc |- *.
  rewrite tf_game_eq, (s27_c68_L a), (s27_c68_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 1 1 (opt_l _ _ _ (s27_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 1 1 (opt_l _ _ _ (s27_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 2 (opt_l _ _ _ (s27_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s27_c68_R1 a)).
  pose proof (use_s20 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s27_c68_R a) ltac:(cbn [In]; left; reflexivity) (s27_c68_R1 a))) as Ho3.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s24_p2 Ho2 ltac:(zlia)).
  rewrite (s20_p3 Ho3 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c69_L (a d : nat) : lmoves (s27_board (2 + a) 1 1 (2 + d)) = [s27_board (1 + a) 2 1 (2 + d); s34_board (2 + a) 1 1 (2 + d); s24_board (2 + a) 1 (3 + d)].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c69_R (a d : nat) : rmoves (s27_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s27_c69_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s27_board (2 + a) 1 1 (2 + d) -> fst (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c69_L a d), (s27_c69_R a d); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s27_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s27_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s27_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s24_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s27_c70_L (a c : nat) : lmoves (s27_board (2 + a) 1 (2 + c) 0) = [s27_board (1 + a) 2 (2 + c) 0; s34_board (2 + a) 1 (2 + c) 0; s27_board (2 + a) 1 (1 + c) 1].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c70_R (a c : nat) : rmoves (s27_board (2 + a) 1 (2 + c) 0) = [s20_board (2 + a) 1 (2 + c)].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s27_c70_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s27_board (2 + a) 1 (2 + c) 0 -> fst (s27_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c70_L a c), (s27_c70_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s27_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (2 + c) 0 (opt_l _ _ _ (s27_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s27_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s27_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c70_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s27_board (2 + a) 1 (2 + c) 0 -> fst (s27_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q19] in Hc |- *.
  rewrite tf_game_eq, (s27_c70_L a c), (s27_c70_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s27_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (2 + c) 0 (opt_l _ _ _ (s27_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s27_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s27_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p18 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c71_L (a c : nat) : lmoves (s27_board (2 + a) 1 (2 + c) 1) = [s27_board (1 + a) 2 (2 + c) 1; s34_board (2 + a) 1 (2 + c) 1; s27_board (2 + a) 1 (1 + c) 2].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c71_R (a c : nat) : rmoves (s27_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s20_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s27_c71_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s27_board (2 + a) 1 (2 + c) 1 -> fst (s27_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q20] in Hc |- *.
  rewrite tf_game_eq, (s27_c71_L a c), (s27_c71_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s27_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s27_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s27_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s27_c71_R1 a c)).
  pose proof (use_s20 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s27_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s27_c71_R1 a c))) as Ho3.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c72_L (a c d : nat) : lmoves (s27_board (2 + a) 1 (2 + c) (2 + d)) = [s27_board (1 + a) 2 (2 + c) (2 + d); s34_board (2 + a) 1 (2 + c) (2 + d); s27_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c72_R (a c d : nat) : rmoves (s27_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s27_c72_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s27_board (2 + a) 1 (2 + c) (2 + d) -> fst (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c72_L a c d), (s27_c72_R a c d); cbn [map].
  pose proof (use_s27 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s27_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s27_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s27_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s27_c73_p13 x (Hs24 : s24_claim x) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 0 0 -> fst (s27_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q13] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s27_c74_p26 x (Hs24 : s24_claim x) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 0 1 -> fst (s27_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q26] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s27_c75_p27 x (Hs24 : s24_claim x) (a b d : nat) :
  x = s27_board (2 + a) (2 + b) 0 (2 + d) -> fst (s27_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q27] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s27_c76_L (a b : nat) : lmoves (s27_board (2 + a) (2 + b) 1 0) = [s27_board (1 + a) (3 + b) 1 0; s36_board (2 + a) (1 + b) 1 1 0; s24_board (2 + a) (2 + b) 1].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c76_R (a b : nat) : rmoves (s27_board (2 + a) (2 + b) 1 0) = [s20_board (2 + a) (2 + b) 1].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s27_c76_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 1 0 -> fst (s27_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q17] in Hc |- *.
  rewrite tf_game_eq, (s27_c76_L a b), (s27_c76_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s27_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 1 1 0 (opt_l _ _ _ (s27_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s27_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s27_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  rewrite (s36_p17 Ho1 ltac:(zlia)).
  rewrite (s24_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c77_L (a b : nat) : lmoves (s27_board (2 + a) (2 + b) 1 1) = [s27_board (1 + a) (3 + b) 1 1; s36_board (2 + a) (1 + b) 1 1 1; s24_board (2 + a) (2 + b) 2].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c77_R (a b : nat) : rmoves (s27_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]) (s20_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s27_c77_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s27_board (2 + a) (2 + b) 1 1 -> fst (s27_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q18] in Hc |- *.
  rewrite tf_game_eq, (s27_c77_L a b), (s27_c77_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s27_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 1 1 1 (opt_l _ _ _ (s27_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s27_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s27_c77_R1 a b)).
  pose proof (use_s20 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s27_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s27_c77_R1 a b))) as Ho3.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s24_p2 Ho2 ltac:(zlia)).
  rewrite (s20_p3 Ho3 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c78_L (a b d : nat) : lmoves (s27_board (2 + a) (2 + b) 1 (2 + d)) = [s27_board (1 + a) (3 + b) 1 (2 + d); s36_board (2 + a) (1 + b) 1 1 (2 + d); s24_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c78_R (a b d : nat) : rmoves (s27_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s27_c78_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s27_board (2 + a) (2 + b) 1 (2 + d) -> fst (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c78_L a b d), (s27_c78_R a b d); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s27_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s27_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s27_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s24_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s27_c79_L (a b c : nat) : lmoves (s27_board (2 + a) (2 + b) (2 + c) 0) = [s27_board (1 + a) (3 + b) (2 + c) 0; s36_board (2 + a) (1 + b) 1 (2 + c) 0; s27_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c79_R (a b c : nat) : rmoves (s27_board (2 + a) (2 + b) (2 + c) 0) = [s20_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s27_c79_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s27_board (2 + a) (2 + b) (2 + c) 0 -> fst (s27_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c79_L a b c), (s27_c79_R a b c); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s27_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s27_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s27_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  rewrite (s36_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c79_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s27_board (2 + a) (2 + b) (2 + c) 0 -> fst (s27_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q19] in Hc |- *.
  rewrite tf_game_eq, (s27_c79_L a b c), (s27_c79_R a b c); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s27_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s27_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s27_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  rewrite (s36_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p18 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c80_L (a b c : nat) : lmoves (s27_board (2 + a) (2 + b) (2 + c) 1) = [s27_board (1 + a) (3 + b) (2 + c) 1; s36_board (2 + a) (1 + b) 1 (2 + c) 1; s27_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c80_R (a b c : nat) : rmoves (s27_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s20_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s27_c80_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s27_board (2 + a) (2 + b) (2 + c) 1 -> fst (s27_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q20] in Hc |- *.
  rewrite tf_game_eq, (s27_c80_L a b c), (s27_c80_R a b c); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s27_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s27_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s27_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s27_c80_R1 a b c)).
  pose proof (use_s20 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s27_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s27_c80_R1 a b c))) as Ho3.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c81_L (a b c d : nat) : lmoves (s27_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s27_board (1 + a) (3 + b) (2 + c) (2 + d); s36_board (2 + a) (1 + b) 1 (2 + c) (2 + d); s27_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c81_R (a b c d : nat) : rmoves (s27_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s27_c81_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s27_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c81_L a b c d), (s27_c81_R a b c d); cbn [map].
  pose proof (use_s27 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s27_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s27_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s27_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s28_c1_p1 x (Hs25 : s25_claim x) :
  x = s28_board 0 0 0 0 -> fst (s28_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s28_c2_p2 x (Hs25 : s25_claim x) :
  x = s28_board 0 0 0 1 -> fst (s28_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s28_c3_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s28_board 0 0 0 (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + d) ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c==1 && d==0: the board of s29 *)
Lemma s28_c4_p4 x (Hs29 : s29_claim x) :
  x = s28_board 0 0 1 0 -> fst (s28_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q4] in Hc |- *.
  pose proof (Hs29 0 1 0 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c==1 && d==1: the board of s29 *)
Lemma s28_c5_p6 x (Hs29 : s29_claim x) :
  x = s28_board 0 0 1 1 -> fst (s28_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q6] in Hc |- *.
  pose proof (Hs29 0 1 1 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c==1 && d>=2: the board of s29 *)
Lemma s28_c6_p3 x (Hs29 : s29_claim x) (d : nat) :
  x = s28_board 0 0 1 (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs29 0 1 (2 + d) ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c>=2 && d==0: the board of s29 *)
Lemma s28_c7_p7 x (Hs29 : s29_claim x) (c : nat) :
  x = s28_board 0 0 (2 + c) 0 -> fst (s28_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q7] in Hc |- *.
  pose proof (Hs29 0 (2 + c) 0 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c>=2 && d==1: the board of s29 *)
Lemma s28_c8_p8 x (Hs29 : s29_claim x) (c : nat) :
  x = s28_board 0 0 (2 + c) 1 -> fst (s28_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q8] in Hc |- *.
  pose proof (Hs29 0 (2 + c) 1 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s29 *)
Lemma s28_c9_p3 x (Hs29 : s29_claim x) (c d : nat) :
  x = s28_board 0 0 (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs29 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s28_c10_p9 x (Hs24 : s24_claim x) :
  x = s28_board 0 1 0 0 -> fst (s28_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q9] in Hc |- *.
  pose proof (Hs24 0 1 0 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s28_c11_p5 x (Hs24 : s24_claim x) :
  x = s28_board 0 1 0 1 -> fst (s28_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q5] in Hc |- *.
  pose proof (Hs24 0 1 1 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s28_c12_p3 x (Hs24 : s24_claim x) (d : nat) :
  x = s28_board 0 1 0 (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs24 0 1 (2 + d) ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s28_c13_L : lmoves (s28_board 0 1 1 0) = [s31_board 0 1 1 0; s27_board 0 1 1 0].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c13_R : rmoves (s28_board 0 1 1 0) = [s21_board 0 1 1 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s28_c13_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 1 1 0 -> fst (s28_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q10] in Hc |- *.
  rewrite tf_game_eq, (s28_c13_L), (s28_c13_R); cbn [map].
  pose proof (use_s31 IH 0 1 1 0 (opt_l _ _ _ (s28_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 1 0 (opt_l _ _ _ (s28_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 0 1 1 0 (opt_r _ _ _ (s28_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s27_p17 Ho1 ltac:(zlia)).
  rewrite (s21_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c14_L : lmoves (s28_board 0 1 1 1) = [s31_board 0 1 1 1; s27_board 0 1 1 1].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c14_R : rmoves (s28_board 0 1 1 1) = [strip [] ([E; T; E; E; T; E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c14_R1 : tf_norm (strip [] ([E; T; E; E; T; E; F]) [(1, 1)]) (s21_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s28_c14_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 1 1 1 -> fst (s28_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q11] in Hc |- *.
  rewrite tf_game_eq, (s28_c14_L), (s28_c14_R); cbn [map].
  pose proof (use_s31 IH 0 1 1 1 (opt_l _ _ _ (s28_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 1 1 (opt_l _ _ _ (s28_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c14_R1)).
  pose proof (use_s21 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s28_c14_R) ltac:(cbn [In]; left; reflexivity) (s28_c14_R1))) as Ho2.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s27_p18 Ho1 ltac:(zlia)).
  rewrite (s21_p4 Ho2 ltac:(zlia)).
  rewrite (s21_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c15_L (d : nat) : lmoves (s28_board 0 1 1 (2 + d)) = [s31_board 0 1 1 (2 + d); s27_board 0 1 1 (2 + d)].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c15_R (d : nat) : rmoves (s28_board 0 1 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s28_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 0 1 1 (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c15_L d), (s28_c15_R d); cbn [map].
  pose proof (use_s31 IH 0 1 1 (2 + d) (opt_l _ _ _ (s28_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 1 (2 + d) (opt_l _ _ _ (s28_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c16_L (c : nat) : lmoves (s28_board 0 1 (2 + c) 0) = [s31_board 0 1 (2 + c) 0; s37_board 0 1 (1 + c) 1 0].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c16_R (c : nat) : rmoves (s28_board 0 1 (2 + c) 0) = [s21_board 0 1 (2 + c) 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s28_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 1 (2 + c) 0 -> fst (s28_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q7] in Hc |- *.
  rewrite tf_game_eq, (s28_c16_L c), (s28_c16_R c); cbn [map].
  pose proof (use_s31 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s28_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s28_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s28_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s37_p7 Ho1 ltac:(zlia)).
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p23 Ho1 ltac:(zlia)).
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c17_L (c : nat) : lmoves (s28_board 0 1 (2 + c) 1) = [s31_board 0 1 (2 + c) 1; s37_board 0 1 (1 + c) 1 1].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c17_R (c : nat) : rmoves (s28_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s21_board 0 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s28_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 1 (2 + c) 1 -> fst (s28_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q8] in Hc |- *.
  rewrite tf_game_eq, (s28_c17_L c), (s28_c17_R c); cbn [map].
  pose proof (use_s31 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s28_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s28_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c17_R1 c)).
  pose proof (use_s21 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c17_R c) ltac:(cbn [In]; left; reflexivity) (s28_c17_R1 c))) as Ho2.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s21_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c18_L (c d : nat) : lmoves (s28_board 0 1 (2 + c) (2 + d)) = [s31_board 0 1 (2 + c) (2 + d); s37_board 0 1 (1 + c) 1 (2 + d)].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c18_R (c d : nat) : rmoves (s28_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s28_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s28_board 0 1 (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c18_L c d), (s28_c18_R c d); cbn [map].
  pose proof (use_s31 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s28_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s28_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s28_c19_p9 x (Hs24 : s24_claim x) (b : nat) :
  x = s28_board 0 (2 + b) 0 0 -> fst (s28_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q9] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s28_c20_p5 x (Hs24 : s24_claim x) (b : nat) :
  x = s28_board 0 (2 + b) 0 1 -> fst (s28_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q5] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s28_c21_p3 x (Hs24 : s24_claim x) (b d : nat) :
  x = s28_board 0 (2 + b) 0 (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s28_c22_L (b : nat) : lmoves (s28_board 0 (2 + b) 1 0) = [s38_board 0 (1 + b) 1 1 0; s27_board 0 (2 + b) 1 0].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c22_R (b : nat) : rmoves (s28_board 0 (2 + b) 1 0) = [s21_board 0 (2 + b) 1 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s28_c22_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) 1 0 -> fst (s28_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q10] in Hc |- *.
  rewrite tf_game_eq, (s28_c22_L b), (s28_c22_R b); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s28_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) 1 0 (opt_l _ _ _ (s28_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s28_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s27_p17 Ho1 ltac:(zlia)).
  rewrite (s21_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c23_L (b : nat) : lmoves (s28_board 0 (2 + b) 1 1) = [s38_board 0 (1 + b) 1 1 1; s27_board 0 (2 + b) 1 1].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c23_R (b : nat) : rmoves (s28_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]) (s21_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s28_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) 1 1 -> fst (s28_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q11] in Hc |- *.
  rewrite tf_game_eq, (s28_c23_L b), (s28_c23_R b); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s28_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s28_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c23_R1 b)).
  pose proof (use_s21 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s28_c23_R b) ltac:(cbn [In]; left; reflexivity) (s28_c23_R1 b))) as Ho2.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s27_p18 Ho1 ltac:(zlia)).
  rewrite (s21_p4 Ho2 ltac:(zlia)).
  rewrite (s21_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c24_L (b d : nat) : lmoves (s28_board 0 (2 + b) 1 (2 + d)) = [s38_board 0 (1 + b) 1 1 (2 + d); s27_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c24_R (b d : nat) : rmoves (s28_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s28_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s28_board 0 (2 + b) 1 (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c24_L b d), (s28_c24_R b d); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s28_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) 1 (2 + d) (opt_l _ _ _ (s28_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c25_L (b c : nat) : lmoves (s28_board 0 (2 + b) (2 + c) 0) = [s38_board 0 (1 + b) 1 (2 + c) 0; s37_board 0 (2 + b) (1 + c) 1 0].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c25_R (b c : nat) : rmoves (s28_board 0 (2 + b) (2 + c) 0) = [s21_board 0 (2 + b) (2 + c) 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s28_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 0 (2 + b) (2 + c) 0 -> fst (s28_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q7] in Hc |- *.
  rewrite tf_game_eq, (s28_c25_L b c), (s28_c25_R b c); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s28_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s28_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s28_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s37_p7 Ho1 ltac:(zlia)).
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p23 Ho1 ltac:(zlia)).
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c26_L (b c : nat) : lmoves (s28_board 0 (2 + b) (2 + c) 1) = [s38_board 0 (1 + b) 1 (2 + c) 1; s37_board 0 (2 + b) (1 + c) 1 1].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c26_R (b c : nat) : rmoves (s28_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s21_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s28_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 0 (2 + b) (2 + c) 1 -> fst (s28_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q8] in Hc |- *.
  rewrite tf_game_eq, (s28_c26_L b c), (s28_c26_R b c); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s28_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s28_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c26_R1 b c)).
  pose proof (use_s21 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s28_c26_R1 b c))) as Ho2.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s21_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c27_L (b c d : nat) : lmoves (s28_board 0 (2 + b) (2 + c) (2 + d)) = [s38_board 0 (1 + b) 1 (2 + c) (2 + d); s37_board 0 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c27_R (b c d : nat) : rmoves (s28_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s28_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s28_board 0 (2 + b) (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c27_L b c d), (s28_c27_R b c d); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s28_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s28_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s28_c28_p12 x (Hs25 : s25_claim x) :
  x = s28_board 1 0 0 0 -> fst (s28_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q12] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s28_c29_p13 x (Hs25 : s25_claim x) :
  x = s28_board 1 0 0 1 -> fst (s28_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q13] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s28_c30_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s28_board 1 0 0 (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + d) ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c==1 && d==0: the board of s29 *)
Lemma s28_c31_p4 x (Hs29 : s29_claim x) :
  x = s28_board 1 0 1 0 -> fst (s28_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q4] in Hc |- *.
  pose proof (Hs29 1 1 0 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c==1 && d==1: the board of s29 *)
Lemma s28_c32_p6 x (Hs29 : s29_claim x) :
  x = s28_board 1 0 1 1 -> fst (s28_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q6] in Hc |- *.
  pose proof (Hs29 1 1 1 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c==1 && d>=2: the board of s29 *)
Lemma s28_c33_p3 x (Hs29 : s29_claim x) (d : nat) :
  x = s28_board 1 0 1 (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs29 1 1 (2 + d) ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c>=2 && d==0: the board of s29 *)
Lemma s28_c34_p7 x (Hs29 : s29_claim x) (c : nat) :
  x = s28_board 1 0 (2 + c) 0 -> fst (s28_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q7] in Hc |- *.
  pose proof (Hs29 1 (2 + c) 0 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c>=2 && d==1: the board of s29 *)
Lemma s28_c35_p8 x (Hs29 : s29_claim x) (c : nat) :
  x = s28_board 1 0 (2 + c) 1 -> fst (s28_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q8] in Hc |- *.
  pose proof (Hs29 1 (2 + c) 1 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s29 *)
Lemma s28_c36_p3 x (Hs29 : s29_claim x) (c d : nat) :
  x = s28_board 1 0 (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs29 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s28_c37_p9 x (Hs24 : s24_claim x) :
  x = s28_board 1 1 0 0 -> fst (s28_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q9] in Hc |- *.
  pose proof (Hs24 1 1 0 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s28_c38_p5 x (Hs24 : s24_claim x) :
  x = s28_board 1 1 0 1 -> fst (s28_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q5] in Hc |- *.
  pose proof (Hs24 1 1 1 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s28_c39_p3 x (Hs24 : s24_claim x) (d : nat) :
  x = s28_board 1 1 0 (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs24 1 1 (2 + d) ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s28_c40_L : lmoves (s28_board 1 1 1 0) = [s28_board 0 2 1 0; s31_board 1 1 1 0; s27_board 1 1 1 0].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c40_R : rmoves (s28_board 1 1 1 0) = [s21_board 1 1 1 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s28_c40_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 1 1 0 -> fst (s28_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q10] in Hc |- *.
  rewrite tf_game_eq, (s28_c40_L), (s28_c40_R); cbn [map].
  pose proof (use_s28 IH 0 2 1 0 (opt_l _ _ _ (s28_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 1 0 (opt_l _ _ _ (s28_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 1 0 (opt_l _ _ _ (s28_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 1 1 1 0 (opt_r _ _ _ (s28_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s27_p17 Ho2 ltac:(zlia)).
  rewrite (s21_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c41_L : lmoves (s28_board 1 1 1 1) = [s28_board 0 2 1 1; s31_board 1 1 1 1; s27_board 1 1 1 1].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c41_R : rmoves (s28_board 1 1 1 1) = [strip [] ([T; E; T; E; E; T; E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c41_R1 : tf_norm (strip [] ([T; E; T; E; E; T; E; F]) [(1, 1)]) (s21_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s28_c41_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 1 1 1 -> fst (s28_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q11] in Hc |- *.
  rewrite tf_game_eq, (s28_c41_L), (s28_c41_R); cbn [map].
  pose proof (use_s28 IH 0 2 1 1 (opt_l _ _ _ (s28_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 1 1 (opt_l _ _ _ (s28_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 1 1 (opt_l _ _ _ (s28_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c41_R1)).
  pose proof (use_s21 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s28_c41_R) ltac:(cbn [In]; left; reflexivity) (s28_c41_R1))) as Ho3.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s27_p18 Ho2 ltac:(zlia)).
  rewrite (s21_p4 Ho3 ltac:(zlia)).
  rewrite (s21_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c42_L (d : nat) : lmoves (s28_board 1 1 1 (2 + d)) = [s28_board 0 2 1 (2 + d); s31_board 1 1 1 (2 + d); s27_board 1 1 1 (2 + d)].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c42_R (d : nat) : rmoves (s28_board 1 1 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s28_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 1 1 1 (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c42_L d), (s28_c42_R d); cbn [map].
  pose proof (use_s28 IH 0 2 1 (2 + d) (opt_l _ _ _ (s28_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 1 (2 + d) (opt_l _ _ _ (s28_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 1 (2 + d) (opt_l _ _ _ (s28_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c43_L (c : nat) : lmoves (s28_board 1 1 (2 + c) 0) = [s28_board 0 2 (2 + c) 0; s31_board 1 1 (2 + c) 0; s37_board 1 1 (1 + c) 1 0].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c43_R (c : nat) : rmoves (s28_board 1 1 (2 + c) 0) = [s21_board 1 1 (2 + c) 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s28_c43_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 1 (2 + c) 0 -> fst (s28_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q7] in Hc |- *.
  rewrite tf_game_eq, (s28_c43_L c), (s28_c43_R c); cbn [map].
  pose proof (use_s28 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s28_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 (2 + c) 0 (opt_l _ _ _ (s28_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) 1 0 (opt_l _ _ _ (s28_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s28_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s37_p7 Ho2 ltac:(zlia)).
    rewrite (s21_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p23 Ho2 ltac:(zlia)).
    rewrite (s21_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c44_L (c : nat) : lmoves (s28_board 1 1 (2 + c) 1) = [s28_board 0 2 (2 + c) 1; s31_board 1 1 (2 + c) 1; s37_board 1 1 (1 + c) 1 1].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c44_R (c : nat) : rmoves (s28_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s21_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s28_c44_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 1 (2 + c) 1 -> fst (s28_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q8] in Hc |- *.
  rewrite tf_game_eq, (s28_c44_L c), (s28_c44_R c); cbn [map].
  pose proof (use_s28 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s28_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s28_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s28_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c44_R1 c)).
  pose proof (use_s21 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c44_R c) ltac:(cbn [In]; left; reflexivity) (s28_c44_R1 c))) as Ho3.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s21_p6 Ho3 ltac:(zlia)).
  rewrite (s21_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c45_L (c d : nat) : lmoves (s28_board 1 1 (2 + c) (2 + d)) = [s28_board 0 2 (2 + c) (2 + d); s31_board 1 1 (2 + c) (2 + d); s37_board 1 1 (1 + c) 1 (2 + d)].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c45_R (c d : nat) : rmoves (s28_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s28_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s28_board 1 1 (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c45_L c d), (s28_c45_R c d); cbn [map].
  pose proof (use_s28 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s28_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s28_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s28_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s28_c46_p9 x (Hs24 : s24_claim x) (b : nat) :
  x = s28_board 1 (2 + b) 0 0 -> fst (s28_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q9] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s28_c47_p5 x (Hs24 : s24_claim x) (b : nat) :
  x = s28_board 1 (2 + b) 0 1 -> fst (s28_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q5] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s28_c48_p3 x (Hs24 : s24_claim x) (b d : nat) :
  x = s28_board 1 (2 + b) 0 (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s28_c49_L (b : nat) : lmoves (s28_board 1 (2 + b) 1 0) = [s28_board 0 (3 + b) 1 0; s38_board 1 (1 + b) 1 1 0; s27_board 1 (2 + b) 1 0].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c49_R (b : nat) : rmoves (s28_board 1 (2 + b) 1 0) = [s21_board 1 (2 + b) 1 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s28_c49_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) 1 0 -> fst (s28_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q10] in Hc |- *.
  rewrite tf_game_eq, (s28_c49_L b), (s28_c49_R b); cbn [map].
  pose proof (use_s28 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s28_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s28_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) 1 0 (opt_l _ _ _ (s28_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s28_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s27_p17 Ho2 ltac:(zlia)).
  rewrite (s21_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c50_L (b : nat) : lmoves (s28_board 1 (2 + b) 1 1) = [s28_board 0 (3 + b) 1 1; s38_board 1 (1 + b) 1 1 1; s27_board 1 (2 + b) 1 1].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c50_R (b : nat) : rmoves (s28_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]) (s21_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s28_c50_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) 1 1 -> fst (s28_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q11] in Hc |- *.
  rewrite tf_game_eq, (s28_c50_L b), (s28_c50_R b); cbn [map].
  pose proof (use_s28 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s28_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s28_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s28_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c50_R1 b)).
  pose proof (use_s21 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s28_c50_R b) ltac:(cbn [In]; left; reflexivity) (s28_c50_R1 b))) as Ho3.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s27_p18 Ho2 ltac:(zlia)).
  rewrite (s21_p4 Ho3 ltac:(zlia)).
  rewrite (s21_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c51_L (b d : nat) : lmoves (s28_board 1 (2 + b) 1 (2 + d)) = [s28_board 0 (3 + b) 1 (2 + d); s38_board 1 (1 + b) 1 1 (2 + d); s27_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c51_R (b d : nat) : rmoves (s28_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s28_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s28_board 1 (2 + b) 1 (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c51_L b d), (s28_c51_R b d); cbn [map].
  pose proof (use_s28 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s28_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s28_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s28_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c52_L (b c : nat) : lmoves (s28_board 1 (2 + b) (2 + c) 0) = [s28_board 0 (3 + b) (2 + c) 0; s38_board 1 (1 + b) 1 (2 + c) 0; s37_board 1 (2 + b) (1 + c) 1 0].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c52_R (b c : nat) : rmoves (s28_board 1 (2 + b) (2 + c) 0) = [s21_board 1 (2 + b) (2 + c) 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s28_c52_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 1 (2 + b) (2 + c) 0 -> fst (s28_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q7] in Hc |- *.
  rewrite tf_game_eq, (s28_c52_L b c), (s28_c52_R b c); cbn [map].
  pose proof (use_s28 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s28_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s37_p7 Ho2 ltac:(zlia)).
    rewrite (s21_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p23 Ho2 ltac:(zlia)).
    rewrite (s21_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c53_L (b c : nat) : lmoves (s28_board 1 (2 + b) (2 + c) 1) = [s28_board 0 (3 + b) (2 + c) 1; s38_board 1 (1 + b) 1 (2 + c) 1; s37_board 1 (2 + b) (1 + c) 1 1].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c53_R (b c : nat) : rmoves (s28_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s21_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s28_c53_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 1 (2 + b) (2 + c) 1 -> fst (s28_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q8] in Hc |- *.
  rewrite tf_game_eq, (s28_c53_L b c), (s28_c53_R b c); cbn [map].
  pose proof (use_s28 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s28_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s28_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s28_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c53_R1 b c)).
  pose proof (use_s21 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s28_c53_R1 b c))) as Ho3.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s21_p6 Ho3 ltac:(zlia)).
  rewrite (s21_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c54_L (b c d : nat) : lmoves (s28_board 1 (2 + b) (2 + c) (2 + d)) = [s28_board 0 (3 + b) (2 + c) (2 + d); s38_board 1 (1 + b) 1 (2 + c) (2 + d); s37_board 1 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c54_R (b c d : nat) : rmoves (s28_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s28_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s28_board 1 (2 + b) (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c54_L b c d), (s28_c54_R b c d); cbn [map].
  pose proof (use_s28 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s28_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s28_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s28_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s28_c55_p12 x (Hs25 : s25_claim x) (a : nat) :
  x = s28_board (2 + a) 0 0 0 -> fst (s28_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q12] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s28_c56_p13 x (Hs25 : s25_claim x) (a : nat) :
  x = s28_board (2 + a) 0 0 1 -> fst (s28_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q13] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s28_c57_p3 x (Hs25 : s25_claim x) (a d : nat) :
  x = s28_board (2 + a) 0 0 (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s28_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c==1 && d==0: the board of s29 *)
Lemma s28_c58_p4 x (Hs29 : s29_claim x) (a : nat) :
  x = s28_board (2 + a) 0 1 0 -> fst (s28_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q4] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 0 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c==1 && d==1: the board of s29 *)
Lemma s28_c59_p6 x (Hs29 : s29_claim x) (a : nat) :
  x = s28_board (2 + a) 0 1 1 -> fst (s28_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q6] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 1 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s29 *)
Lemma s28_c60_p3 x (Hs29 : s29_claim x) (a d : nat) :
  x = s28_board (2 + a) 0 1 (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s29 *)
Lemma s28_c61_p7 x (Hs29 : s29_claim x) (a c : nat) :
  x = s28_board (2 + a) 0 (2 + c) 0 -> fst (s28_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q7] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s29 *)
Lemma s28_c62_p8 x (Hs29 : s29_claim x) (a c : nat) :
  x = s28_board (2 + a) 0 (2 + c) 1 -> fst (s28_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q8] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s29 *)
Lemma s28_c63_p3 x (Hs29 : s29_claim x) (a c d : nat) :
  x = s28_board (2 + a) 0 (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s28_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s28_c64_p9 x (Hs24 : s24_claim x) (a : nat) :
  x = s28_board (2 + a) 1 0 0 -> fst (s28_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q9] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s28_c65_p5 x (Hs24 : s24_claim x) (a : nat) :
  x = s28_board (2 + a) 1 0 1 -> fst (s28_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q5] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s28_c66_p3 x (Hs24 : s24_claim x) (a d : nat) :
  x = s28_board (2 + a) 1 0 (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s28_c67_L (a : nat) : lmoves (s28_board (2 + a) 1 1 0) = [s28_board (1 + a) 2 1 0; s31_board (2 + a) 1 1 0; s27_board (2 + a) 1 1 0].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c67_R (a : nat) : rmoves (s28_board (2 + a) 1 1 0) = [s21_board (2 + a) 1 1 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s28_c67_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 1 0 -> fst (s28_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q10] in Hc |- *.
  rewrite tf_game_eq, (s28_c67_L a), (s28_c67_R a); cbn [map].
  pose proof (use_s28 IH (1 + a) 2 1 0 (opt_l _ _ _ (s28_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 1 0 (opt_l _ _ _ (s28_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 1 0 (opt_l _ _ _ (s28_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH (2 + a) 1 1 0 (opt_r _ _ _ (s28_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s27_p17 Ho2 ltac:(zlia)).
  rewrite (s21_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c68_L (a : nat) : lmoves (s28_board (2 + a) 1 1 1) = [s28_board (1 + a) 2 1 1; s31_board (2 + a) 1 1 1; s27_board (2 + a) 1 1 1].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c68_R (a : nat) : rmoves (s28_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; E; T; E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; T; E; F]) [(1, 1)]) (s21_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s28_c68_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 1 1 -> fst (s28_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q11] in Hc |- *.
  rewrite tf_game_eq, (s28_c68_L a), (s28_c68_R a); cbn [map].
  pose proof (use_s28 IH (1 + a) 2 1 1 (opt_l _ _ _ (s28_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 1 1 (opt_l _ _ _ (s28_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 1 1 (opt_l _ _ _ (s28_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c68_R1 a)).
  pose proof (use_s21 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s28_c68_R a) ltac:(cbn [In]; left; reflexivity) (s28_c68_R1 a))) as Ho3.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s27_p18 Ho2 ltac:(zlia)).
  rewrite (s21_p4 Ho3 ltac:(zlia)).
  rewrite (s21_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c69_L (a d : nat) : lmoves (s28_board (2 + a) 1 1 (2 + d)) = [s28_board (1 + a) 2 1 (2 + d); s31_board (2 + a) 1 1 (2 + d); s27_board (2 + a) 1 1 (2 + d)].
Proof. unfold s27_board, s28_board, s31_board. tf_options. Qed.
Lemma s28_c69_R (a d : nat) : rmoves (s28_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s28_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s28_board (2 + a) 1 1 (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c69_L a d), (s28_c69_R a d); cbn [map].
  pose proof (use_s28 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s28_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s28_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s28_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c70_L (a c : nat) : lmoves (s28_board (2 + a) 1 (2 + c) 0) = [s28_board (1 + a) 2 (2 + c) 0; s31_board (2 + a) 1 (2 + c) 0; s37_board (2 + a) 1 (1 + c) 1 0].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c70_R (a c : nat) : rmoves (s28_board (2 + a) 1 (2 + c) 0) = [s21_board (2 + a) 1 (2 + c) 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s28_c70_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s28_board (2 + a) 1 (2 + c) 0 -> fst (s28_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q7] in Hc |- *.
  rewrite tf_game_eq, (s28_c70_L a c), (s28_c70_R a c); cbn [map].
  pose proof (use_s28 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s28_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 0 (opt_l _ _ _ (s28_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) 1 0 (opt_l _ _ _ (s28_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s28_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s37_p7 Ho2 ltac:(zlia)).
    rewrite (s21_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p23 Ho2 ltac:(zlia)).
    rewrite (s21_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c71_L (a c : nat) : lmoves (s28_board (2 + a) 1 (2 + c) 1) = [s28_board (1 + a) 2 (2 + c) 1; s31_board (2 + a) 1 (2 + c) 1; s37_board (2 + a) 1 (1 + c) 1 1].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c71_R (a c : nat) : rmoves (s28_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s21_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s28_c71_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s28_board (2 + a) 1 (2 + c) 1 -> fst (s28_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q8] in Hc |- *.
  rewrite tf_game_eq, (s28_c71_L a c), (s28_c71_R a c); cbn [map].
  pose proof (use_s28 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s28_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s28_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s28_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c71_R1 a c)).
  pose proof (use_s21 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s28_c71_R1 a c))) as Ho3.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s21_p6 Ho3 ltac:(zlia)).
  rewrite (s21_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c72_L (a c d : nat) : lmoves (s28_board (2 + a) 1 (2 + c) (2 + d)) = [s28_board (1 + a) 2 (2 + c) (2 + d); s31_board (2 + a) 1 (2 + c) (2 + d); s37_board (2 + a) 1 (1 + c) 1 (2 + d)].
Proof. unfold s28_board, s31_board, s37_board. tf_options. Qed.
Lemma s28_c72_R (a c d : nat) : rmoves (s28_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s28_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s28_board (2 + a) 1 (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c72_L a c d), (s28_c72_R a c d); cbn [map].
  pose proof (use_s28 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s28_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s28_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s28_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s28_c73_p9 x (Hs24 : s24_claim x) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 0 0 -> fst (s28_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q9] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s28_c74_p5 x (Hs24 : s24_claim x) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 0 1 -> fst (s28_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s28_q5] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s28_c75_p3 x (Hs24 : s24_claim x) (a b d : nat) :
  x = s28_board (2 + a) (2 + b) 0 (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s28_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s28_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s28_c76_L (a b : nat) : lmoves (s28_board (2 + a) (2 + b) 1 0) = [s28_board (1 + a) (3 + b) 1 0; s38_board (2 + a) (1 + b) 1 1 0; s27_board (2 + a) (2 + b) 1 0].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c76_R (a b : nat) : rmoves (s28_board (2 + a) (2 + b) 1 0) = [s21_board (2 + a) (2 + b) 1 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s28_c76_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 1 0 -> fst (s28_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q10] in Hc |- *.
  rewrite tf_game_eq, (s28_c76_L a b), (s28_c76_R a b); cbn [map].
  pose proof (use_s28 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s28_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 1 0 (opt_l _ _ _ (s28_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) 1 0 (opt_l _ _ _ (s28_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s28_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s27_p17 Ho2 ltac:(zlia)).
  rewrite (s21_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c77_L (a b : nat) : lmoves (s28_board (2 + a) (2 + b) 1 1) = [s28_board (1 + a) (3 + b) 1 1; s38_board (2 + a) (1 + b) 1 1 1; s27_board (2 + a) (2 + b) 1 1].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c77_R (a b : nat) : rmoves (s28_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]) (s21_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s28_c77_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s28_board (2 + a) (2 + b) 1 1 -> fst (s28_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q11] in Hc |- *.
  rewrite tf_game_eq, (s28_c77_L a b), (s28_c77_R a b); cbn [map].
  pose proof (use_s28 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s28_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 1 1 (opt_l _ _ _ (s28_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s28_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c77_R1 a b)).
  pose proof (use_s21 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s28_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s28_c77_R1 a b))) as Ho3.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s27_p18 Ho2 ltac:(zlia)).
  rewrite (s21_p4 Ho3 ltac:(zlia)).
  rewrite (s21_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c78_L (a b d : nat) : lmoves (s28_board (2 + a) (2 + b) 1 (2 + d)) = [s28_board (1 + a) (3 + b) 1 (2 + d); s38_board (2 + a) (1 + b) 1 1 (2 + d); s27_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s27_board, s28_board, s38_board. tf_options. Qed.
Lemma s28_c78_R (a b d : nat) : rmoves (s28_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s28_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s28_board (2 + a) (2 + b) 1 (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c78_L a b d), (s28_c78_R a b d); cbn [map].
  pose proof (use_s28 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s28_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s28_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) 1 (2 + d) (opt_l _ _ _ (s28_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c79_L (a b c : nat) : lmoves (s28_board (2 + a) (2 + b) (2 + c) 0) = [s28_board (1 + a) (3 + b) (2 + c) 0; s38_board (2 + a) (1 + b) 1 (2 + c) 0; s37_board (2 + a) (2 + b) (1 + c) 1 0].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c79_R (a b c : nat) : rmoves (s28_board (2 + a) (2 + b) (2 + c) 0) = [s21_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s28_c79_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) 0 -> fst (s28_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q7] in Hc |- *.
  rewrite tf_game_eq, (s28_c79_L a b c), (s28_c79_R a b c); cbn [map].
  pose proof (use_s28 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s28_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s28_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s37_p7 Ho2 ltac:(zlia)).
    rewrite (s21_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p23 Ho2 ltac:(zlia)).
    rewrite (s21_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c80_L (a b c : nat) : lmoves (s28_board (2 + a) (2 + b) (2 + c) 1) = [s28_board (1 + a) (3 + b) (2 + c) 1; s38_board (2 + a) (1 + b) 1 (2 + c) 1; s37_board (2 + a) (2 + b) (1 + c) 1 1].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c80_R (a b c : nat) : rmoves (s28_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s21_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s28_c80_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) 1 -> fst (s28_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q8] in Hc |- *.
  rewrite tf_game_eq, (s28_c80_L a b c), (s28_c80_R a b c); cbn [map].
  pose proof (use_s28 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s28_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s28_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s28_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c80_R1 a b c)).
  pose proof (use_s21 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s28_c80_R1 a b c))) as Ho3.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s21_p6 Ho3 ltac:(zlia)).
  rewrite (s21_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c81_L (a b c d : nat) : lmoves (s28_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s28_board (1 + a) (3 + b) (2 + c) (2 + d); s38_board (2 + a) (1 + b) 1 (2 + c) (2 + d); s37_board (2 + a) (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s28_board, s37_board, s38_board. tf_options. Qed.
Lemma s28_c81_R (a b c d : nat) : rmoves (s28_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _ T^b _^2 T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s28_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s28_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c81_L a b c d), (s28_c81_R a b c d); cbn [map].
  pose proof (use_s28 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s28_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s28_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s28_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b==0 && c==0: the board of s25 *)
Lemma s29_c1_p1 x (Hs25 : s25_claim x) :
  x = s29_board 0 0 0 -> fst (s29_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s29_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s29_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b==0 && c==1: the board of s25 *)
Lemma s29_c2_p1 x (Hs25 : s25_claim x) :
  x = s29_board 0 0 1 -> fst (s29_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s29_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s29_q1] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b==0 && c>=2: the board of s25 *)
Lemma s29_c3_p3 x (Hs25 : s25_claim x) (c : nat) :
  x = s29_board 0 0 (2 + c) -> fst (s29_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s29_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + c) ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s29_c4_L : lmoves (s29_board 0 1 0) = [s26_board 0 1 0].
Proof. unfold s26_board, s29_board. tf_options. Qed.
Lemma s29_c4_R : rmoves (s29_board 0 1 0) = [s13_board 0 1 0].
Proof. unfold s13_board, s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b==1 && c==0 *)
Lemma s29_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 0 1 0 -> fst (s29_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s29_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c4_L), (s29_c4_R); cbn [map].
  pose proof (use_s26 IH 0 1 0 (opt_l _ _ _ (s29_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 1 0 (opt_r _ _ _ (s29_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c5_L : lmoves (s29_board 0 1 1) = [s26_board 0 1 1].
Proof. unfold s26_board, s29_board. tf_options. Qed.
Lemma s29_c5_R : rmoves (s29_board 0 1 1) = [strip [] ([E; E; E; T; E; F]) [(1, 1)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c5_R1 : tf_norm (strip [] ([E; E; E; T; E; F]) [(1, 1)]) (s13_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b==1 && c==1 *)
Lemma s29_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 0 1 1 -> fst (s29_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s29_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q1] in Hc |- *.
  rewrite tf_game_eq, (s29_c5_L), (s29_c5_R); cbn [map].
  pose proof (use_s26 IH 0 1 1 (opt_l _ _ _ (s29_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s29_c5_R1)).
  pose proof (use_s13 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s29_c5_R) ltac:(cbn [In]; left; reflexivity) (s29_c5_R1))) as Ho1.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p1 Ho1 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c6_L (c : nat) : lmoves (s29_board 0 1 (2 + c)) = [s26_board 0 1 (2 + c)].
Proof. unfold s26_board, s29_board. tf_options. Qed.
Lemma s29_c6_R (c : nat) : rmoves (s29_board 0 1 (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b==1 && c>=2 *)
Lemma s29_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s29_board 0 1 (2 + c) -> fst (s29_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s29_q3] in Hc |- *.
  rewrite tf_game_eq, (s29_c6_L c), (s29_c6_R c); cbn [map].
  pose proof (use_s26 IH 0 1 (2 + c) (opt_l _ _ _ (s29_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s29_c7_L (b : nat) : lmoves (s29_board 0 (2 + b) 0) = [s30_board 0 (1 + b) 1 0].
Proof. unfold s29_board, s30_board. tf_options. Qed.
Lemma s29_c7_R (b : nat) : rmoves (s29_board 0 (2 + b) 0) = [s13_board 0 (2 + b) 0].
Proof. unfold s13_board, s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b>=2 && c==0 *)
Lemma s29_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s29_board 0 (2 + b) 0 -> fst (s29_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s29_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q4] in Hc |- *.
  rewrite tf_game_eq, (s29_c7_L b), (s29_c7_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s29_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) 0 (opt_r _ _ _ (s29_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p13 Ho0 ltac:(zlia)).
    rewrite (s13_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p18 Ho0 ltac:(zlia)).
    rewrite (s13_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s29_c8_L (b : nat) : lmoves (s29_board 0 (2 + b) 1) = [s30_board 0 (1 + b) 1 1].
Proof. unfold s29_board, s30_board. tf_options. Qed.
Lemma s29_c8_R (b : nat) : rmoves (s29_board 0 (2 + b) 1) = [strip [] (E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s13_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b>=2 && c==1 *)
Lemma s29_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s29_board 0 (2 + b) 1 -> fst (s29_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s29_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q4] in Hc |- *.
  rewrite tf_game_eq, (s29_c8_L b), (s29_c8_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s29_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s29_c8_R1 b)).
  pose proof (use_s13 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s29_c8_R b) ltac:(cbn [In]; left; reflexivity) (s29_c8_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p10 Ho0 ltac:(zlia)).
    rewrite (s13_p4 Ho1 ltac:(zlia)).
    rewrite (s13_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p15 Ho0 ltac:(zlia)).
    rewrite (s13_p4 Ho1 ltac:(zlia)).
    rewrite (s13_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s29_c9_L (b c : nat) : lmoves (s29_board 0 (2 + b) (2 + c)) = [s30_board 0 (1 + b) 1 (2 + c)].
Proof. unfold s29_board, s30_board. tf_options. Qed.
Lemma s29_c9_R (b c : nat) : rmoves (s29_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==0 && b>=2 && c>=2 *)
Lemma s29_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s29_board 0 (2 + b) (2 + c) -> fst (s29_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s29_q3] in Hc |- *.
  rewrite tf_game_eq, (s29_c9_L b c), (s29_c9_R b c); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s29_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b==0 && c==0: the board of s25 *)
Lemma s29_c10_p5 x (Hs25 : s25_claim x) :
  x = s29_board 1 0 0 -> fst (s29_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s29_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s29_q5] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b==0 && c==1: the board of s25 *)
Lemma s29_c11_p5 x (Hs25 : s25_claim x) :
  x = s29_board 1 0 1 -> fst (s29_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s29_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s29_q5] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b==0 && c>=2: the board of s25 *)
Lemma s29_c12_p3 x (Hs25 : s25_claim x) (c : nat) :
  x = s29_board 1 0 (2 + c) -> fst (s29_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s29_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + c) ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s29_c13_L : lmoves (s29_board 1 1 0) = [s28_board 0 1 1 0; s26_board 1 1 0].
Proof. unfold s26_board, s28_board, s29_board. tf_options. Qed.
Lemma s29_c13_R : rmoves (s29_board 1 1 0) = [s13_board 1 1 0].
Proof. unfold s13_board, s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b==1 && c==0 *)
Lemma s29_c13_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 1 1 0 -> fst (s29_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s29_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q2] in Hc |- *.
  rewrite tf_game_eq, (s29_c13_L), (s29_c13_R); cbn [map].
  pose proof (use_s28 IH 0 1 1 0 (opt_l _ _ _ (s29_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 1 0 (opt_l _ _ _ (s29_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 1 0 (opt_r _ _ _ (s29_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  rewrite (s26_p7 Ho1 ltac:(zlia)).
  rewrite (s13_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c14_L : lmoves (s29_board 1 1 1) = [s28_board 0 1 1 1; s26_board 1 1 1].
Proof. unfold s26_board, s28_board, s29_board. tf_options. Qed.
Lemma s29_c14_R : rmoves (s29_board 1 1 1) = [strip [] ([T; E; E; E; T; E; F]) [(1, 1)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c14_R1 : tf_norm (strip [] ([T; E; E; E; T; E; F]) [(1, 1)]) (s13_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b==1 && c==1 *)
Lemma s29_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s29_board 1 1 1 -> fst (s29_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s29_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q2] in Hc |- *.
  rewrite tf_game_eq, (s29_c14_L), (s29_c14_R); cbn [map].
  pose proof (use_s28 IH 0 1 1 1 (opt_l _ _ _ (s29_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 1 1 (opt_l _ _ _ (s29_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s29_c14_R1)).
  pose proof (use_s13 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s29_c14_R) ltac:(cbn [In]; left; reflexivity) (s29_c14_R1))) as Ho2.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  rewrite (s26_p5 Ho1 ltac:(zlia)).
  rewrite (s13_p1 Ho2 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c15_L (c : nat) : lmoves (s29_board 1 1 (2 + c)) = [s28_board 0 1 1 (2 + c); s26_board 1 1 (2 + c)].
Proof. unfold s26_board, s28_board, s29_board. tf_options. Qed.
Lemma s29_c15_R (c : nat) : rmoves (s29_board 1 1 (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b==1 && c>=2 *)
Lemma s29_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s29_board 1 1 (2 + c) -> fst (s29_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s29_q3] in Hc |- *.
  rewrite tf_game_eq, (s29_c15_L c), (s29_c15_R c); cbn [map].
  pose proof (use_s28 IH 0 1 1 (2 + c) (opt_l _ _ _ (s29_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 1 (2 + c) (opt_l _ _ _ (s29_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s29_c16_L (b : nat) : lmoves (s29_board 1 (2 + b) 0) = [s28_board 0 1 (2 + b) 0; s30_board 1 (1 + b) 1 0].
Proof. unfold s28_board, s29_board, s30_board. tf_options. Qed.
Lemma s29_c16_R (b : nat) : rmoves (s29_board 1 (2 + b) 0) = [s13_board 1 (2 + b) 0].
Proof. unfold s13_board, s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b>=2 && c==0 *)
Lemma s29_c16_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s29_board 1 (2 + b) 0 -> fst (s29_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s29_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q4] in Hc |- *.
  rewrite tf_game_eq, (s29_c16_L b), (s29_c16_R b); cbn [map].
  pose proof (use_s28 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s29_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s29_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) 0 (opt_r _ _ _ (s29_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p13 Ho1 ltac:(zlia)).
    rewrite (s13_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p18 Ho1 ltac:(zlia)).
    rewrite (s13_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s29_c17_L (b : nat) : lmoves (s29_board 1 (2 + b) 1) = [s28_board 0 1 (2 + b) 1; s30_board 1 (1 + b) 1 1].
Proof. unfold s28_board, s29_board, s30_board. tf_options. Qed.
Lemma s29_c17_R (b : nat) : rmoves (s29_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s13_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b>=2 && c==1 *)
Lemma s29_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s29_board 1 (2 + b) 1 -> fst (s29_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s29_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q4] in Hc |- *.
  rewrite tf_game_eq, (s29_c17_L b), (s29_c17_R b); cbn [map].
  pose proof (use_s28 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s29_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s29_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s29_c17_R1 b)).
  pose proof (use_s13 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s29_c17_R b) ltac:(cbn [In]; left; reflexivity) (s29_c17_R1 b))) as Ho2.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s13_p4 Ho2 ltac:(zlia)).
  rewrite (s13_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s29_c18_L (b c : nat) : lmoves (s29_board 1 (2 + b) (2 + c)) = [s28_board 0 1 (2 + b) (2 + c); s30_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s28_board, s29_board, s30_board. tf_options. Qed.
Lemma s29_c18_R (b c : nat) : rmoves (s29_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a==1 && b>=2 && c>=2 *)
Lemma s29_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s29_board 1 (2 + b) (2 + c) -> fst (s29_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s29_q3] in Hc |- *.
  rewrite tf_game_eq, (s29_c18_L b c), (s29_c18_R b c); cbn [map].
  pose proof (use_s28 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s29_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s29_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b==0 && c==0: the board of s25 *)
Lemma s29_c19_p5 x (Hs25 : s25_claim x) (a : nat) :
  x = s29_board (2 + a) 0 0 -> fst (s29_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s29_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s29_q5] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b==0 && c==1: the board of s25 *)
Lemma s29_c20_p5 x (Hs25 : s25_claim x) (a : nat) :
  x = s29_board (2 + a) 0 1 -> fst (s29_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s29_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s29_q5] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b==0 && c>=2: the board of s25 *)
Lemma s29_c21_p3 x (Hs25 : s25_claim x) (a c : nat) :
  x = s29_board (2 + a) 0 (2 + c) -> fst (s29_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s29_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s29_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s29_c22_L (a : nat) : lmoves (s29_board (2 + a) 1 0) = [s28_board (1 + a) 1 1 0; s26_board (2 + a) 1 0].
Proof. unfold s26_board, s28_board, s29_board. tf_options. Qed.
Lemma s29_c22_R (a : nat) : rmoves (s29_board (2 + a) 1 0) = [s13_board (2 + a) 1 0].
Proof. unfold s13_board, s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b==1 && c==0 *)
Lemma s29_c22_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 1 0 -> fst (s29_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s29_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q2] in Hc |- *.
  rewrite tf_game_eq, (s29_c22_L a), (s29_c22_R a); cbn [map].
  pose proof (use_s28 IH (1 + a) 1 1 0 (opt_l _ _ _ (s29_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 1 0 (opt_l _ _ _ (s29_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) 1 0 (opt_r _ _ _ (s29_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  rewrite (s26_p7 Ho1 ltac:(zlia)).
  rewrite (s13_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c23_L (a : nat) : lmoves (s29_board (2 + a) 1 1) = [s28_board (1 + a) 1 1 1; s26_board (2 + a) 1 1].
Proof. unfold s26_board, s28_board, s29_board. tf_options. Qed.
Lemma s29_c23_R (a : nat) : rmoves (s29_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; E; T; E; F]) [(1, 1)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; T; E; F]) [(1, 1)]) (s13_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b==1 && c==1 *)
Lemma s29_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s29_board (2 + a) 1 1 -> fst (s29_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s29_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q2] in Hc |- *.
  rewrite tf_game_eq, (s29_c23_L a), (s29_c23_R a); cbn [map].
  pose proof (use_s28 IH (1 + a) 1 1 1 (opt_l _ _ _ (s29_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 1 1 (opt_l _ _ _ (s29_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s29_c23_R1 a)).
  pose proof (use_s13 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s29_c23_R a) ltac:(cbn [In]; left; reflexivity) (s29_c23_R1 a))) as Ho2.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  rewrite (s26_p5 Ho1 ltac:(zlia)).
  rewrite (s13_p1 Ho2 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s29_c24_L (a c : nat) : lmoves (s29_board (2 + a) 1 (2 + c)) = [s28_board (1 + a) 1 1 (2 + c); s26_board (2 + a) 1 (2 + c)].
Proof. unfold s26_board, s28_board, s29_board. tf_options. Qed.
Lemma s29_c24_R (a c : nat) : rmoves (s29_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b==1 && c>=2 *)
Lemma s29_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s29_board (2 + a) 1 (2 + c) -> fst (s29_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s29_q3] in Hc |- *.
  rewrite tf_game_eq, (s29_c24_L a c), (s29_c24_R a c); cbn [map].
  pose proof (use_s28 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s29_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s29_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s29_c25_L (a b : nat) : lmoves (s29_board (2 + a) (2 + b) 0) = [s28_board (1 + a) 1 (2 + b) 0; s30_board (2 + a) (1 + b) 1 0].
Proof. unfold s28_board, s29_board, s30_board. tf_options. Qed.
Lemma s29_c25_R (a b : nat) : rmoves (s29_board (2 + a) (2 + b) 0) = [s13_board (2 + a) (2 + b) 0].
Proof. unfold s13_board, s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b>=2 && c==0 *)
Lemma s29_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s29_board (2 + a) (2 + b) 0 -> fst (s29_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s29_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s29_q4] in Hc |- *.
  rewrite tf_game_eq, (s29_c25_L a b), (s29_c25_R a b); cbn [map].
  pose proof (use_s28 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s29_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s29_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s29_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p13 Ho1 ltac:(zlia)).
    rewrite (s13_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p18 Ho1 ltac:(zlia)).
    rewrite (s13_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s29_c26_L (a b : nat) : lmoves (s29_board (2 + a) (2 + b) 1) = [s28_board (1 + a) 1 (2 + b) 1; s30_board (2 + a) (1 + b) 1 1].
Proof. unfold s28_board, s29_board, s30_board. tf_options. Qed.
Lemma s29_c26_R (a b : nat) : rmoves (s29_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s29_board, strip. tf_options. Qed.
Lemma s29_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s13_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b>=2 && c==1 *)
Lemma s29_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s29_board (2 + a) (2 + b) 1 -> fst (s29_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s29_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s29_q4] in Hc |- *.
  rewrite tf_game_eq, (s29_c26_L a b), (s29_c26_R a b); cbn [map].
  pose proof (use_s28 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s29_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s29_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s29_c26_R1 a b)).
  pose proof (use_s13 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s29_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s29_c26_R1 a b))) as Ho2.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s13_p4 Ho2 ltac:(zlia)).
  rewrite (s13_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s29_c27_L (a b c : nat) : lmoves (s29_board (2 + a) (2 + b) (2 + c)) = [s28_board (1 + a) 1 (2 + b) (2 + c); s30_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s28_board, s29_board, s30_board. tf_options. Qed.
Lemma s29_c27_R (a b c : nat) : rmoves (s29_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
(* s29 = T^a _^3 T^b _^2 T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s29_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s29_board (2 + a) (2 + b) (2 + c) -> fst (s29_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s29_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s29_q3] in Hc |- *.
  rewrite tf_game_eq, (s29_c27_L a b c), (s29_c27_R a b c); cbn [map].
  pose proof (use_s28 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s29_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s29_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s30_c1_p1 x (Hs25 : s25_claim x) :
  x = s30_board 0 0 0 0 -> fst (s30_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s30_c2_p2 x (Hs25 : s25_claim x) :
  x = s30_board 0 0 0 1 -> fst (s30_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s30_c3_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s30_board 0 0 0 (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + d) ltac:(rewrite Hx; unfold s30_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s30_c4_p4 x (Hs26 : s26_claim x) :
  x = s30_board 0 0 1 0 -> fst (s30_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q4] in Hc |- *.
  pose proof (Hs26 0 1 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s30_c5_p5 x (Hs26 : s26_claim x) :
  x = s30_board 0 0 1 1 -> fst (s30_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs26 0 1 1 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s30_c6_p3 x (Hs26 : s26_claim x) (d : nat) :
  x = s30_board 0 0 1 (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs26 0 1 (2 + d) ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s30_c7_p6 x (Hs26 : s26_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 0 -> fst (s30_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q6] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c7_p9 x (Hs26 : s26_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 0 -> fst (s30_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q9] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c7_p11 x (Hs26 : s26_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 0 -> fst (s30_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s30_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q11] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s30_c8_p8 x (Hs26 : s26_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 1 -> fst (s30_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q8] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 1 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c8_p10 x (Hs26 : s26_claim x) (c : nat) :
  x = s30_board 0 0 (2 + c) 1 -> fst (s30_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s30_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q10] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 1 ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s30_c9_p3 x (Hs26 : s26_claim x) (c d : nat) :
  x = s30_board 0 0 (2 + c) (2 + d) -> fst (s30_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s30_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q3] in Hc |- *.
  pose proof (Hs26 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s30_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _^3 T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==0: the board of s29 *)
Lemma s30_c10_p12 x (Hs29 : s29_claim x) :
  x = s30_board 0 1 0 0 -> fst (s30_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q12] in Hc |- *.
  pose proof (Hs29 0 1 0 ltac:(rewrite Hx; unfold s30_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

