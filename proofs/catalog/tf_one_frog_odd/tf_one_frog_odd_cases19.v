(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s40_c230_L (b c : nat) : lmoves (s40_board 0 (2 + b) (2 + c) 1 1 1) = [s40_board 0 (1 + b) (3 + c) 1 1 1; s40_board 0 (2 + b) (1 + c) 2 1 1; s36_board 0 (2 + b) (2 + c) 2 1; s38_board 0 (2 + b) (2 + c) 1 2].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c230_R (b c : nat) : rmoves (s40_board 0 (2 + b) (2 + c) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c230_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]) (s35_board 0 (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e==1 && f==1 *)
Lemma s40_c230_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c230_L b c), (s40_c230_R b c); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) 1 1 1 (opt_l _ _ _ (s40_c230_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 2 1 1 (opt_l _ _ _ (s40_c230_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) 2 1 (opt_l _ _ _ (s40_c230_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) (2 + c) 1 2 (opt_l _ _ _ (s40_c230_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c230_R1 b c)).
  pose proof (use_s35 IH 0 (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s40_c230_R b c) ltac:(cbn [In]; left; reflexivity) (s40_c230_R1 b c))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c231_L (b c f : nat) : lmoves (s40_board 0 (2 + b) (2 + c) 1 1 (2 + f)) = [s40_board 0 (1 + b) (3 + c) 1 1 (2 + f); s40_board 0 (2 + b) (1 + c) 2 1 (2 + f); s36_board 0 (2 + b) (2 + c) 2 (2 + f); s38_board 0 (2 + b) (2 + c) 1 (3 + f)].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c231_R (b c f : nat) : rmoves (s40_board 0 (2 + b) (2 + c) 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e==1 && f>=2 *)
Lemma s40_c231_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c f : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c231_L b c f), (s40_c231_R b c f); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c231_L b c f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 2 1 (2 + f) (opt_l _ _ _ (s40_c231_L b c f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) 2 (2 + f) (opt_l _ _ _ (s40_c231_L b c f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) (2 + c) 1 (3 + f) (opt_l _ _ _ (s40_c231_L b c f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c232_L (b c e : nat) : lmoves (s40_board 0 (2 + b) (2 + c) 1 (2 + e) 0) = [s40_board 0 (1 + b) (3 + c) 1 (2 + e) 0; s40_board 0 (2 + b) (1 + c) 2 (2 + e) 0; s36_board 0 (2 + b) (2 + c) (3 + e) 0; s40_board 0 (2 + b) (2 + c) 1 (1 + e) 1].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c232_R (b c e : nat) : rmoves (s40_board 0 (2 + b) (2 + c) 1 (2 + e) 0) = [s35_board 0 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e>=2 && f==0 *)
Lemma s40_c232_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c232_L b c e), (s40_c232_R b c e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c232_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 2 (2 + e) 0 (opt_l _ _ _ (s40_c232_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) (3 + e) 0 (opt_l _ _ _ (s40_c232_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) 1 (1 + e) 1 (opt_l _ _ _ (s40_c232_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s40_c232_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s36_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c233_L (b c e : nat) : lmoves (s40_board 0 (2 + b) (2 + c) 1 (2 + e) 1) = [s40_board 0 (1 + b) (3 + c) 1 (2 + e) 1; s40_board 0 (2 + b) (1 + c) 2 (2 + e) 1; s36_board 0 (2 + b) (2 + c) (3 + e) 1; s40_board 0 (2 + b) (2 + c) 1 (1 + e) 2].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c233_R (b c e : nat) : rmoves (s40_board 0 (2 + b) (2 + c) 1 (2 + e) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c233_R1 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 0 (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e>=2 && f==1 *)
Lemma s40_c233_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c233_L b c e), (s40_c233_R b c e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c233_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 2 (2 + e) 1 (opt_l _ _ _ (s40_c233_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) (3 + e) 1 (opt_l _ _ _ (s40_c233_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) 1 (1 + e) 2 (opt_l _ _ _ (s40_c233_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c233_R1 b c e)).
  pose proof (use_s35 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c233_R b c e) ltac:(cbn [In]; left; reflexivity) (s40_c233_R1 b c e))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c234_L (b c e f : nat) : lmoves (s40_board 0 (2 + b) (2 + c) 1 (2 + e) (2 + f)) = [s40_board 0 (1 + b) (3 + c) 1 (2 + e) (2 + f); s40_board 0 (2 + b) (1 + c) 2 (2 + e) (2 + f); s36_board 0 (2 + b) (2 + c) (3 + e) (2 + f); s40_board 0 (2 + b) (2 + c) 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c234_R (b c e f : nat) : rmoves (s40_board 0 (2 + b) (2 + c) 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e>=2 && f>=2 *)
Lemma s40_c234_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e f : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c234_L b c e f), (s40_c234_R b c e f); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c234_L b c e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c234_L b c e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) (3 + e) (2 + f) (opt_l _ _ _ (s40_c234_L b c e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c234_L b c e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c235_p10 x (Hs38 : s38_claim x) (b c d : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 0 (2 + b) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c236_p24 x (Hs38 : s38_claim x) (b c d : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 0 (2 + b) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c237_p3 x (Hs38 : s38_claim x) (b c d f : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 0 (2 + b) (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c238_L (b c d : nat) : lmoves (s40_board 0 (2 + b) (2 + c) (2 + d) 1 0) = [s40_board 0 (1 + b) (3 + c) (2 + d) 1 0; s40_board 0 (2 + b) (1 + c) (3 + d) 1 0; s40_board 0 (2 + b) (2 + c) (1 + d) 2 0; s38_board 0 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c238_R (b c d : nat) : rmoves (s40_board 0 (2 + b) (2 + c) (2 + d) 1 0) = [s35_board 0 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e==1 && f==0 *)
Lemma s40_c238_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c238_L b c d), (s40_c238_R b c d); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c238_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) (3 + d) 1 0 (opt_l _ _ _ (s40_c238_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) 2 0 (opt_l _ _ _ (s40_c238_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s40_c238_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s40_c238_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c239_L (b c d : nat) : lmoves (s40_board 0 (2 + b) (2 + c) (2 + d) 1 1) = [s40_board 0 (1 + b) (3 + c) (2 + d) 1 1; s40_board 0 (2 + b) (1 + c) (3 + d) 1 1; s40_board 0 (2 + b) (2 + c) (1 + d) 2 1; s38_board 0 (2 + b) (2 + c) (2 + d) 2].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c239_R (b c d : nat) : rmoves (s40_board 0 (2 + b) (2 + c) (2 + d) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c239_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board 0 (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e==1 && f==1 *)
Lemma s40_c239_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c239_L b c d), (s40_c239_R b c d); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c239_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) (3 + d) 1 1 (opt_l _ _ _ (s40_c239_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) 2 1 (opt_l _ _ _ (s40_c239_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) (2 + c) (2 + d) 2 (opt_l _ _ _ (s40_c239_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c239_R1 b c d)).
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c239_R b c d) ltac:(cbn [In]; left; reflexivity) (s40_c239_R1 b c d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c240_L (b c d f : nat) : lmoves (s40_board 0 (2 + b) (2 + c) (2 + d) 1 (2 + f)) = [s40_board 0 (1 + b) (3 + c) (2 + d) 1 (2 + f); s40_board 0 (2 + b) (1 + c) (3 + d) 1 (2 + f); s40_board 0 (2 + b) (2 + c) (1 + d) 2 (2 + f); s38_board 0 (2 + b) (2 + c) (2 + d) (3 + f)].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c240_R (b c d f : nat) : rmoves (s40_board 0 (2 + b) (2 + c) (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e==1 && f>=2 *)
Lemma s40_c240_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d f : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c240_L b c d f), (s40_c240_R b c d f); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c240_L b c d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c240_L b c d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c240_L b c d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) (2 + c) (2 + d) (3 + f) (opt_l _ _ _ (s40_c240_L b c d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c241_L (b c d e : nat) : lmoves (s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) 0) = [s40_board 0 (1 + b) (3 + c) (2 + d) (2 + e) 0; s40_board 0 (2 + b) (1 + c) (3 + d) (2 + e) 0; s40_board 0 (2 + b) (2 + c) (1 + d) (3 + e) 0; s40_board 0 (2 + b) (2 + c) (2 + d) (1 + e) 1].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c241_R (b c d e : nat) : rmoves (s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) 0) = [s35_board 0 (2 + b) (2 + c) (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 && f==0 *)
Lemma s40_c241_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c241_L b c d e), (s40_c241_R b c d e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c241_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c241_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c241_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c241_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s40_c241_R b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c242_L (b c d e : nat) : lmoves (s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) 1) = [s40_board 0 (1 + b) (3 + c) (2 + d) (2 + e) 1; s40_board 0 (2 + b) (1 + c) (3 + d) (2 + e) 1; s40_board 0 (2 + b) (2 + c) (1 + d) (3 + e) 1; s40_board 0 (2 + b) (2 + c) (2 + d) (1 + e) 2].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c242_R (b c d e : nat) : rmoves (s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c242_R1 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 && f==1 *)
Lemma s40_c242_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c242_L b c d e), (s40_c242_R b c d e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c242_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c242_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c242_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c242_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c242_R1 b c d e)).
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c242_R b c d e) ltac:(cbn [In]; left; reflexivity) (s40_c242_R1 b c d e))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c243_L (b c d e f : nat) : lmoves (s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) (2 + f)) = [s40_board 0 (1 + b) (3 + c) (2 + d) (2 + e) (2 + f); s40_board 0 (2 + b) (1 + c) (3 + d) (2 + e) (2 + f); s40_board 0 (2 + b) (2 + c) (1 + d) (3 + e) (2 + f); s40_board 0 (2 + b) (2 + c) (2 + d) (1 + e) (3 + f)].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c243_R (b c d e f : nat) : rmoves (s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c243_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e f : nat) :
  x = s40_board 0 (2 + b) (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c243_L b c d e f), (s40_c243_R b c d e f); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c243_L b c d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c243_L b c d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c243_L b c d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c243_L b c d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e==0 && f==0: the board of s25 *)
Lemma s40_c244_p36 x (Hs25 : s25_claim x) :
  x = s40_board 1 0 0 0 0 0 -> fst (s40_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q36] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e==0 && f==1: the board of s25 *)
Lemma s40_c245_p37 x (Hs25 : s25_claim x) :
  x = s40_board 1 0 0 0 0 1 -> fst (s40_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q37] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e==0 && f>=2: the board of s25 *)
Lemma s40_c246_p3 x (Hs25 : s25_claim x) (f : nat) :
  x = s40_board 1 0 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e==1 && f==0: the board of s26 *)
Lemma s40_c247_p30 x (Hs26 : s26_claim x) :
  x = s40_board 1 0 0 0 1 0 -> fst (s40_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q30] in Hc |- *.
  pose proof (Hs26 1 1 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e==1 && f==1: the board of s26 *)
Lemma s40_c248_p6 x (Hs26 : s26_claim x) :
  x = s40_board 1 0 0 0 1 1 -> fst (s40_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q6] in Hc |- *.
  pose proof (Hs26 1 1 1 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e==1 && f>=2: the board of s26 *)
Lemma s40_c249_p3 x (Hs26 : s26_claim x) (f : nat) :
  x = s40_board 1 0 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs26 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e>=2 && f==0: the board of s26 *)
Lemma s40_c250_p8 x (Hs26 : s26_claim x) (e : nat) :
  x = s40_board 1 0 0 0 (2 + e) 0 -> fst (s40_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q8] in Hc |- *.
  pose proof (Hs26 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c250_p14 x (Hs26 : s26_claim x) (e : nat) :
  x = s40_board 1 0 0 0 (2 + e) 0 -> fst (s40_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q14] in Hc |- *.
  pose proof (Hs26 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e>=2 && f==1: the board of s26 *)
Lemma s40_c251_p13 x (Hs26 : s26_claim x) (e : nat) :
  x = s40_board 1 0 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs26 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==0 && e>=2 && f>=2: the board of s26 *)
Lemma s40_c252_p3 x (Hs26 : s26_claim x) (e f : nat) :
  x = s40_board 1 0 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs26 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e==0 && f==0: the board of s29 *)
Lemma s40_c253_p18 x (Hs29 : s29_claim x) :
  x = s40_board 1 0 0 1 0 0 -> fst (s40_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q18] in Hc |- *.
  pose proof (Hs29 1 1 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e==0 && f==1: the board of s29 *)
Lemma s40_c254_p20 x (Hs29 : s29_claim x) :
  x = s40_board 1 0 0 1 0 1 -> fst (s40_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q20] in Hc |- *.
  pose proof (Hs29 1 1 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e==0 && f>=2: the board of s29 *)
Lemma s40_c255_p3 x (Hs29 : s29_claim x) (f : nat) :
  x = s40_board 1 0 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs29 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e==1 && f==0: the board of s30 *)
Lemma s40_c256_p7 x (Hs30 : s30_claim x) :
  x = s40_board 1 0 0 1 1 0 -> fst (s40_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs30 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e==1 && f==1: the board of s30 *)
Lemma s40_c257_p13 x (Hs30 : s30_claim x) :
  x = s40_board 1 0 0 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e==1 && f>=2: the board of s30 *)
Lemma s40_c258_p3 x (Hs30 : s30_claim x) (f : nat) :
  x = s40_board 1 0 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e>=2 && f==0: the board of s30 *)
Lemma s40_c259_p15 x (Hs30 : s30_claim x) (e : nat) :
  x = s40_board 1 0 0 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs30 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e>=2 && f==1: the board of s30 *)
Lemma s40_c260_p13 x (Hs30 : s30_claim x) (e : nat) :
  x = s40_board 1 0 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d==1 && e>=2 && f>=2: the board of s30 *)
Lemma s40_c261_p3 x (Hs30 : s30_claim x) (e f : nat) :
  x = s40_board 1 0 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e==0 && f==0: the board of s29 *)
Lemma s40_c262_p10 x (Hs29 : s29_claim x) (d : nat) :
  x = s40_board 1 0 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs29 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e==0 && f==1: the board of s29 *)
Lemma s40_c263_p24 x (Hs29 : s29_claim x) (d : nat) :
  x = s40_board 1 0 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs29 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e==0 && f>=2: the board of s29 *)
Lemma s40_c264_p3 x (Hs29 : s29_claim x) (d f : nat) :
  x = s40_board 1 0 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs29 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e==1 && f==0: the board of s30 *)
