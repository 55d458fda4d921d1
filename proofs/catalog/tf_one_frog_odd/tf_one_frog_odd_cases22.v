(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s40_c717_L (a b c f : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) 1 1 (2 + f)) = [s40_board (1 + a) (3 + b) (2 + c) 1 1 (2 + f); s40_board (2 + a) (1 + b) (3 + c) 1 1 (2 + f); s40_board (2 + a) (2 + b) (1 + c) 2 1 (2 + f); s36_board (2 + a) (2 + b) (2 + c) 2 (2 + f); s38_board (2 + a) (2 + b) (2 + c) 1 (3 + f)].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c717_R (a b c f : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e==1 && f>=2 *)
Lemma s40_c717_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c717_L a b c f), (s40_c717_R a b c f); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c717_L a b c f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c717_L a b c f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 2 1 (2 + f) (opt_l _ _ _ (s40_c717_L a b c f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) 2 (2 + f) (opt_l _ _ _ (s40_c717_L a b c f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) (2 + c) 1 (3 + f) (opt_l _ _ _ (s40_c717_L a b c f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c718_L (a b c e : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) 0) = [s40_board (1 + a) (3 + b) (2 + c) 1 (2 + e) 0; s40_board (2 + a) (1 + b) (3 + c) 1 (2 + e) 0; s40_board (2 + a) (2 + b) (1 + c) 2 (2 + e) 0; s36_board (2 + a) (2 + b) (2 + c) (3 + e) 0; s40_board (2 + a) (2 + b) (2 + c) 1 (1 + e) 1].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c718_R (a b c e : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) 0) = [s35_board (2 + a) (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 && f==0 *)
Lemma s40_c718_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c718_L a b c e), (s40_c718_R a b c e); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c718_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c718_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) 0 (opt_l _ _ _ (s40_c718_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) (3 + e) 0 (opt_l _ _ _ (s40_c718_L a b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) 1 (opt_l _ _ _ (s40_c718_L a b c e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s40_c718_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c719_L (a b c e : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) 1) = [s40_board (1 + a) (3 + b) (2 + c) 1 (2 + e) 1; s40_board (2 + a) (1 + b) (3 + c) 1 (2 + e) 1; s40_board (2 + a) (2 + b) (1 + c) 2 (2 + e) 1; s36_board (2 + a) (2 + b) (2 + c) (3 + e) 1; s40_board (2 + a) (2 + b) (2 + c) 1 (1 + e) 2].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c719_R (a b c e : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c719_R1 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 && f==1 *)
Lemma s40_c719_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c719_L a b c e), (s40_c719_R a b c e); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c719_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c719_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) 1 (opt_l _ _ _ (s40_c719_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) (3 + e) 1 (opt_l _ _ _ (s40_c719_L a b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) 2 (opt_l _ _ _ (s40_c719_L a b c e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c719_R1 a b c e)).
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c719_R a b c e) ltac:(cbn [In]; left; reflexivity) (s40_c719_R1 a b c e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c720_L (a b c e f : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) (2 + f)) = [s40_board (1 + a) (3 + b) (2 + c) 1 (2 + e) (2 + f); s40_board (2 + a) (1 + b) (3 + c) 1 (2 + e) (2 + f); s40_board (2 + a) (2 + b) (1 + c) 2 (2 + e) (2 + f); s36_board (2 + a) (2 + b) (2 + c) (3 + e) (2 + f); s40_board (2 + a) (2 + b) (2 + c) 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c720_R (a b c e f : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 && f>=2 *)
Lemma s40_c720_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c720_L a b c e f), (s40_c720_R a b c e f); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c720_L a b c e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c720_L a b c e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c720_L a b c e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) (3 + e) (2 + f) (opt_l _ _ _ (s40_c720_L a b c e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c720_L a b c e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c721_p10 x (Hs38 : s38_claim x) (a b c d : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c722_p24 x (Hs38 : s38_claim x) (a b c d : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c723_p3 x (Hs38 : s38_claim x) (a b c d f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c724_L (a b c d : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 0) = [s40_board (1 + a) (3 + b) (2 + c) (2 + d) 1 0; s40_board (2 + a) (1 + b) (3 + c) (2 + d) 1 0; s40_board (2 + a) (2 + b) (1 + c) (3 + d) 1 0; s40_board (2 + a) (2 + b) (2 + c) (1 + d) 2 0; s38_board (2 + a) (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c724_R (a b c d : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 0) = [s35_board (2 + a) (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 && f==0 *)
Lemma s40_c724_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c724_L a b c d), (s40_c724_R a b c d); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c724_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c724_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 0 (opt_l _ _ _ (s40_c724_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 0 (opt_l _ _ _ (s40_c724_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s40_c724_L a b c d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s40_c724_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c725_L (a b c d : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 1) = [s40_board (1 + a) (3 + b) (2 + c) (2 + d) 1 1; s40_board (2 + a) (1 + b) (3 + c) (2 + d) 1 1; s40_board (2 + a) (2 + b) (1 + c) (3 + d) 1 1; s40_board (2 + a) (2 + b) (2 + c) (1 + d) 2 1; s38_board (2 + a) (2 + b) (2 + c) (2 + d) 2].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c725_R (a b c d : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c725_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 && f==1 *)
Lemma s40_c725_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c725_L a b c d), (s40_c725_R a b c d); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c725_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c725_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 1 (opt_l _ _ _ (s40_c725_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 1 (opt_l _ _ _ (s40_c725_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) (2 + c) (2 + d) 2 (opt_l _ _ _ (s40_c725_L a b c d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c725_R1 a b c d)).
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c725_R a b c d) ltac:(cbn [In]; left; reflexivity) (s40_c725_R1 a b c d))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c726_L (a b c d f : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 (2 + f)) = [s40_board (1 + a) (3 + b) (2 + c) (2 + d) 1 (2 + f); s40_board (2 + a) (1 + b) (3 + c) (2 + d) 1 (2 + f); s40_board (2 + a) (2 + b) (1 + c) (3 + d) 1 (2 + f); s40_board (2 + a) (2 + b) (2 + c) (1 + d) 2 (2 + f); s38_board (2 + a) (2 + b) (2 + c) (2 + d) (3 + f)].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c726_R (a b c d f : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 && f>=2 *)
Lemma s40_c726_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c726_L a b c d f), (s40_c726_R a b c d f); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c726_L a b c d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c726_L a b c d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c726_L a b c d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c726_L a b c d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) (2 + c) (2 + d) (3 + f) (opt_l _ _ _ (s40_c726_L a b c d f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c727_L (a b c d e : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) 0) = [s40_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) 0; s40_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) 0; s40_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) 0; s40_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) 0; s40_board (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) 1].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c727_R (a b c d e : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) 0) = [s35_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 && f==0 *)
Lemma s40_c727_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c727_L a b c d e), (s40_c727_R a b c d e); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c727_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c727_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c727_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c727_L a b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c727_L a b c d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s40_c727_R a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c728_L (a b c d e : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) 1) = [s40_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) 1; s40_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) 1; s40_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) 1; s40_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) 1; s40_board (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) 2].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c728_R (a b c d e : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c728_R1 (a b c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 && f==1 *)
Lemma s40_c728_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c728_L a b c d e), (s40_c728_R a b c d e); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c728_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c728_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c728_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c728_L a b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c728_L a b c d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c728_R1 a b c d e)).
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c728_R a b c d e) ltac:(cbn [In]; left; reflexivity) (s40_c728_R1 a b c d e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c729_L (a b c d e f : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (2 + f)) = [s40_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (2 + f); s40_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (2 + f); s40_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (2 + f); s40_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (2 + f); s40_board (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) (3 + f)].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c729_R (a b c d e f : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c729_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c729_L a b c d e f), (s40_c729_R a b c d e f); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c729_L a b c d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c729_L a b c d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c729_L a b c d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c729_L a b c d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c729_L a b c d e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

