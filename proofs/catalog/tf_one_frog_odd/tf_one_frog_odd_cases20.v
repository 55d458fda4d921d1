(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s40_c403_L (c d e : nat) : lmoves (s40_board 1 1 (2 + c) (2 + d) (2 + e) 0) = [s40_board 0 2 (2 + c) (2 + d) (2 + e) 0; s39_board 1 (3 + c) (2 + d) (2 + e) 0; s40_board 1 1 (1 + c) (3 + d) (2 + e) 0; s40_board 1 1 (2 + c) (1 + d) (3 + e) 0; s40_board 1 1 (2 + c) (2 + d) (1 + e) 1].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c403_R (c d e : nat) : rmoves (s40_board 1 1 (2 + c) (2 + d) (2 + e) 0) = [s35_board 1 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e>=2 && f==0 *)
Lemma s40_c403_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c403_L c d e), (s40_c403_R c d e); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c403_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c403_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c403_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c403_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 (2 + c) (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c403_L c d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s40_c403_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c404_L (c d e : nat) : lmoves (s40_board 1 1 (2 + c) (2 + d) (2 + e) 1) = [s40_board 0 2 (2 + c) (2 + d) (2 + e) 1; s39_board 1 (3 + c) (2 + d) (2 + e) 1; s40_board 1 1 (1 + c) (3 + d) (2 + e) 1; s40_board 1 1 (2 + c) (1 + d) (3 + e) 1; s40_board 1 1 (2 + c) (2 + d) (1 + e) 2].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c404_R (c d e : nat) : rmoves (s40_board 1 1 (2 + c) (2 + d) (2 + e) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c404_R1 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 1 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e>=2 && f==1 *)
Lemma s40_c404_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c404_L c d e), (s40_c404_R c d e); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c404_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c404_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c404_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c404_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 (2 + c) (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c404_L c d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c404_R1 c d e)).
  pose proof (use_s35 IH 1 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c404_R c d e) ltac:(cbn [In]; left; reflexivity) (s40_c404_R1 c d e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c405_L (c d e f : nat) : lmoves (s40_board 1 1 (2 + c) (2 + d) (2 + e) (2 + f)) = [s40_board 0 2 (2 + c) (2 + d) (2 + e) (2 + f); s39_board 1 (3 + c) (2 + d) (2 + e) (2 + f); s40_board 1 1 (1 + c) (3 + d) (2 + e) (2 + f); s40_board 1 1 (2 + c) (1 + d) (3 + e) (2 + f); s40_board 1 1 (2 + c) (2 + d) (1 + e) (3 + f)].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c405_R (c d e f : nat) : rmoves (s40_board 1 1 (2 + c) (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b==1 && c>=2 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c405_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e f : nat) :
  x = s40_board 1 1 (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c405_L c d e f), (s40_c405_R c d e f); cbn [map].
  pose proof (use_s40 IH 0 2 (2 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c405_L c d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (3 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c405_L c d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (1 + c) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c405_L c d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c405_L c d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 1 (2 + c) (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c405_L c d e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e==0 && f==0: the board of s24 *)
Lemma s40_c406_p5 x (Hs24 : s24_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 0 0 0 0 -> fst (s40_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q5] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e==0 && f==1: the board of s24 *)
Lemma s40_c407_p19 x (Hs24 : s24_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 0 0 0 1 -> fst (s40_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q19] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e==0 && f>=2: the board of s24 *)
Lemma s40_c408_p3 x (Hs24 : s24_claim x) (b f : nat) :
  x = s40_board 1 (2 + b) 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + f) ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e==1 && f==0: the board of s27 *)
Lemma s40_c409_p7 x (Hs27 : s27_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 0 0 1 0 -> fst (s40_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e==1 && f==1: the board of s27 *)
Lemma s40_c410_p34 x (Hs27 : s27_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 0 0 1 1 -> fst (s40_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q34] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e==1 && f>=2: the board of s27 *)
Lemma s40_c411_p3 x (Hs27 : s27_claim x) (b f : nat) :
  x = s40_board 1 (2 + b) 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e>=2 && f==0: the board of s27 *)
Lemma s40_c412_p16 x (Hs27 : s27_claim x) (b e : nat) :
  x = s40_board 1 (2 + b) 0 0 (2 + e) 0 -> fst (s40_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q16] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c412_p25 x (Hs27 : s27_claim x) (b e : nat) :
  x = s40_board 1 (2 + b) 0 0 (2 + e) 0 -> fst (s40_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q25] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e>=2 && f==1: the board of s27 *)
Lemma s40_c413_p13 x (Hs27 : s27_claim x) (b e : nat) :
  x = s40_board 1 (2 + b) 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==0 && e>=2 && f>=2: the board of s27 *)
Lemma s40_c414_p3 x (Hs27 : s27_claim x) (b e f : nat) :
  x = s40_board 1 (2 + b) 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e==0 && f==0: the board of s28 *)
Lemma s40_c415_p32 x (Hs28 : s28_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 0 1 0 0 -> fst (s40_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q32] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e==0 && f==1: the board of s28 *)
Lemma s40_c416_p35 x (Hs28 : s28_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 0 1 0 1 -> fst (s40_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q35] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e==0 && f>=2: the board of s28 *)
Lemma s40_c417_p3 x (Hs28 : s28_claim x) (b f : nat) :
  x = s40_board 1 (2 + b) 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e==1 && f==0: the board of s37 *)