Lemma s40_c265_p26 x (Hs30 : s30_claim x) (d : nat) :
  x = s40_board 1 0 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs30 1 (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e==1 && f==1: the board of s30 *)
Lemma s40_c266_p13 x (Hs30 : s30_claim x) (d : nat) :
  x = s40_board 1 0 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 1 (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e==1 && f>=2: the board of s30 *)
Lemma s40_c267_p3 x (Hs30 : s30_claim x) (d f : nat) :
  x = s40_board 1 0 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 1 (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e>=2 && f==0: the board of s30 *)
Lemma s40_c268_p15 x (Hs30 : s30_claim x) (d e : nat) :
  x = s40_board 1 0 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs30 1 (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e>=2 && f==1: the board of s30 *)
Lemma s40_c269_p13 x (Hs30 : s30_claim x) (d e : nat) :
  x = s40_board 1 0 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 1 (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==0 && d>=2 && e>=2 && f>=2: the board of s30 *)
Lemma s40_c270_p3 x (Hs30 : s30_claim x) (d e f : nat) :
  x = s40_board 1 0 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 1 (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e==0 && f==0: the board of s33 *)
Lemma s40_c271_p21 x (Hs33 : s33_claim x) :
  x = s40_board 1 0 1 0 0 0 -> fst (s40_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs33 1 1 0 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e==0 && f==1: the board of s33 *)
Lemma s40_c272_p27 x (Hs33 : s33_claim x) :
  x = s40_board 1 0 1 0 0 1 -> fst (s40_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs33 1 1 1 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e==0 && f>=2: the board of s33 *)
Lemma s40_c273_p3 x (Hs33 : s33_claim x) (f : nat) :
  x = s40_board 1 0 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs33 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e==1 && f==0: the board of s34 *)
Lemma s40_c274_p9 x (Hs34 : s34_claim x) :
  x = s40_board 1 0 1 0 1 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs34 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e==1 && f==1: the board of s34 *)
Lemma s40_c275_p13 x (Hs34 : s34_claim x) :
  x = s40_board 1 0 1 0 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e==1 && f>=2: the board of s34 *)
Lemma s40_c276_p3 x (Hs34 : s34_claim x) (f : nat) :
  x = s40_board 1 0 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e>=2 && f==0: the board of s34 *)
Lemma s40_c277_p15 x (Hs34 : s34_claim x) (e : nat) :
  x = s40_board 1 0 1 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs34 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e>=2 && f==1: the board of s34 *)
Lemma s40_c278_p13 x (Hs34 : s34_claim x) (e : nat) :
  x = s40_board 1 0 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==0 && e>=2 && f>=2: the board of s34 *)
Lemma s40_c279_p3 x (Hs34 : s34_claim x) (e f : nat) :
  x = s40_board 1 0 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e==0 && f==0: the board of s31 *)
Lemma s40_c280_p9 x (Hs31 : s31_claim x) :
  x = s40_board 1 0 1 1 0 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs31 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e==0 && f==1: the board of s31 *)
Lemma s40_c281_p24 x (Hs31 : s31_claim x) :
  x = s40_board 1 0 1 1 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e==0 && f>=2: the board of s31 *)
Lemma s40_c282_p3 x (Hs31 : s31_claim x) (f : nat) :
  x = s40_board 1 0 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e==1 && f==0: the board of s39 *)
Lemma s40_c283_p26 x (Hs39 : s39_claim x) :
  x = s40_board 1 0 1 1 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 1 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e==1 && f==1: the board of s39 *)
Lemma s40_c284_p13 x (Hs39 : s39_claim x) :
  x = s40_board 1 0 1 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 1 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e==1 && f>=2: the board of s39 *)
Lemma s40_c285_p3 x (Hs39 : s39_claim x) (f : nat) :
  x = s40_board 1 0 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 1 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e>=2 && f==0: the board of s39 *)
Lemma s40_c286_p15 x (Hs39 : s39_claim x) (e : nat) :
  x = s40_board 1 0 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 1 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e>=2 && f==1: the board of s39 *)
Lemma s40_c287_p13 x (Hs39 : s39_claim x) (e : nat) :
  x = s40_board 1 0 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 1 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d==1 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c288_p3 x (Hs39 : s39_claim x) (e f : nat) :
  x = s40_board 1 0 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 1 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e==0 && f==0: the board of s31 *)
Lemma s40_c289_p10 x (Hs31 : s31_claim x) (d : nat) :
  x = s40_board 1 0 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs31 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e==0 && f==1: the board of s31 *)
Lemma s40_c290_p24 x (Hs31 : s31_claim x) (d : nat) :
  x = s40_board 1 0 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e==0 && f>=2: the board of s31 *)
Lemma s40_c291_p3 x (Hs31 : s31_claim x) (d f : nat) :
  x = s40_board 1 0 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 1 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e==1 && f==0: the board of s39 *)
Lemma s40_c292_p26 x (Hs39 : s39_claim x) (d : nat) :
  x = s40_board 1 0 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 1 1 (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e==1 && f==1: the board of s39 *)
Lemma s40_c293_p13 x (Hs39 : s39_claim x) (d : nat) :
  x = s40_board 1 0 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 1 1 (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e==1 && f>=2: the board of s39 *)
Lemma s40_c294_p3 x (Hs39 : s39_claim x) (d f : nat) :
  x = s40_board 1 0 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 1 1 (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e>=2 && f==0: the board of s39 *)
Lemma s40_c295_p15 x (Hs39 : s39_claim x) (d e : nat) :
  x = s40_board 1 0 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 1 1 (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e>=2 && f==1: the board of s39 *)