Lemma s40_c418_p7 x (Hs37 : s37_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 0 1 1 0 -> fst (s40_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs37 1 (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e==1 && f==1: the board of s37 *)
Lemma s40_c419_p13 x (Hs37 : s37_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 0 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 1 (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e==1 && f>=2: the board of s37 *)
Lemma s40_c420_p3 x (Hs37 : s37_claim x) (b f : nat) :
  x = s40_board 1 (2 + b) 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 1 (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e>=2 && f==0: the board of s37 *)
Lemma s40_c421_p15 x (Hs37 : s37_claim x) (b e : nat) :
  x = s40_board 1 (2 + b) 0 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 1 (2 + b) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e>=2 && f==1: the board of s37 *)
Lemma s40_c422_p13 x (Hs37 : s37_claim x) (b e : nat) :
  x = s40_board 1 (2 + b) 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 1 (2 + b) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d==1 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c423_p3 x (Hs37 : s37_claim x) (b e f : nat) :
  x = s40_board 1 (2 + b) 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 1 (2 + b) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e==0 && f==0: the board of s28 *)
Lemma s40_c424_p10 x (Hs28 : s28_claim x) (b d : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e==0 && f==1: the board of s28 *)
Lemma s40_c425_p24 x (Hs28 : s28_claim x) (b d : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e==0 && f>=2: the board of s28 *)
Lemma s40_c426_p3 x (Hs28 : s28_claim x) (b d f : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e==1 && f==0: the board of s37 *)
Lemma s40_c427_p26 x (Hs37 : s37_claim x) (b d : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs37 1 (2 + b) (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e==1 && f==1: the board of s37 *)
Lemma s40_c428_p13 x (Hs37 : s37_claim x) (b d : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 1 (2 + b) (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e==1 && f>=2: the board of s37 *)
Lemma s40_c429_p3 x (Hs37 : s37_claim x) (b d f : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 1 (2 + b) (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e>=2 && f==0: the board of s37 *)
Lemma s40_c430_p15 x (Hs37 : s37_claim x) (b d e : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 1 (2 + b) (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e>=2 && f==1: the board of s37 *)
Lemma s40_c431_p13 x (Hs37 : s37_claim x) (b d e : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 1 (2 + b) (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==0 && d>=2 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c432_p3 x (Hs37 : s37_claim x) (b d e f : nat) :
  x = s40_board 1 (2 + b) 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 1 (2 + b) (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c433_p21 x (Hs32 : s32_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 1 0 0 0 -> fst (s40_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c434_p27 x (Hs32 : s32_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 1 0 0 1 -> fst (s40_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c435_p3 x (Hs32 : s32_claim x) (b f : nat) :
  x = s40_board 1 (2 + b) 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c436_p9 x (Hs36 : s36_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 1 0 1 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c437_p13 x (Hs36 : s36_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 1 0 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c438_p3 x (Hs36 : s36_claim x) (b f : nat) :
  x = s40_board 1 (2 + b) 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c439_p15 x (Hs36 : s36_claim x) (b e : nat) :
  x = s40_board 1 (2 + b) 1 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c440_p13 x (Hs36 : s36_claim x) (b e : nat) :
  x = s40_board 1 (2 + b) 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c441_p3 x (Hs36 : s36_claim x) (b e f : nat) :
  x = s40_board 1 (2 + b) 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c442_p9 x (Hs38 : s38_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 1 1 0 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 1 (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c443_p24 x (Hs38 : s38_claim x) (b : nat) :
  x = s40_board 1 (2 + b) 1 1 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 1 (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c444_p3 x (Hs38 : s38_claim x) (b f : nat) :
  x = s40_board 1 (2 + b) 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 1 (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c445_L (b : nat) : lmoves (s40_board 1 (2 + b) 1 1 1 0) = [s40_board 0 (3 + b) 1 1 1 0; s40_board 1 (1 + b) 2 1 1 0; s37_board 1 (2 + b) 2 1 0; s36_board 1 (2 + b) 1 2 0; s38_board 1 (2 + b) 1 1 1].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c445_R (b : nat) : rmoves (s40_board 1 (2 + b) 1 1 1 0) = [s35_board 1 (2 + b) 1 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e==1 && f==0 *)
Lemma s40_c445_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s40_board 1 (2 + b) 1 1 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c445_L b), (s40_c445_R b); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 1 1 0 (opt_l _ _ _ (s40_c445_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 1 1 0 (opt_l _ _ _ (s40_c445_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 2 1 0 (opt_l _ _ _ (s40_c445_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 2 0 (opt_l _ _ _ (s40_c445_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) 1 1 1 (opt_l _ _ _ (s40_c445_L b) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s40_c445_R b) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s37_p23 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c446_L (b : nat) : lmoves (s40_board 1 (2 + b) 1 1 1 1) = [s40_board 0 (3 + b) 1 1 1 1; s40_board 1 (1 + b) 2 1 1 1; s37_board 1 (2 + b) 2 1 1; s36_board 1 (2 + b) 1 2 1; s38_board 1 (2 + b) 1 1 2].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c446_R (b : nat) : rmoves (s40_board 1 (2 + b) 1 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c446_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]) (s35_board 1 (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e==1 && f==1 *)
Lemma s40_c446_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s40_board 1 (2 + b) 1 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c446_L b), (s40_c446_R b); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 1 1 1 (opt_l _ _ _ (s40_c446_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 1 1 1 (opt_l _ _ _ (s40_c446_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 2 1 1 (opt_l _ _ _ (s40_c446_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 2 1 (opt_l _ _ _ (s40_c446_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) 1 1 2 (opt_l _ _ _ (s40_c446_L b) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c446_R1 b)).
  pose proof (use_s35 IH 1 (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s40_c446_R b) ltac:(cbn [In]; left; reflexivity) (s40_c446_R1 b))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c447_L (b f : nat) : lmoves (s40_board 1 (2 + b) 1 1 1 (2 + f)) = [s40_board 0 (3 + b) 1 1 1 (2 + f); s40_board 1 (1 + b) 2 1 1 (2 + f); s37_board 1 (2 + b) 2 1 (2 + f); s36_board 1 (2 + b) 1 2 (2 + f); s38_board 1 (2 + b) 1 1 (3 + f)].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c447_R (b f : nat) : rmoves (s40_board 1 (2 + b) 1 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e==1 && f>=2 *)
Lemma s40_c447_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b f : nat) :
  x = s40_board 1 (2 + b) 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c447_L b f), (s40_c447_R b f); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 1 1 (2 + f) (opt_l _ _ _ (s40_c447_L b f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 1 1 (2 + f) (opt_l _ _ _ (s40_c447_L b f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 2 1 (2 + f) (opt_l _ _ _ (s40_c447_L b f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 2 (2 + f) (opt_l _ _ _ (s40_c447_L b f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) 1 1 (3 + f) (opt_l _ _ _ (s40_c447_L b f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c448_L (b e : nat) : lmoves (s40_board 1 (2 + b) 1 1 (2 + e) 0) = [s40_board 0 (3 + b) 1 1 (2 + e) 0; s40_board 1 (1 + b) 2 1 (2 + e) 0; s37_board 1 (2 + b) 2 (2 + e) 0; s36_board 1 (2 + b) 1 (3 + e) 0; s40_board 1 (2 + b) 1 1 (1 + e) 1].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c448_R (b e : nat) : rmoves (s40_board 1 (2 + b) 1 1 (2 + e) 0) = [s35_board 1 (2 + b) 1 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e>=2 && f==0 *)
Lemma s40_c448_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s40_board 1 (2 + b) 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c448_L b e), (s40_c448_R b e); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 1 (2 + e) 0 (opt_l _ _ _ (s40_c448_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 1 (2 + e) 0 (opt_l _ _ _ (s40_c448_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 2 (2 + e) 0 (opt_l _ _ _ (s40_c448_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 (3 + e) 0 (opt_l _ _ _ (s40_c448_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) 1 1 (1 + e) 1 (opt_l _ _ _ (s40_c448_L b e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s40_c448_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c449_L (b e : nat) : lmoves (s40_board 1 (2 + b) 1 1 (2 + e) 1) = [s40_board 0 (3 + b) 1 1 (2 + e) 1; s40_board 1 (1 + b) 2 1 (2 + e) 1; s37_board 1 (2 + b) 2 (2 + e) 1; s36_board 1 (2 + b) 1 (3 + e) 1; s40_board 1 (2 + b) 1 1 (1 + e) 2].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c449_R (b e : nat) : rmoves (s40_board 1 (2 + b) 1 1 (2 + e) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c449_R1 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 1 (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e>=2 && f==1 *)
Lemma s40_c449_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s40_board 1 (2 + b) 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c449_L b e), (s40_c449_R b e); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 1 (2 + e) 1 (opt_l _ _ _ (s40_c449_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 1 (2 + e) 1 (opt_l _ _ _ (s40_c449_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 2 (2 + e) 1 (opt_l _ _ _ (s40_c449_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 (3 + e) 1 (opt_l _ _ _ (s40_c449_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) 1 1 (1 + e) 2 (opt_l _ _ _ (s40_c449_L b e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c449_R1 b e)).
  pose proof (use_s35 IH 1 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c449_R b e) ltac:(cbn [In]; left; reflexivity) (s40_c449_R1 b e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c450_L (b e f : nat) : lmoves (s40_board 1 (2 + b) 1 1 (2 + e) (2 + f)) = [s40_board 0 (3 + b) 1 1 (2 + e) (2 + f); s40_board 1 (1 + b) 2 1 (2 + e) (2 + f); s37_board 1 (2 + b) 2 (2 + e) (2 + f); s36_board 1 (2 + b) 1 (3 + e) (2 + f); s40_board 1 (2 + b) 1 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c450_R (b e f : nat) : rmoves (s40_board 1 (2 + b) 1 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d==1 && e>=2 && f>=2 *)
Lemma s40_c450_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e f : nat) :
  x = s40_board 1 (2 + b) 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c450_L b e f), (s40_c450_R b e f); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c450_L b e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c450_L b e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c450_L b e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 (3 + e) (2 + f) (opt_l _ _ _ (s40_c450_L b e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) 1 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c450_L b e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c451_p10 x (Hs38 : s38_claim x) (b d : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 1 (2 + b) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c452_p24 x (Hs38 : s38_claim x) (b d : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 1 (2 + b) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c453_p3 x (Hs38 : s38_claim x) (b d f : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 1 (2 + b) 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c454_L (b d : nat) : lmoves (s40_board 1 (2 + b) 1 (2 + d) 1 0) = [s40_board 0 (3 + b) 1 (2 + d) 1 0; s40_board 1 (1 + b) 2 (2 + d) 1 0; s37_board 1 (2 + b) (3 + d) 1 0; s40_board 1 (2 + b) 1 (1 + d) 2 0; s38_board 1 (2 + b) 1 (2 + d) 1].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c454_R (b d : nat) : rmoves (s40_board 1 (2 + b) 1 (2 + d) 1 0) = [s35_board 1 (2 + b) 1 (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e==1 && f==0 *)
Lemma s40_c454_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c454_L b d), (s40_c454_R b d); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 (2 + d) 1 0 (opt_l _ _ _ (s40_c454_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 (2 + d) 1 0 (opt_l _ _ _ (s40_c454_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (3 + d) 1 0 (opt_l _ _ _ (s40_c454_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) 2 0 (opt_l _ _ _ (s40_c454_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) 1 (2 + d) 1 (opt_l _ _ _ (s40_c454_L b d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s40_c454_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s37_p23 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c455_L (b d : nat) : lmoves (s40_board 1 (2 + b) 1 (2 + d) 1 1) = [s40_board 0 (3 + b) 1 (2 + d) 1 1; s40_board 1 (1 + b) 2 (2 + d) 1 1; s37_board 1 (2 + b) (3 + d) 1 1; s40_board 1 (2 + b) 1 (1 + d) 2 1; s38_board 1 (2 + b) 1 (2 + d) 2].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c455_R (b d : nat) : rmoves (s40_board 1 (2 + b) 1 (2 + d) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c455_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board 1 (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e==1 && f==1 *)
Lemma s40_c455_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c455_L b d), (s40_c455_R b d); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 (2 + d) 1 1 (opt_l _ _ _ (s40_c455_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 (2 + d) 1 1 (opt_l _ _ _ (s40_c455_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (3 + d) 1 1 (opt_l _ _ _ (s40_c455_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) 2 1 (opt_l _ _ _ (s40_c455_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) 1 (2 + d) 2 (opt_l _ _ _ (s40_c455_L b d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c455_R1 b d)).
  pose proof (use_s35 IH 1 (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c455_R b d) ltac:(cbn [In]; left; reflexivity) (s40_c455_R1 b d))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c456_L (b d f : nat) : lmoves (s40_board 1 (2 + b) 1 (2 + d) 1 (2 + f)) = [s40_board 0 (3 + b) 1 (2 + d) 1 (2 + f); s40_board 1 (1 + b) 2 (2 + d) 1 (2 + f); s37_board 1 (2 + b) (3 + d) 1 (2 + f); s40_board 1 (2 + b) 1 (1 + d) 2 (2 + f); s38_board 1 (2 + b) 1 (2 + d) (3 + f)].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c456_R (b d f : nat) : rmoves (s40_board 1 (2 + b) 1 (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e==1 && f>=2 *)
Lemma s40_c456_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d f : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c456_L b d f), (s40_c456_R b d f); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c456_L b d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c456_L b d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c456_L b d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c456_L b d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) 1 (2 + d) (3 + f) (opt_l _ _ _ (s40_c456_L b d f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c457_L (b d e : nat) : lmoves (s40_board 1 (2 + b) 1 (2 + d) (2 + e) 0) = [s40_board 0 (3 + b) 1 (2 + d) (2 + e) 0; s40_board 1 (1 + b) 2 (2 + d) (2 + e) 0; s37_board 1 (2 + b) (3 + d) (2 + e) 0; s40_board 1 (2 + b) 1 (1 + d) (3 + e) 0; s40_board 1 (2 + b) 1 (2 + d) (1 + e) 1].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c457_R (b d e : nat) : rmoves (s40_board 1 (2 + b) 1 (2 + d) (2 + e) 0) = [s35_board 1 (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e>=2 && f==0 *)
Lemma s40_c457_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c457_L b d e), (s40_c457_R b d e); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c457_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c457_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c457_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c457_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) 1 (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c457_L b d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s40_c457_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c458_L (b d e : nat) : lmoves (s40_board 1 (2 + b) 1 (2 + d) (2 + e) 1) = [s40_board 0 (3 + b) 1 (2 + d) (2 + e) 1; s40_board 1 (1 + b) 2 (2 + d) (2 + e) 1; s37_board 1 (2 + b) (3 + d) (2 + e) 1; s40_board 1 (2 + b) 1 (1 + d) (3 + e) 1; s40_board 1 (2 + b) 1 (2 + d) (1 + e) 2].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c458_R (b d e : nat) : rmoves (s40_board 1 (2 + b) 1 (2 + d) (2 + e) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c458_R1 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 1 (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e>=2 && f==1 *)
Lemma s40_c458_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c458_L b d e), (s40_c458_R b d e); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c458_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c458_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c458_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c458_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) 1 (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c458_L b d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c458_R1 b d e)).
  pose proof (use_s35 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c458_R b d e) ltac:(cbn [In]; left; reflexivity) (s40_c458_R1 b d e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c459_L (b d e f : nat) : lmoves (s40_board 1 (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [s40_board 0 (3 + b) 1 (2 + d) (2 + e) (2 + f); s40_board 1 (1 + b) 2 (2 + d) (2 + e) (2 + f); s37_board 1 (2 + b) (3 + d) (2 + e) (2 + f); s40_board 1 (2 + b) 1 (1 + d) (3 + e) (2 + f); s40_board 1 (2 + b) 1 (2 + d) (1 + e) (3 + f)].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c459_R (b d e f : nat) : rmoves (s40_board 1 (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c==1 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c459_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e f : nat) :
  x = s40_board 1 (2 + b) 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c459_L b d e f), (s40_c459_R b d e f); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) 1 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c459_L b d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c459_L b d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c459_L b d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c459_L b d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) 1 (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c459_L b d e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c460_p31 x (Hs32 : s32_claim x) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c461_p33 x (Hs32 : s32_claim x) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c462_p3 x (Hs32 : s32_claim x) (b c f : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c463_p9 x (Hs36 : s36_claim x) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c464_p13 x (Hs36 : s36_claim x) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c465_p3 x (Hs36 : s36_claim x) (b c f : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c466_p15 x (Hs36 : s36_claim x) (b c e : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c467_p13 x (Hs36 : s36_claim x) (b c e : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c468_p3 x (Hs36 : s36_claim x) (b c e f : nat) :
  x = s40_board 1 (2 + b) (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c469_p9 x (Hs38 : s38_claim x) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 1 (2 + b) (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c470_p24 x (Hs38 : s38_claim x) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 1 (2 + b) (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c471_p3 x (Hs38 : s38_claim x) (b c f : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 1 (2 + b) (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c472_L (b c : nat) : lmoves (s40_board 1 (2 + b) (2 + c) 1 1 0) = [s40_board 0 (3 + b) (2 + c) 1 1 0; s40_board 1 (1 + b) (3 + c) 1 1 0; s40_board 1 (2 + b) (1 + c) 2 1 0; s36_board 1 (2 + b) (2 + c) 2 0; s38_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c472_R (b c : nat) : rmoves (s40_board 1 (2 + b) (2 + c) 1 1 0) = [s35_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e==1 && f==0 *)
Lemma s40_c472_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c472_L b c), (s40_c472_R b c); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) 1 1 0 (opt_l _ _ _ (s40_c472_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) 1 1 0 (opt_l _ _ _ (s40_c472_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 2 1 0 (opt_l _ _ _ (s40_c472_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) 2 0 (opt_l _ _ _ (s40_c472_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) (2 + c) 1 1 (opt_l _ _ _ (s40_c472_L b c) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s40_c472_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c473_L (b c : nat) : lmoves (s40_board 1 (2 + b) (2 + c) 1 1 1) = [s40_board 0 (3 + b) (2 + c) 1 1 1; s40_board 1 (1 + b) (3 + c) 1 1 1; s40_board 1 (2 + b) (1 + c) 2 1 1; s36_board 1 (2 + b) (2 + c) 2 1; s38_board 1 (2 + b) (2 + c) 1 2].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c473_R (b c : nat) : rmoves (s40_board 1 (2 + b) (2 + c) 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c473_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]) (s35_board 1 (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e==1 && f==1 *)
Lemma s40_c473_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c473_L b c), (s40_c473_R b c); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) 1 1 1 (opt_l _ _ _ (s40_c473_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) 1 1 1 (opt_l _ _ _ (s40_c473_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 2 1 1 (opt_l _ _ _ (s40_c473_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) 2 1 (opt_l _ _ _ (s40_c473_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) (2 + c) 1 2 (opt_l _ _ _ (s40_c473_L b c) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c473_R1 b c)).
  pose proof (use_s35 IH 1 (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s40_c473_R b c) ltac:(cbn [In]; left; reflexivity) (s40_c473_R1 b c))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c474_L (b c f : nat) : lmoves (s40_board 1 (2 + b) (2 + c) 1 1 (2 + f)) = [s40_board 0 (3 + b) (2 + c) 1 1 (2 + f); s40_board 1 (1 + b) (3 + c) 1 1 (2 + f); s40_board 1 (2 + b) (1 + c) 2 1 (2 + f); s36_board 1 (2 + b) (2 + c) 2 (2 + f); s38_board 1 (2 + b) (2 + c) 1 (3 + f)].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c474_R (b c f : nat) : rmoves (s40_board 1 (2 + b) (2 + c) 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e==1 && f>=2 *)
Lemma s40_c474_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c f : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c474_L b c f), (s40_c474_R b c f); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c474_L b c f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c474_L b c f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 2 1 (2 + f) (opt_l _ _ _ (s40_c474_L b c f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) 2 (2 + f) (opt_l _ _ _ (s40_c474_L b c f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) (2 + c) 1 (3 + f) (opt_l _ _ _ (s40_c474_L b c f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c475_L (b c e : nat) : lmoves (s40_board 1 (2 + b) (2 + c) 1 (2 + e) 0) = [s40_board 0 (3 + b) (2 + c) 1 (2 + e) 0; s40_board 1 (1 + b) (3 + c) 1 (2 + e) 0; s40_board 1 (2 + b) (1 + c) 2 (2 + e) 0; s36_board 1 (2 + b) (2 + c) (3 + e) 0; s40_board 1 (2 + b) (2 + c) 1 (1 + e) 1].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c475_R (b c e : nat) : rmoves (s40_board 1 (2 + b) (2 + c) 1 (2 + e) 0) = [s35_board 1 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e>=2 && f==0 *)
Lemma s40_c475_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c475_L b c e), (s40_c475_R b c e); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c475_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c475_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 2 (2 + e) 0 (opt_l _ _ _ (s40_c475_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) (3 + e) 0 (opt_l _ _ _ (s40_c475_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) 1 (1 + e) 1 (opt_l _ _ _ (s40_c475_L b c e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s40_c475_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c476_L (b c e : nat) : lmoves (s40_board 1 (2 + b) (2 + c) 1 (2 + e) 1) = [s40_board 0 (3 + b) (2 + c) 1 (2 + e) 1; s40_board 1 (1 + b) (3 + c) 1 (2 + e) 1; s40_board 1 (2 + b) (1 + c) 2 (2 + e) 1; s36_board 1 (2 + b) (2 + c) (3 + e) 1; s40_board 1 (2 + b) (2 + c) 1 (1 + e) 2].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c476_R (b c e : nat) : rmoves (s40_board 1 (2 + b) (2 + c) 1 (2 + e) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c476_R1 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 1 (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e>=2 && f==1 *)
Lemma s40_c476_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c476_L b c e), (s40_c476_R b c e); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c476_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c476_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 2 (2 + e) 1 (opt_l _ _ _ (s40_c476_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) (3 + e) 1 (opt_l _ _ _ (s40_c476_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) 1 (1 + e) 2 (opt_l _ _ _ (s40_c476_L b c e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c476_R1 b c e)).
  pose proof (use_s35 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c476_R b c e) ltac:(cbn [In]; left; reflexivity) (s40_c476_R1 b c e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c477_L (b c e f : nat) : lmoves (s40_board 1 (2 + b) (2 + c) 1 (2 + e) (2 + f)) = [s40_board 0 (3 + b) (2 + c) 1 (2 + e) (2 + f); s40_board 1 (1 + b) (3 + c) 1 (2 + e) (2 + f); s40_board 1 (2 + b) (1 + c) 2 (2 + e) (2 + f); s36_board 1 (2 + b) (2 + c) (3 + e) (2 + f); s40_board 1 (2 + b) (2 + c) 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s40_c477_R (b c e f : nat) : rmoves (s40_board 1 (2 + b) (2 + c) 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d==1 && e>=2 && f>=2 *)
Lemma s40_c477_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e f : nat) :
  x = s40_board 1 (2 + b) (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c477_L b c e f), (s40_c477_R b c e f); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c477_L b c e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c477_L b c e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c477_L b c e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) (3 + e) (2 + f) (opt_l _ _ _ (s40_c477_L b c e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c477_L b c e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c478_p10 x (Hs38 : s38_claim x) (b c d : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 1 (2 + b) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c479_p24 x (Hs38 : s38_claim x) (b c d : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 1 (2 + b) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c480_p3 x (Hs38 : s38_claim x) (b c d f : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 1 (2 + b) (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c481_L (b c d : nat) : lmoves (s40_board 1 (2 + b) (2 + c) (2 + d) 1 0) = [s40_board 0 (3 + b) (2 + c) (2 + d) 1 0; s40_board 1 (1 + b) (3 + c) (2 + d) 1 0; s40_board 1 (2 + b) (1 + c) (3 + d) 1 0; s40_board 1 (2 + b) (2 + c) (1 + d) 2 0; s38_board 1 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c481_R (b c d : nat) : rmoves (s40_board 1 (2 + b) (2 + c) (2 + d) 1 0) = [s35_board 1 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e==1 && f==0 *)
Lemma s40_c481_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c481_L b c d), (s40_c481_R b c d); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c481_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c481_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) (3 + d) 1 0 (opt_l _ _ _ (s40_c481_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) 2 0 (opt_l _ _ _ (s40_c481_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s40_c481_L b c d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s40_c481_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c482_L (b c d : nat) : lmoves (s40_board 1 (2 + b) (2 + c) (2 + d) 1 1) = [s40_board 0 (3 + b) (2 + c) (2 + d) 1 1; s40_board 1 (1 + b) (3 + c) (2 + d) 1 1; s40_board 1 (2 + b) (1 + c) (3 + d) 1 1; s40_board 1 (2 + b) (2 + c) (1 + d) 2 1; s38_board 1 (2 + b) (2 + c) (2 + d) 2].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c482_R (b c d : nat) : rmoves (s40_board 1 (2 + b) (2 + c) (2 + d) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c482_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board 1 (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e==1 && f==1 *)
Lemma s40_c482_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c482_L b c d), (s40_c482_R b c d); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c482_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c482_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) (3 + d) 1 1 (opt_l _ _ _ (s40_c482_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) 2 1 (opt_l _ _ _ (s40_c482_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) (2 + c) (2 + d) 2 (opt_l _ _ _ (s40_c482_L b c d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c482_R1 b c d)).
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c482_R b c d) ltac:(cbn [In]; left; reflexivity) (s40_c482_R1 b c d))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c483_L (b c d f : nat) : lmoves (s40_board 1 (2 + b) (2 + c) (2 + d) 1 (2 + f)) = [s40_board 0 (3 + b) (2 + c) (2 + d) 1 (2 + f); s40_board 1 (1 + b) (3 + c) (2 + d) 1 (2 + f); s40_board 1 (2 + b) (1 + c) (3 + d) 1 (2 + f); s40_board 1 (2 + b) (2 + c) (1 + d) 2 (2 + f); s38_board 1 (2 + b) (2 + c) (2 + d) (3 + f)].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s40_c483_R (b c d f : nat) : rmoves (s40_board 1 (2 + b) (2 + c) (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e==1 && f>=2 *)
Lemma s40_c483_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d f : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c483_L b c d f), (s40_c483_R b c d f); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c483_L b c d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c483_L b c d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c483_L b c d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c483_L b c d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH 1 (2 + b) (2 + c) (2 + d) (3 + f) (opt_l _ _ _ (s40_c483_L b c d f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c484_L (b c d e : nat) : lmoves (s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) 0) = [s40_board 0 (3 + b) (2 + c) (2 + d) (2 + e) 0; s40_board 1 (1 + b) (3 + c) (2 + d) (2 + e) 0; s40_board 1 (2 + b) (1 + c) (3 + d) (2 + e) 0; s40_board 1 (2 + b) (2 + c) (1 + d) (3 + e) 0; s40_board 1 (2 + b) (2 + c) (2 + d) (1 + e) 1].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c484_R (b c d e : nat) : rmoves (s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) 0) = [s35_board 1 (2 + b) (2 + c) (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 && f==0 *)
Lemma s40_c484_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c484_L b c d e), (s40_c484_R b c d e); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c484_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c484_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c484_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c484_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c484_L b c d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s40_c484_R b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c485_L (b c d e : nat) : lmoves (s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) 1) = [s40_board 0 (3 + b) (2 + c) (2 + d) (2 + e) 1; s40_board 1 (1 + b) (3 + c) (2 + d) (2 + e) 1; s40_board 1 (2 + b) (1 + c) (3 + d) (2 + e) 1; s40_board 1 (2 + b) (2 + c) (1 + d) (3 + e) 1; s40_board 1 (2 + b) (2 + c) (2 + d) (1 + e) 2].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c485_R (b c d e : nat) : rmoves (s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c485_R1 (b c d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 && f==1 *)
Lemma s40_c485_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c485_L b c d e), (s40_c485_R b c d e); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c485_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c485_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c485_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c485_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c485_L b c d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c485_R1 b c d e)).
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c485_R b c d e) ltac:(cbn [In]; left; reflexivity) (s40_c485_R1 b c d e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c486_L (b c d e f : nat) : lmoves (s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) (2 + f)) = [s40_board 0 (3 + b) (2 + c) (2 + d) (2 + e) (2 + f); s40_board 1 (1 + b) (3 + c) (2 + d) (2 + e) (2 + f); s40_board 1 (2 + b) (1 + c) (3 + d) (2 + e) (2 + f); s40_board 1 (2 + b) (2 + c) (1 + d) (3 + e) (2 + f); s40_board 1 (2 + b) (2 + c) (2 + d) (1 + e) (3 + f)].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c486_R (b c d e f : nat) : rmoves (s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c486_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e f : nat) :
  x = s40_board 1 (2 + b) (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c486_L b c d e f), (s40_c486_R b c d e f); cbn [map].
  pose proof (use_s40 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c486_L b c d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c486_L b c d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c486_L b c d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c486_L b c d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c486_L b c d e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e==0 && f==0: the board of s25 *)
Lemma s40_c487_p36 x (Hs25 : s25_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 0 0 0 -> fst (s40_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q36] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e==0 && f==1: the board of s25 *)
Lemma s40_c488_p37 x (Hs25 : s25_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 0 0 1 -> fst (s40_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q37] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e==0 && f>=2: the board of s25 *)
Lemma s40_c489_p3 x (Hs25 : s25_claim x) (a f : nat) :
  x = s40_board (2 + a) 0 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + f) ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e==1 && f==0: the board of s26 *)
Lemma s40_c490_p30 x (Hs26 : s26_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 0 1 0 -> fst (s40_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q30] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e==1 && f==1: the board of s26 *)
Lemma s40_c491_p6 x (Hs26 : s26_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 0 1 1 -> fst (s40_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q6] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 1 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e==1 && f>=2: the board of s26 *)
Lemma s40_c492_p3 x (Hs26 : s26_claim x) (a f : nat) :
  x = s40_board (2 + a) 0 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e>=2 && f==0: the board of s26 *)
Lemma s40_c493_p8 x (Hs26 : s26_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 0 0 (2 + e) 0 -> fst (s40_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q8] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c493_p17 x (Hs26 : s26_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 0 0 (2 + e) 0 -> fst (s40_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q17] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e>=2 && f==1: the board of s26 *)
Lemma s40_c494_p13 x (Hs26 : s26_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==0 && e>=2 && f>=2: the board of s26 *)
Lemma s40_c495_p3 x (Hs26 : s26_claim x) (a e f : nat) :
  x = s40_board (2 + a) 0 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e==0 && f==0: the board of s29 *)
Lemma s40_c496_p18 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 1 0 0 -> fst (s40_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q18] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e==0 && f==1: the board of s29 *)
Lemma s40_c497_p20 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 1 0 1 -> fst (s40_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q20] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e==0 && f>=2: the board of s29 *)
Lemma s40_c498_p3 x (Hs29 : s29_claim x) (a f : nat) :
  x = s40_board (2 + a) 0 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e==1 && f==0: the board of s30 *)
Lemma s40_c499_p7 x (Hs30 : s30_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 1 1 0 -> fst (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e==1 && f==1: the board of s30 *)
Lemma s40_c500_p13 x (Hs30 : s30_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e==1 && f>=2: the board of s30 *)
Lemma s40_c501_p3 x (Hs30 : s30_claim x) (a f : nat) :
  x = s40_board (2 + a) 0 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e>=2 && f==0: the board of s30 *)
Lemma s40_c502_p15 x (Hs30 : s30_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 0 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e>=2 && f==1: the board of s30 *)
Lemma s40_c503_p13 x (Hs30 : s30_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d==1 && e>=2 && f>=2: the board of s30 *)
Lemma s40_c504_p3 x (Hs30 : s30_claim x) (a e f : nat) :
  x = s40_board (2 + a) 0 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e==0 && f==0: the board of s29 *)
Lemma s40_c505_p10 x (Hs29 : s29_claim x) (a d : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e==0 && f==1: the board of s29 *)
Lemma s40_c506_p24 x (Hs29 : s29_claim x) (a d : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e==0 && f>=2: the board of s29 *)
Lemma s40_c507_p3 x (Hs29 : s29_claim x) (a d f : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e==1 && f==0: the board of s30 *)
Lemma s40_c508_p26 x (Hs30 : s30_claim x) (a d : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e==1 && f==1: the board of s30 *)
Lemma s40_c509_p13 x (Hs30 : s30_claim x) (a d : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e==1 && f>=2: the board of s30 *)
Lemma s40_c510_p3 x (Hs30 : s30_claim x) (a d f : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e>=2 && f==0: the board of s30 *)
Lemma s40_c511_p15 x (Hs30 : s30_claim x) (a d e : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e>=2 && f==1: the board of s30 *)
Lemma s40_c512_p13 x (Hs30 : s30_claim x) (a d e : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==0 && d>=2 && e>=2 && f>=2: the board of s30 *)
Lemma s40_c513_p3 x (Hs30 : s30_claim x) (a d e f : nat) :
  x = s40_board (2 + a) 0 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e==0 && f==0: the board of s33 *)
Lemma s40_c514_p21 x (Hs33 : s33_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 0 0 0 -> fst (s40_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e==0 && f==1: the board of s33 *)
Lemma s40_c515_p27 x (Hs33 : s33_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 0 0 1 -> fst (s40_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e==0 && f>=2: the board of s33 *)
Lemma s40_c516_p3 x (Hs33 : s33_claim x) (a f : nat) :
  x = s40_board (2 + a) 0 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e==1 && f==0: the board of s34 *)
Lemma s40_c517_p9 x (Hs34 : s34_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 0 1 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e==1 && f==1: the board of s34 *)
Lemma s40_c518_p13 x (Hs34 : s34_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 0 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e==1 && f>=2: the board of s34 *)
Lemma s40_c519_p3 x (Hs34 : s34_claim x) (a f : nat) :
  x = s40_board (2 + a) 0 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e>=2 && f==0: the board of s34 *)
Lemma s40_c520_p15 x (Hs34 : s34_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 1 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e>=2 && f==1: the board of s34 *)
Lemma s40_c521_p13 x (Hs34 : s34_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==0 && e>=2 && f>=2: the board of s34 *)
Lemma s40_c522_p3 x (Hs34 : s34_claim x) (a e f : nat) :
  x = s40_board (2 + a) 0 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e==0 && f==0: the board of s31 *)
Lemma s40_c523_p9 x (Hs31 : s31_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 1 0 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e==0 && f==1: the board of s31 *)
Lemma s40_c524_p24 x (Hs31 : s31_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 1 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e==0 && f>=2: the board of s31 *)
Lemma s40_c525_p3 x (Hs31 : s31_claim x) (a f : nat) :
  x = s40_board (2 + a) 0 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e==1 && f==0: the board of s39 *)
Lemma s40_c526_p26 x (Hs39 : s39_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 1 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e==1 && f==1: the board of s39 *)
Lemma s40_c527_p13 x (Hs39 : s39_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e==1 && f>=2: the board of s39 *)
Lemma s40_c528_p3 x (Hs39 : s39_claim x) (a f : nat) :
  x = s40_board (2 + a) 0 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e>=2 && f==0: the board of s39 *)
Lemma s40_c529_p15 x (Hs39 : s39_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e>=2 && f==1: the board of s39 *)
Lemma s40_c530_p13 x (Hs39 : s39_claim x) (a e : nat) :
  x = s40_board (2 + a) 0 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d==1 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c531_p3 x (Hs39 : s39_claim x) (a e f : nat) :
  x = s40_board (2 + a) 0 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e==0 && f==0: the board of s31 *)
Lemma s40_c532_p10 x (Hs31 : s31_claim x) (a d : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e==0 && f==1: the board of s31 *)
Lemma s40_c533_p24 x (Hs31 : s31_claim x) (a d : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e==0 && f>=2: the board of s31 *)
Lemma s40_c534_p3 x (Hs31 : s31_claim x) (a d f : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e==1 && f==0: the board of s39 *)
Lemma s40_c535_p26 x (Hs39 : s39_claim x) (a d : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e==1 && f==1: the board of s39 *)
Lemma s40_c536_p13 x (Hs39 : s39_claim x) (a d : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e==1 && f>=2: the board of s39 *)
Lemma s40_c537_p3 x (Hs39 : s39_claim x) (a d f : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e>=2 && f==0: the board of s39 *)
Lemma s40_c538_p15 x (Hs39 : s39_claim x) (a d e : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e>=2 && f==1: the board of s39 *)
Lemma s40_c539_p13 x (Hs39 : s39_claim x) (a d e : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c==1 && d>=2 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c540_p3 x (Hs39 : s39_claim x) (a d e f : nat) :
  x = s40_board (2 + a) 0 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 (2 + a) 1 (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e==0 && f==0: the board of s33 *)
Lemma s40_c541_p31 x (Hs33 : s33_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e==0 && f==1: the board of s33 *)
Lemma s40_c542_p33 x (Hs33 : s33_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e==0 && f>=2: the board of s33 *)
Lemma s40_c543_p3 x (Hs33 : s33_claim x) (a c f : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e==1 && f==0: the board of s34 *)
Lemma s40_c544_p9 x (Hs34 : s34_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e==1 && f==1: the board of s34 *)
Lemma s40_c545_p13 x (Hs34 : s34_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e==1 && f>=2: the board of s34 *)
Lemma s40_c546_p3 x (Hs34 : s34_claim x) (a c f : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e>=2 && f==0: the board of s34 *)
Lemma s40_c547_p15 x (Hs34 : s34_claim x) (a c e : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e>=2 && f==1: the board of s34 *)
Lemma s40_c548_p13 x (Hs34 : s34_claim x) (a c e : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==0 && e>=2 && f>=2: the board of s34 *)
Lemma s40_c549_p3 x (Hs34 : s34_claim x) (a c e f : nat) :
  x = s40_board (2 + a) 0 (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e==0 && f==0: the board of s31 *)
Lemma s40_c550_p9 x (Hs31 : s31_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e==0 && f==1: the board of s31 *)
Lemma s40_c551_p24 x (Hs31 : s31_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e==0 && f>=2: the board of s31 *)
Lemma s40_c552_p3 x (Hs31 : s31_claim x) (a c f : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e==1 && f==0: the board of s39 *)
Lemma s40_c553_p26 x (Hs39 : s39_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e==1 && f==1: the board of s39 *)
Lemma s40_c554_p13 x (Hs39 : s39_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e==1 && f>=2: the board of s39 *)
Lemma s40_c555_p3 x (Hs39 : s39_claim x) (a c f : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e>=2 && f==0: the board of s39 *)
Lemma s40_c556_p15 x (Hs39 : s39_claim x) (a c e : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e>=2 && f==1: the board of s39 *)
Lemma s40_c557_p13 x (Hs39 : s39_claim x) (a c e : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d==1 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c558_p3 x (Hs39 : s39_claim x) (a c e f : nat) :
  x = s40_board (2 + a) 0 (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e==0 && f==0: the board of s31 *)
Lemma s40_c559_p10 x (Hs31 : s31_claim x) (a c d : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e==0 && f==1: the board of s31 *)
Lemma s40_c560_p24 x (Hs31 : s31_claim x) (a c d : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e==0 && f>=2: the board of s31 *)
Lemma s40_c561_p3 x (Hs31 : s31_claim x) (a c d f : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e==1 && f==0: the board of s39 *)
Lemma s40_c562_p26 x (Hs39 : s39_claim x) (a c d : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e==1 && f==1: the board of s39 *)
Lemma s40_c563_p13 x (Hs39 : s39_claim x) (a c d : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e==1 && f>=2: the board of s39 *)
Lemma s40_c564_p3 x (Hs39 : s39_claim x) (a c d f : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e>=2 && f==0: the board of s39 *)
Lemma s40_c565_p15 x (Hs39 : s39_claim x) (a c d e : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e>=2 && f==1: the board of s39 *)
Lemma s40_c566_p13 x (Hs39 : s39_claim x) (a c d e : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==0 && c>=2 && d>=2 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c567_p3 x (Hs39 : s39_claim x) (a c d e f : nat) :
  x = s40_board (2 + a) 0 (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 (2 + a) (2 + c) (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e==0 && f==0: the board of s24 *)
Lemma s40_c568_p5 x (Hs24 : s24_claim x) (a : nat) :
  x = s40_board (2 + a) 1 0 0 0 0 -> fst (s40_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q5] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e==0 && f==1: the board of s24 *)
Lemma s40_c569_p19 x (Hs24 : s24_claim x) (a : nat) :
  x = s40_board (2 + a) 1 0 0 0 1 -> fst (s40_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q19] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e==0 && f>=2: the board of s24 *)
Lemma s40_c570_p3 x (Hs24 : s24_claim x) (a f : nat) :
  x = s40_board (2 + a) 1 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e==1 && f==0: the board of s27 *)
Lemma s40_c571_p7 x (Hs27 : s27_claim x) (a : nat) :
  x = s40_board (2 + a) 1 0 0 1 0 -> fst (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e==1 && f==1: the board of s27 *)
Lemma s40_c572_p34 x (Hs27 : s27_claim x) (a : nat) :
  x = s40_board (2 + a) 1 0 0 1 1 -> fst (s40_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q34] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e==1 && f>=2: the board of s27 *)
Lemma s40_c573_p3 x (Hs27 : s27_claim x) (a f : nat) :
  x = s40_board (2 + a) 1 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e>=2 && f==0: the board of s27 *)
Lemma s40_c574_p17 x (Hs27 : s27_claim x) (a e : nat) :
  x = s40_board (2 + a) 1 0 0 (2 + e) 0 -> fst (s40_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q17] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c574_p25 x (Hs27 : s27_claim x) (a e : nat) :
  x = s40_board (2 + a) 1 0 0 (2 + e) 0 -> fst (s40_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q25] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e>=2 && f==1: the board of s27 *)
Lemma s40_c575_p13 x (Hs27 : s27_claim x) (a e : nat) :
  x = s40_board (2 + a) 1 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==0 && e>=2 && f>=2: the board of s27 *)
Lemma s40_c576_p3 x (Hs27 : s27_claim x) (a e f : nat) :
  x = s40_board (2 + a) 1 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e==0 && f==0: the board of s28 *)
Lemma s40_c577_p32 x (Hs28 : s28_claim x) (a : nat) :
  x = s40_board (2 + a) 1 0 1 0 0 -> fst (s40_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q32] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e==0 && f==1: the board of s28 *)
Lemma s40_c578_p35 x (Hs28 : s28_claim x) (a : nat) :
  x = s40_board (2 + a) 1 0 1 0 1 -> fst (s40_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q35] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e==0 && f>=2: the board of s28 *)
Lemma s40_c579_p3 x (Hs28 : s28_claim x) (a f : nat) :
  x = s40_board (2 + a) 1 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