Lemma s40_c296_p13 x (Hs39 : s39_claim x) (d e : nat) :
  x = s40_board 1 0 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 1 1 (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c==1 && d>=2 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c297_p3 x (Hs39 : s39_claim x) (d e f : nat) :
  x = s40_board 1 0 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 1 1 (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e==0 && f==0: the board of s33 *)
Lemma s40_c298_p31 x (Hs33 : s33_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs33 1 (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e==0 && f==1: the board of s33 *)
Lemma s40_c299_p33 x (Hs33 : s33_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs33 1 (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e==0 && f>=2: the board of s33 *)
Lemma s40_c300_p3 x (Hs33 : s33_claim x) (c f : nat) :
  x = s40_board 1 0 (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs33 1 (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e==1 && f==0: the board of s34 *)
Lemma s40_c301_p9 x (Hs34 : s34_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs34 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e==1 && f==1: the board of s34 *)
Lemma s40_c302_p13 x (Hs34 : s34_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e==1 && f>=2: the board of s34 *)
Lemma s40_c303_p3 x (Hs34 : s34_claim x) (c f : nat) :
  x = s40_board 1 0 (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 1 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e>=2 && f==0: the board of s34 *)
Lemma s40_c304_p15 x (Hs34 : s34_claim x) (c e : nat) :
  x = s40_board 1 0 (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs34 1 (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e>=2 && f==1: the board of s34 *)
Lemma s40_c305_p13 x (Hs34 : s34_claim x) (c e : nat) :
  x = s40_board 1 0 (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 1 (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==0 && e>=2 && f>=2: the board of s34 *)
Lemma s40_c306_p3 x (Hs34 : s34_claim x) (c e f : nat) :
  x = s40_board 1 0 (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 1 (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e==0 && f==0: the board of s31 *)
Lemma s40_c307_p9 x (Hs31 : s31_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs31 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e==0 && f==1: the board of s31 *)
Lemma s40_c308_p24 x (Hs31 : s31_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e==0 && f>=2: the board of s31 *)
Lemma s40_c309_p3 x (Hs31 : s31_claim x) (c f : nat) :
  x = s40_board 1 0 (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 1 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e==1 && f==0: the board of s39 *)
Lemma s40_c310_p26 x (Hs39 : s39_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 1 (2 + c) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e==1 && f==1: the board of s39 *)
Lemma s40_c311_p13 x (Hs39 : s39_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 1 (2 + c) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e==1 && f>=2: the board of s39 *)
Lemma s40_c312_p3 x (Hs39 : s39_claim x) (c f : nat) :
  x = s40_board 1 0 (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 1 (2 + c) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e>=2 && f==0: the board of s39 *)
Lemma s40_c313_p15 x (Hs39 : s39_claim x) (c e : nat) :
  x = s40_board 1 0 (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 1 (2 + c) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e>=2 && f==1: the board of s39 *)
Lemma s40_c314_p13 x (Hs39 : s39_claim x) (c e : nat) :
  x = s40_board 1 0 (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 1 (2 + c) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d==1 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c315_p3 x (Hs39 : s39_claim x) (c e f : nat) :
  x = s40_board 1 0 (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 1 (2 + c) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e==0 && f==0: the board of s31 *)
Lemma s40_c316_p10 x (Hs31 : s31_claim x) (c d : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs31 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e==0 && f==1: the board of s31 *)
Lemma s40_c317_p24 x (Hs31 : s31_claim x) (c d : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e==0 && f>=2: the board of s31 *)
Lemma s40_c318_p3 x (Hs31 : s31_claim x) (c d f : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 1 (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e==1 && f==0: the board of s39 *)
Lemma s40_c319_p26 x (Hs39 : s39_claim x) (c d : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 1 (2 + c) (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e==1 && f==1: the board of s39 *)
Lemma s40_c320_p13 x (Hs39 : s39_claim x) (c d : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 1 (2 + c) (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e==1 && f>=2: the board of s39 *)
Lemma s40_c321_p3 x (Hs39 : s39_claim x) (c d f : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 1 (2 + c) (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e>=2 && f==0: the board of s39 *)
Lemma s40_c322_p15 x (Hs39 : s39_claim x) (c d e : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 1 (2 + c) (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e>=2 && f==1: the board of s39 *)
Lemma s40_c323_p13 x (Hs39 : s39_claim x) (c d e : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 1 (2 + c) (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==0 && c>=2 && d>=2 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c324_p3 x (Hs39 : s39_claim x) (c d e f : nat) :
  x = s40_board 1 0 (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 1 (2 + c) (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e==0 && f==0: the board of s24 *)
Lemma s40_c325_p5 x (Hs24 : s24_claim x) :
  x = s40_board 1 1 0 0 0 0 -> fst (s40_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q5] in Hc |- *.
  pose proof (Hs24 1 1 0 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e==0 && f==1: the board of s24 *)
Lemma s40_c326_p19 x (Hs24 : s24_claim x) :
  x = s40_board 1 1 0 0 0 1 -> fst (s40_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q19] in Hc |- *.
  pose proof (Hs24 1 1 1 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e==0 && f>=2: the board of s24 *)
Lemma s40_c327_p3 x (Hs24 : s24_claim x) (f : nat) :
  x = s40_board 1 1 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs24 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e==1 && f==0: the board of s27 *)
Lemma s40_c328_p7 x (Hs27 : s27_claim x) :
  x = s40_board 1 1 0 0 1 0 -> fst (s40_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs27 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e==1 && f==1: the board of s27 *)
Lemma s40_c329_p34 x (Hs27 : s27_claim x) :
  x = s40_board 1 1 0 0 1 1 -> fst (s40_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q34] in Hc |- *.
  pose proof (Hs27 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e==1 && f>=2: the board of s27 *)
Lemma s40_c330_p3 x (Hs27 : s27_claim x) (f : nat) :
  x = s40_board 1 1 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e>=2 && f==0: the board of s27 *)
Lemma s40_c331_p14 x (Hs27 : s27_claim x) (e : nat) :
  x = s40_board 1 1 0 0 (2 + e) 0 -> fst (s40_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q14] in Hc |- *.
  pose proof (Hs27 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c331_p25 x (Hs27 : s27_claim x) (e : nat) :
  x = s40_board 1 1 0 0 (2 + e) 0 -> fst (s40_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q25] in Hc |- *.
  pose proof (Hs27 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e>=2 && f==1: the board of s27 *)
Lemma s40_c332_p13 x (Hs27 : s27_claim x) (e : nat) :
  x = s40_board 1 1 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs27 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==0 && e>=2 && f>=2: the board of s27 *)
Lemma s40_c333_p3 x (Hs27 : s27_claim x) (e f : nat) :
  x = s40_board 1 1 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e==0 && f==0: the board of s28 *)
Lemma s40_c334_p32 x (Hs28 : s28_claim x) :
  x = s40_board 1 1 0 1 0 0 -> fst (s40_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q32] in Hc |- *.
  pose proof (Hs28 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e==0 && f==1: the board of s28 *)
Lemma s40_c335_p35 x (Hs28 : s28_claim x) :
  x = s40_board 1 1 0 1 0 1 -> fst (s40_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q35] in Hc |- *.
  pose proof (Hs28 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e==0 && f>=2: the board of s28 *)
Lemma s40_c336_p3 x (Hs28 : s28_claim x) (f : nat) :
  x = s40_board 1 1 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e==1 && f==0: the board of s37 *)
Lemma s40_c337_p7 x (Hs37 : s37_claim x) :
  x = s40_board 1 1 0 1 1 0 -> fst (s40_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs37 1 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e==1 && f==1: the board of s37 *)
Lemma s40_c338_p13 x (Hs37 : s37_claim x) :
  x = s40_board 1 1 0 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 1 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e==1 && f>=2: the board of s37 *)
Lemma s40_c339_p3 x (Hs37 : s37_claim x) (f : nat) :
  x = s40_board 1 1 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 1 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e>=2 && f==0: the board of s37 *)
Lemma s40_c340_p15 x (Hs37 : s37_claim x) (e : nat) :
  x = s40_board 1 1 0 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 1 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e>=2 && f==1: the board of s37 *)
Lemma s40_c341_p13 x (Hs37 : s37_claim x) (e : nat) :
  x = s40_board 1 1 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 1 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d==1 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c342_p3 x (Hs37 : s37_claim x) (e f : nat) :
  x = s40_board 1 1 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 1 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e==0 && f==0: the board of s28 *)
Lemma s40_c343_p10 x (Hs28 : s28_claim x) (d : nat) :
  x = s40_board 1 1 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e==0 && f==1: the board of s28 *)
Lemma s40_c344_p24 x (Hs28 : s28_claim x) (d : nat) :
  x = s40_board 1 1 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e==0 && f>=2: the board of s28 *)
Lemma s40_c345_p3 x (Hs28 : s28_claim x) (d f : nat) :
  x = s40_board 1 1 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e==1 && f==0: the board of s37 *)
Lemma s40_c346_p26 x (Hs37 : s37_claim x) (d : nat) :
  x = s40_board 1 1 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs37 1 1 (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e==1 && f==1: the board of s37 *)
Lemma s40_c347_p13 x (Hs37 : s37_claim x) (d : nat) :
  x = s40_board 1 1 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 1 1 (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e==1 && f>=2: the board of s37 *)
Lemma s40_c348_p3 x (Hs37 : s37_claim x) (d f : nat) :
  x = s40_board 1 1 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 1 1 (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e>=2 && f==0: the board of s37 *)
Lemma s40_c349_p15 x (Hs37 : s37_claim x) (d e : nat) :
  x = s40_board 1 1 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 1 1 (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e>=2 && f==1: the board of s37 *)
Lemma s40_c350_p13 x (Hs37 : s37_claim x) (d e : nat) :
  x = s40_board 1 1 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 1 1 (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==0 && d>=2 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c351_p3 x (Hs37 : s37_claim x) (d e f : nat) :
  x = s40_board 1 1 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 1 1 (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c352_p21 x (Hs32 : s32_claim x) :
  x = s40_board 1 1 1 0 0 0 -> fst (s40_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs32 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c353_p27 x (Hs32 : s32_claim x) :
  x = s40_board 1 1 1 0 0 1 -> fst (s40_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs32 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c354_p3 x (Hs32 : s32_claim x) (f : nat) :
  x = s40_board 1 1 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c355_p9 x (Hs36 : s36_claim x) :
  x = s40_board 1 1 1 0 1 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 1 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c356_p13 x (Hs36 : s36_claim x) :
  x = s40_board 1 1 1 0 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 1 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c357_p3 x (Hs36 : s36_claim x) (f : nat) :
  x = s40_board 1 1 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 1 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c358_p15 x (Hs36 : s36_claim x) (e : nat) :
  x = s40_board 1 1 1 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 1 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c359_p13 x (Hs36 : s36_claim x) (e : nat) :
  x = s40_board 1 1 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 1 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c360_p3 x (Hs36 : s36_claim x) (e f : nat) :
  x = s40_board 1 1 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 1 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c361_p9 x (Hs38 : s38_claim x) :
  x = s40_board 1 1 1 1 0 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 1 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c362_p24 x (Hs38 : s38_claim x) :
  x = s40_board 1 1 1 1 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 1 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c363_p3 x (Hs38 : s38_claim x) (f : nat) :
  x = s40_board 1 1 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 1 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c364_L : lmoves (s40_board 1 1 1 1 1 0) = [s40_board 0 2 1 1 1 0; s39_board 1 2 1 1 0; s37_board 1 1 2 1 0; s36_board 1 1 1 2 0; s38_board 1 1 1 1 1].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c364_R : rmoves (s40_board 1 1 1 1 1 0) = [s35_board 1 1 1 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e==1 && f==0 *)
Lemma s40_c364_p26 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s40_board 1 1 1 1 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c364_L), (s40_c364_R); cbn [map].
  pose proof (use_s40 IH 0 2 1 1 1 0 (opt_l _ _ _ (s40_c364_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 1 1 0 (opt_l _ _ _ (s40_c364_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 2 1 0 (opt_l _ _ _ (s40_c364_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 2 0 (opt_l _ _ _ (s40_c364_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 1 1 1 (opt_l _ _ _ (s40_c364_L) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 1 1 1 1 (opt_r _ _ _ (s40_c364_R) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s37_p23 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c365_L : lmoves (s40_board 1 1 1 1 1 1) = [s40_board 0 2 1 1 1 1; s39_board 1 2 1 1 1; s37_board 1 1 2 1 1; s36_board 1 1 1 2 1; s38_board 1 1 1 1 2].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c365_R : rmoves (s40_board 1 1 1 1 1 1) = [strip [] ([T; E; T; E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c365_R1 : tf_norm (strip [] ([T; E; T; E; T; E; T; E; T; F]) [(1, 1)]) (s35_board 1 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e==1 && f==1 *)
Lemma s40_c365_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s40_board 1 1 1 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c365_L), (s40_c365_R); cbn [map].
  pose proof (use_s40 IH 0 2 1 1 1 1 (opt_l _ _ _ (s40_c365_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 1 1 1 (opt_l _ _ _ (s40_c365_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 2 1 1 (opt_l _ _ _ (s40_c365_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 2 1 (opt_l _ _ _ (s40_c365_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 1 1 2 (opt_l _ _ _ (s40_c365_L) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c365_R1)).
  pose proof (use_s35 IH 1 1 1 1 1 (opt_norm_r _ _ _ _ _ (s40_c365_R) ltac:(cbn [In]; left; reflexivity) (s40_c365_R1))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c366_L (f : nat) : lmoves (s40_board 1 1 1 1 1 (2 + f)) = [s40_board 0 2 1 1 1 (2 + f); s39_board 1 2 1 1 (2 + f); s37_board 1 1 2 1 (2 + f); s36_board 1 1 1 2 (2 + f); s38_board 1 1 1 1 (3 + f)].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c366_R (f : nat) : rmoves (s40_board 1 1 1 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e==1 && f>=2 *)
Lemma s40_c366_p3 x (IH : forall y, meas y < meas x -> values_hold y) (f : nat) :
  x = s40_board 1 1 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c366_L f), (s40_c366_R f); cbn [map].
  pose proof (use_s40 IH 0 2 1 1 1 (2 + f) (opt_l _ _ _ (s40_c366_L f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 1 1 (2 + f) (opt_l _ _ _ (s40_c366_L f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 2 1 (2 + f) (opt_l _ _ _ (s40_c366_L f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 2 (2 + f) (opt_l _ _ _ (s40_c366_L f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 1 1 (3 + f) (opt_l _ _ _ (s40_c366_L f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c367_L (e : nat) : lmoves (s40_board 1 1 1 1 (2 + e) 0) = [s40_board 0 2 1 1 (2 + e) 0; s39_board 1 2 1 (2 + e) 0; s37_board 1 1 2 (2 + e) 0; s36_board 1 1 1 (3 + e) 0; s40_board 1 1 1 1 (1 + e) 1].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c367_R (e : nat) : rmoves (s40_board 1 1 1 1 (2 + e) 0) = [s35_board 1 1 1 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e>=2 && f==0 *)
Lemma s40_c367_p15 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s40_board 1 1 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c367_L e), (s40_c367_R e); cbn [map].
  pose proof (use_s40 IH 0 2 1 1 (2 + e) 0 (opt_l _ _ _ (s40_c367_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 1 (2 + e) 0 (opt_l _ _ _ (s40_c367_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 2 (2 + e) 0 (opt_l _ _ _ (s40_c367_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 (3 + e) 0 (opt_l _ _ _ (s40_c367_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 1 1 (1 + e) 1 (opt_l _ _ _ (s40_c367_L e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 1 1 1 (2 + e) (opt_r _ _ _ (s40_c367_R e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c368_L (e : nat) : lmoves (s40_board 1 1 1 1 (2 + e) 1) = [s40_board 0 2 1 1 (2 + e) 1; s39_board 1 2 1 (2 + e) 1; s37_board 1 1 2 (2 + e) 1; s36_board 1 1 1 (3 + e) 1; s40_board 1 1 1 1 (1 + e) 2].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c368_R (e : nat) : rmoves (s40_board 1 1 1 1 (2 + e) 1) = [strip [] (T :: E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c368_R1 (e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 1 1 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e>=2 && f==1 *)
Lemma s40_c368_p13 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s40_board 1 1 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c368_L e), (s40_c368_R e); cbn [map].
  pose proof (use_s40 IH 0 2 1 1 (2 + e) 1 (opt_l _ _ _ (s40_c368_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 1 (2 + e) 1 (opt_l _ _ _ (s40_c368_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 2 (2 + e) 1 (opt_l _ _ _ (s40_c368_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 (3 + e) 1 (opt_l _ _ _ (s40_c368_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 1 1 (1 + e) 2 (opt_l _ _ _ (s40_c368_L e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c368_R1 e)).
  pose proof (use_s35 IH 1 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c368_R e) ltac:(cbn [In]; left; reflexivity) (s40_c368_R1 e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c369_L (e f : nat) : lmoves (s40_board 1 1 1 1 (2 + e) (2 + f)) = [s40_board 0 2 1 1 (2 + e) (2 + f); s39_board 1 2 1 (2 + e) (2 + f); s37_board 1 1 2 (2 + e) (2 + f); s36_board 1 1 1 (3 + e) (2 + f); s40_board 1 1 1 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c369_R (e f : nat) : rmoves (s40_board 1 1 1 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d==1 && e>=2 && f>=2 *)
Lemma s40_c369_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e f : nat) :
  x = s40_board 1 1 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c369_L e f), (s40_c369_R e f); cbn [map].
  pose proof (use_s40 IH 0 2 1 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c369_L e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c369_L e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c369_L e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 (3 + e) (2 + f) (opt_l _ _ _ (s40_c369_L e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 1 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c369_L e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c370_p10 x (Hs38 : s38_claim x) (d : nat) :
  x = s40_board 1 1 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 1 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c371_p24 x (Hs38 : s38_claim x) (d : nat) :
  x = s40_board 1 1 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 1 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c372_p3 x (Hs38 : s38_claim x) (d f : nat) :
  x = s40_board 1 1 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 1 1 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c373_L (d : nat) : lmoves (s40_board 1 1 1 (2 + d) 1 0) = [s40_board 0 2 1 (2 + d) 1 0; s39_board 1 2 (2 + d) 1 0; s37_board 1 1 (3 + d) 1 0; s40_board 1 1 1 (1 + d) 2 0; s38_board 1 1 1 (2 + d) 1].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c373_R (d : nat) : rmoves (s40_board 1 1 1 (2 + d) 1 0) = [s35_board 1 1 1 (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e==1 && f==0 *)
Lemma s40_c373_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s40_board 1 1 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c373_L d), (s40_c373_R d); cbn [map].
  pose proof (use_s40 IH 0 2 1 (2 + d) 1 0 (opt_l _ _ _ (s40_c373_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 (2 + d) 1 0 (opt_l _ _ _ (s40_c373_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (3 + d) 1 0 (opt_l _ _ _ (s40_c373_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) 2 0 (opt_l _ _ _ (s40_c373_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 1 (2 + d) 1 (opt_l _ _ _ (s40_c373_L d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 1 1 (2 + d) 1 (opt_r _ _ _ (s40_c373_R d) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s37_p23 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c374_L (d : nat) : lmoves (s40_board 1 1 1 (2 + d) 1 1) = [s40_board 0 2 1 (2 + d) 1 1; s39_board 1 2 (2 + d) 1 1; s37_board 1 1 (3 + d) 1 1; s40_board 1 1 1 (1 + d) 2 1; s38_board 1 1 1 (2 + d) 2].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c374_R (d : nat) : rmoves (s40_board 1 1 1 (2 + d) 1 1) = [strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c374_R1 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board 1 1 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e==1 && f==1 *)
Lemma s40_c374_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s40_board 1 1 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c374_L d), (s40_c374_R d); cbn [map].
  pose proof (use_s40 IH 0 2 1 (2 + d) 1 1 (opt_l _ _ _ (s40_c374_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 (2 + d) 1 1 (opt_l _ _ _ (s40_c374_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (3 + d) 1 1 (opt_l _ _ _ (s40_c374_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) 2 1 (opt_l _ _ _ (s40_c374_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 1 (2 + d) 2 (opt_l _ _ _ (s40_c374_L d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c374_R1 d)).
  pose proof (use_s35 IH 1 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c374_R d) ltac:(cbn [In]; left; reflexivity) (s40_c374_R1 d))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c375_L (d f : nat) : lmoves (s40_board 1 1 1 (2 + d) 1 (2 + f)) = [s40_board 0 2 1 (2 + d) 1 (2 + f); s39_board 1 2 (2 + d) 1 (2 + f); s37_board 1 1 (3 + d) 1 (2 + f); s40_board 1 1 1 (1 + d) 2 (2 + f); s38_board 1 1 1 (2 + d) (3 + f)].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c375_R (d f : nat) : rmoves (s40_board 1 1 1 (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e==1 && f>=2 *)
Lemma s40_c375_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d f : nat) :
  x = s40_board 1 1 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c375_L d f), (s40_c375_R d f); cbn [map].
  pose proof (use_s40 IH 0 2 1 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c375_L d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c375_L d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c375_L d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c375_L d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 1 (2 + d) (3 + f) (opt_l _ _ _ (s40_c375_L d f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c376_L (d e : nat) : lmoves (s40_board 1 1 1 (2 + d) (2 + e) 0) = [s40_board 0 2 1 (2 + d) (2 + e) 0; s39_board 1 2 (2 + d) (2 + e) 0; s37_board 1 1 (3 + d) (2 + e) 0; s40_board 1 1 1 (1 + d) (3 + e) 0; s40_board 1 1 1 (2 + d) (1 + e) 1].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c376_R (d e : nat) : rmoves (s40_board 1 1 1 (2 + d) (2 + e) 0) = [s35_board 1 1 1 (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e>=2 && f==0 *)
Lemma s40_c376_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s40_board 1 1 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c376_L d e), (s40_c376_R d e); cbn [map].
  pose proof (use_s40 IH 0 2 1 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c376_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c376_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c376_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c376_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 1 (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c376_L d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s40_c376_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c377_L (d e : nat) : lmoves (s40_board 1 1 1 (2 + d) (2 + e) 1) = [s40_board 0 2 1 (2 + d) (2 + e) 1; s39_board 1 2 (2 + d) (2 + e) 1; s37_board 1 1 (3 + d) (2 + e) 1; s40_board 1 1 1 (1 + d) (3 + e) 1; s40_board 1 1 1 (2 + d) (1 + e) 2].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c377_R (d e : nat) : rmoves (s40_board 1 1 1 (2 + d) (2 + e) 1) = [strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c377_R1 (d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 1 1 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e>=2 && f==1 *)
Lemma s40_c377_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s40_board 1 1 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c377_L d e), (s40_c377_R d e); cbn [map].
  pose proof (use_s40 IH 0 2 1 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c377_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c377_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c377_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c377_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 1 (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c377_L d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c377_R1 d e)).
  pose proof (use_s35 IH 1 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c377_R d e) ltac:(cbn [In]; left; reflexivity) (s40_c377_R1 d e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c378_L (d e f : nat) : lmoves (s40_board 1 1 1 (2 + d) (2 + e) (2 + f)) = [s40_board 0 2 1 (2 + d) (2 + e) (2 + f); s39_board 1 2 (2 + d) (2 + e) (2 + f); s37_board 1 1 (3 + d) (2 + e) (2 + f); s40_board 1 1 1 (1 + d) (3 + e) (2 + f); s40_board 1 1 1 (2 + d) (1 + e) (3 + f)].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c378_R (d e f : nat) : rmoves (s40_board 1 1 1 (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c==1 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c378_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e f : nat) :
  x = s40_board 1 1 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c378_L d e f), (s40_c378_R d e f); cbn [map].
  pose proof (use_s40 IH 0 2 1 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c378_L d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 2 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c378_L d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c378_L d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c378_L d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 1 (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c378_L d e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c379_p31 x (Hs32 : s32_claim x) (c : nat) :
  x = s40_board 1 1 (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c380_p33 x (Hs32 : s32_claim x) (c : nat) :
  x = s40_board 1 1 (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c381_p3 x (Hs32 : s32_claim x) (c f : nat) :
  x = s40_board 1 1 (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c382_p9 x (Hs36 : s36_claim x) (c : nat) :
  x = s40_board 1 1 (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 1 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c383_p13 x (Hs36 : s36_claim x) (c : nat) :
  x = s40_board 1 1 (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 1 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c384_p3 x (Hs36 : s36_claim x) (c f : nat) :
  x = s40_board 1 1 (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 1 1 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c385_p15 x (Hs36 : s36_claim x) (c e : nat) :
  x = s40_board 1 1 (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 1 1 (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c386_p13 x (Hs36 : s36_claim x) (c e : nat) :
  x = s40_board 1 1 (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 1 1 (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c387_p3 x (Hs36 : s36_claim x) (c e f : nat) :
  x = s40_board 1 1 (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 1 1 (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c388_p9 x (Hs38 : s38_claim x) (c : nat) :
  x = s40_board 1 1 (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 1 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c389_p24 x (Hs38 : s38_claim x) (c : nat) :
  x = s40_board 1 1 (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 1 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c390_p3 x (Hs38 : s38_claim x) (c f : nat) :
  x = s40_board 1 1 (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 1 1 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c391_L (c : nat) : lmoves (s40_board 1 1 (2 + c) 1 1 0) = [s40_board 0 2 (2 + c) 1 1 0; s39_board 1 (3 + c) 1 1 0; s40_board 1 1 (1 + c) 2 1 0; s36_board 1 1 (2 + c) 2 0; s38_board 1 1 (2 + c) 1 1].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c391_R (c : nat) : rmoves (s40_board 1 1 (2 + c) 1 1 0) = [s35_board 1 1 (2 + c) 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e==1 && f==0 *)
Lemma s40_c391_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s40_board 1 1 (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c391_L c), (s40_c391_R c); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) 1 1 0 (opt_l _ _ _ (s40_c391_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) 1 1 0 (opt_l _ _ _ (s40_c391_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 2 1 0 (opt_l _ _ _ (s40_c391_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) 2 0 (opt_l _ _ _ (s40_c391_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 (2 + c) 1 1 (opt_l _ _ _ (s40_c391_L c) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 1 (2 + c) 1 1 (opt_r _ _ _ (s40_c391_R c) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c392_L (c : nat) : lmoves (s40_board 1 1 (2 + c) 1 1 1) = [s40_board 0 2 (2 + c) 1 1 1; s39_board 1 (3 + c) 1 1 1; s40_board 1 1 (1 + c) 2 1 1; s36_board 1 1 (2 + c) 2 1; s38_board 1 1 (2 + c) 1 2].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c392_R (c : nat) : rmoves (s40_board 1 1 (2 + c) 1 1 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c392_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]) (s35_board 1 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e==1 && f==1 *)
Lemma s40_c392_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s40_board 1 1 (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c392_L c), (s40_c392_R c); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) 1 1 1 (opt_l _ _ _ (s40_c392_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) 1 1 1 (opt_l _ _ _ (s40_c392_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 2 1 1 (opt_l _ _ _ (s40_c392_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) 2 1 (opt_l _ _ _ (s40_c392_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 (2 + c) 1 2 (opt_l _ _ _ (s40_c392_L c) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c392_R1 c)).
  pose proof (use_s35 IH 1 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s40_c392_R c) ltac:(cbn [In]; left; reflexivity) (s40_c392_R1 c))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c393_L (c f : nat) : lmoves (s40_board 1 1 (2 + c) 1 1 (2 + f)) = [s40_board 0 2 (2 + c) 1 1 (2 + f); s39_board 1 (3 + c) 1 1 (2 + f); s40_board 1 1 (1 + c) 2 1 (2 + f); s36_board 1 1 (2 + c) 2 (2 + f); s38_board 1 1 (2 + c) 1 (3 + f)].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c393_R (c f : nat) : rmoves (s40_board 1 1 (2 + c) 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e==1 && f>=2 *)
Lemma s40_c393_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c f : nat) :
  x = s40_board 1 1 (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c393_L c f), (s40_c393_R c f); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c393_L c f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c393_L c f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 2 1 (2 + f) (opt_l _ _ _ (s40_c393_L c f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) 2 (2 + f) (opt_l _ _ _ (s40_c393_L c f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 (2 + c) 1 (3 + f) (opt_l _ _ _ (s40_c393_L c f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c394_L (c e : nat) : lmoves (s40_board 1 1 (2 + c) 1 (2 + e) 0) = [s40_board 0 2 (2 + c) 1 (2 + e) 0; s39_board 1 (3 + c) 1 (2 + e) 0; s40_board 1 1 (1 + c) 2 (2 + e) 0; s36_board 1 1 (2 + c) (3 + e) 0; s40_board 1 1 (2 + c) 1 (1 + e) 1].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c394_R (c e : nat) : rmoves (s40_board 1 1 (2 + c) 1 (2 + e) 0) = [s35_board 1 1 (2 + c) 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e>=2 && f==0 *)
Lemma s40_c394_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s40_board 1 1 (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c394_L c e), (s40_c394_R c e); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c394_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c394_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 2 (2 + e) 0 (opt_l _ _ _ (s40_c394_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) (3 + e) 0 (opt_l _ _ _ (s40_c394_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 (2 + c) 1 (1 + e) 1 (opt_l _ _ _ (s40_c394_L c e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s40_c394_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c395_L (c e : nat) : lmoves (s40_board 1 1 (2 + c) 1 (2 + e) 1) = [s40_board 0 2 (2 + c) 1 (2 + e) 1; s39_board 1 (3 + c) 1 (2 + e) 1; s40_board 1 1 (1 + c) 2 (2 + e) 1; s36_board 1 1 (2 + c) (3 + e) 1; s40_board 1 1 (2 + c) 1 (1 + e) 2].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c395_R (c e : nat) : rmoves (s40_board 1 1 (2 + c) 1 (2 + e) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c395_R1 (c e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 1 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e>=2 && f==1 *)
Lemma s40_c395_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s40_board 1 1 (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c395_L c e), (s40_c395_R c e); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c395_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c395_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 2 (2 + e) 1 (opt_l _ _ _ (s40_c395_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) (3 + e) 1 (opt_l _ _ _ (s40_c395_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 (2 + c) 1 (1 + e) 2 (opt_l _ _ _ (s40_c395_L c e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c395_R1 c e)).
  pose proof (use_s35 IH 1 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c395_R c e) ltac:(cbn [In]; left; reflexivity) (s40_c395_R1 c e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c396_L (c e f : nat) : lmoves (s40_board 1 1 (2 + c) 1 (2 + e) (2 + f)) = [s40_board 0 2 (2 + c) 1 (2 + e) (2 + f); s39_board 1 (3 + c) 1 (2 + e) (2 + f); s40_board 1 1 (1 + c) 2 (2 + e) (2 + f); s36_board 1 1 (2 + c) (3 + e) (2 + f); s40_board 1 1 (2 + c) 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c396_R (c e f : nat) : rmoves (s40_board 1 1 (2 + c) 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d==1 && e>=2 && f>=2 *)
Lemma s40_c396_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e f : nat) :
  x = s40_board 1 1 (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c396_L c e f), (s40_c396_R c e f); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c396_L c e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c396_L c e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c396_L c e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) (3 + e) (2 + f) (opt_l _ _ _ (s40_c396_L c e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 (2 + c) 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c396_L c e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c397_p10 x (Hs38 : s38_claim x) (c d : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 1 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c398_p24 x (Hs38 : s38_claim x) (c d : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 1 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c399_p3 x (Hs38 : s38_claim x) (c d f : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 1 1 (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c400_L (c d : nat) : lmoves (s40_board 1 1 (2 + c) (2 + d) 1 0) = [s40_board 0 2 (2 + c) (2 + d) 1 0; s39_board 1 (3 + c) (2 + d) 1 0; s40_board 1 1 (1 + c) (3 + d) 1 0; s40_board 1 1 (2 + c) (1 + d) 2 0; s38_board 1 1 (2 + c) (2 + d) 1].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c400_R (c d : nat) : rmoves (s40_board 1 1 (2 + c) (2 + d) 1 0) = [s35_board 1 1 (2 + c) (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e==1 && f==0 *)
Lemma s40_c400_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c400_L c d), (s40_c400_R c d); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c400_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c400_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) (3 + d) 1 0 (opt_l _ _ _ (s40_c400_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) 2 0 (opt_l _ _ _ (s40_c400_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s40_c400_L c d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s40_c400_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c401_L (c d : nat) : lmoves (s40_board 1 1 (2 + c) (2 + d) 1 1) = [s40_board 0 2 (2 + c) (2 + d) 1 1; s39_board 1 (3 + c) (2 + d) 1 1; s40_board 1 1 (1 + c) (3 + d) 1 1; s40_board 1 1 (2 + c) (1 + d) 2 1; s38_board 1 1 (2 + c) (2 + d) 2].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c401_R (c d : nat) : rmoves (s40_board 1 1 (2 + c) (2 + d) 1 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c401_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board 1 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e==1 && f==1 *)
Lemma s40_c401_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c401_L c d), (s40_c401_R c d); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c401_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c401_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) (3 + d) 1 1 (opt_l _ _ _ (s40_c401_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) 2 1 (opt_l _ _ _ (s40_c401_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 (2 + c) (2 + d) 2 (opt_l _ _ _ (s40_c401_L c d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c401_R1 c d)).
  pose proof (use_s35 IH 1 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c401_R c d) ltac:(cbn [In]; left; reflexivity) (s40_c401_R1 c d))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c402_L (c d f : nat) : lmoves (s40_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = [s40_board 0 2 (2 + c) (2 + d) 1 (2 + f); s39_board 1 (3 + c) (2 + d) 1 (2 + f); s40_board 1 1 (1 + c) (3 + d) 1 (2 + f); s40_board 1 1 (2 + c) (1 + d) 2 (2 + f); s38_board 1 1 (2 + c) (2 + d) (3 + f)].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c402_R (c d f : nat) : rmoves (s40_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e==1 && f>=2 *)
Lemma s40_c402_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d f : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c402_L c d f), (s40_c402_R c d f); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c402_L c d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c402_L c d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c402_L c d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c402_L c d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 1 (2 + c) (2 + d) (3 + f) (opt_l _ _ _ (s40_c402_L c d f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

