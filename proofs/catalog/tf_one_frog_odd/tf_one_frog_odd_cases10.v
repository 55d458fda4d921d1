(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s34_c60_p8 x (Hs26 : s26_claim x) (a d : nat) :
  x = s34_board (2 + a) 0 1 (2 + d) -> fst (s34_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q8] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s34_c61_p13 x (Hs26 : s26_claim x) (a c : nat) :
  x = s34_board (2 + a) 0 (2 + c) 0 -> fst (s34_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q13] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s34_c61_p16 x (Hs26 : s26_claim x) (a c : nat) :
  x = s34_board (2 + a) 0 (2 + c) 0 -> fst (s34_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q16] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s34_c62_p27 x (Hs26 : s26_claim x) (a c : nat) :
  x = s34_board (2 + a) 0 (2 + c) 1 -> fst (s34_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q27] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s34_c63_p8 x (Hs26 : s26_claim x) (a c d : nat) :
  x = s34_board (2 + a) 0 (2 + c) (2 + d) -> fst (s34_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q8] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s33 *)
Lemma s34_c64_p14 x (Hs33 : s33_claim x) (a : nat) :
  x = s34_board (2 + a) 1 0 0 -> fst (s34_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q14] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s33 *)
Lemma s34_c65_p28 x (Hs33 : s33_claim x) (a : nat) :
  x = s34_board (2 + a) 1 0 1 -> fst (s34_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q28] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s33 *)
Lemma s34_c66_p29 x (Hs33 : s33_claim x) (a d : nat) :
  x = s34_board (2 + a) 1 0 (2 + d) -> fst (s34_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q29] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s34_c67_L (a : nat) : lmoves (s34_board (2 + a) 1 1 0) = [s36_board (1 + a) 1 1 1 0; s30_board (2 + a) 1 1 0; s33_board (2 + a) 1 1].
Proof. unfold s30_board, s33_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c67_R (a : nat) : rmoves (s34_board (2 + a) 1 1 0) = [s14_board (2 + a) 1 1].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s34_c67_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s34_board (2 + a) 1 1 0 -> fst (s34_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q17] in Hc |- *.
  rewrite tf_game_eq, (s34_c67_L a), (s34_c67_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s34_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 1 0 (opt_l _ _ _ (s34_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 1 (opt_l _ _ _ (s34_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH (2 + a) 1 1 (opt_r _ _ _ (s34_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s30_p13 Ho1 ltac:(zlia)).
  rewrite (s33_p2 Ho2 ltac:(zlia)).
  rewrite (s14_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c68_L (a : nat) : lmoves (s34_board (2 + a) 1 1 1) = [s36_board (1 + a) 1 1 1 1; s30_board (2 + a) 1 1 1; s33_board (2 + a) 1 2].
Proof. unfold s30_board, s33_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c68_R (a : nat) : rmoves (s34_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; E; T; F]) [(1, 1)]) (s14_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s34_c68_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s34_board (2 + a) 1 1 1 -> fst (s34_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c68_L a), (s34_c68_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s34_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 1 1 (opt_l _ _ _ (s34_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 2 (opt_l _ _ _ (s34_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s34_c68_R1 a)).
  pose proof (use_s14 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s34_c68_R a) ltac:(cbn [In]; left; reflexivity) (s34_c68_R1 a))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3 Ho3 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c69_L (a d : nat) : lmoves (s34_board (2 + a) 1 1 (2 + d)) = [s36_board (1 + a) 1 1 1 (2 + d); s30_board (2 + a) 1 1 (2 + d); s33_board (2 + a) 1 (3 + d)].
Proof. unfold s30_board, s33_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c69_R (a d : nat) : rmoves (s34_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s34_c69_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s34_board (2 + a) 1 1 (2 + d) -> fst (s34_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q9] in Hc |- *.
  rewrite tf_game_eq, (s34_c69_L a d), (s34_c69_R a d); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s34_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s34_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s34_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s34_c70_L (a c : nat) : lmoves (s34_board (2 + a) 1 (2 + c) 0) = [s36_board (1 + a) 1 1 (2 + c) 0; s30_board (2 + a) 1 (2 + c) 0; s34_board (2 + a) 1 (1 + c) 1].
Proof. unfold s30_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c70_R (a c : nat) : rmoves (s34_board (2 + a) 1 (2 + c) 0) = [s14_board (2 + a) 1 (2 + c)].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s34_c70_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s34_board (2 + a) 1 (2 + c) 0 -> fst (s34_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q13] in Hc |- *.
  rewrite tf_game_eq, (s34_c70_L a c), (s34_c70_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s34_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 (opt_l _ _ _ (s34_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s34_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s34_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c71_L (a c : nat) : lmoves (s34_board (2 + a) 1 (2 + c) 1) = [s36_board (1 + a) 1 1 (2 + c) 1; s30_board (2 + a) 1 (2 + c) 1; s34_board (2 + a) 1 (1 + c) 2].
Proof. unfold s30_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c71_R (a c : nat) : rmoves (s34_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s34_c71_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s34_board (2 + a) 1 (2 + c) 1 -> fst (s34_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c71_L a c), (s34_c71_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s34_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s34_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s34_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s34_c71_R1 a c)).
  pose proof (use_s14 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s34_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s34_c71_R1 a c))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c72_L (a c d : nat) : lmoves (s34_board (2 + a) 1 (2 + c) (2 + d)) = [s36_board (1 + a) 1 1 (2 + c) (2 + d); s30_board (2 + a) 1 (2 + c) (2 + d); s34_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s30_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c72_R (a c d : nat) : rmoves (s34_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s34_c72_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s34_board (2 + a) 1 (2 + c) (2 + d) -> fst (s34_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q9] in Hc |- *.
  rewrite tf_game_eq, (s34_c72_L a c d), (s34_c72_R a c d); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s34_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s34_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s34_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s33 *)
Lemma s34_c73_p21 x (Hs33 : s33_claim x) (a b : nat) :
  x = s34_board (2 + a) (2 + b) 0 0 -> fst (s34_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q21] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s33 *)
Lemma s34_c74_p22 x (Hs33 : s33_claim x) (a b : nat) :
  x = s34_board (2 + a) (2 + b) 0 1 -> fst (s34_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q22] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s33 *)
Lemma s34_c75_p29 x (Hs33 : s33_claim x) (a b d : nat) :
  x = s34_board (2 + a) (2 + b) 0 (2 + d) -> fst (s34_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q29] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s34_c76_L (a b : nat) : lmoves (s34_board (2 + a) (2 + b) 1 0) = [s36_board (1 + a) 1 (2 + b) 1 0; s39_board (2 + a) (1 + b) 1 1 0; s33_board (2 + a) (2 + b) 1].
Proof. unfold s33_board, s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c76_R (a b : nat) : rmoves (s34_board (2 + a) (2 + b) 1 0) = [s14_board (2 + a) (2 + b) 1].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s34_c76_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s34_board (2 + a) (2 + b) 1 0 -> fst (s34_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q17] in Hc |- *.
  rewrite tf_game_eq, (s34_c76_L a b), (s34_c76_R a b); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + b) 1 0 (opt_l _ _ _ (s34_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 1 1 0 (opt_l _ _ _ (s34_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s34_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s34_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s33_p4 Ho2 ltac:(zlia)).
  rewrite (s14_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c77_L (a b : nat) : lmoves (s34_board (2 + a) (2 + b) 1 1) = [s36_board (1 + a) 1 (2 + b) 1 1; s39_board (2 + a) (1 + b) 1 1 1; s33_board (2 + a) (2 + b) 2].
Proof. unfold s33_board, s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c77_R (a b : nat) : rmoves (s34_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]) (s14_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s34_c77_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s34_board (2 + a) (2 + b) 1 1 -> fst (s34_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c77_L a b), (s34_c77_R a b); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s34_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 1 1 1 (opt_l _ _ _ (s34_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s34_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s34_c77_R1 a b)).
  pose proof (use_s14 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s34_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s34_c77_R1 a b))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3 Ho3 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c78_L (a b d : nat) : lmoves (s34_board (2 + a) (2 + b) 1 (2 + d)) = [s36_board (1 + a) 1 (2 + b) 1 (2 + d); s39_board (2 + a) (1 + b) 1 1 (2 + d); s33_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s33_board, s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c78_R (a b d : nat) : rmoves (s34_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s34_c78_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s34_board (2 + a) (2 + b) 1 (2 + d) -> fst (s34_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q9] in Hc |- *.
  rewrite tf_game_eq, (s34_c78_L a b d), (s34_c78_R a b d); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s34_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s34_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s34_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s34_c79_L (a b c : nat) : lmoves (s34_board (2 + a) (2 + b) (2 + c) 0) = [s36_board (1 + a) 1 (2 + b) (2 + c) 0; s39_board (2 + a) (1 + b) 1 (2 + c) 0; s34_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c79_R (a b c : nat) : rmoves (s34_board (2 + a) (2 + b) (2 + c) 0) = [s14_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s34_c79_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s34_board (2 + a) (2 + b) (2 + c) 0 -> fst (s34_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q13] in Hc |- *.
  rewrite tf_game_eq, (s34_c79_L a b c), (s34_c79_R a b c); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s34_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s34_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s34_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s34_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c80_L (a b c : nat) : lmoves (s34_board (2 + a) (2 + b) (2 + c) 1) = [s36_board (1 + a) 1 (2 + b) (2 + c) 1; s39_board (2 + a) (1 + b) 1 (2 + c) 1; s34_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c80_R (a b c : nat) : rmoves (s34_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s34_c80_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s34_board (2 + a) (2 + b) (2 + c) 1 -> fst (s34_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c80_L a b c), (s34_c80_R a b c); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s34_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s34_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s34_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s34_c80_R1 a b c)).
  pose proof (use_s14 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s34_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s34_c80_R1 a b c))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c81_L (a b c d : nat) : lmoves (s34_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s36_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s39_board (2 + a) (1 + b) 1 (2 + c) (2 + d); s34_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c81_R (a b c d : nat) : rmoves (s34_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s34_c81_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s34_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s34_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q9] in Hc |- *.
  rewrite tf_game_eq, (s34_c81_L a b c d), (s34_c81_R a b c d); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s34_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s34_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s34_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d==0 && e==0: the board of s12 *)
Lemma s35_c1_p1 x (Hs12 : s12_claim x) :
  x = s35_board 0 0 0 0 0 -> fst (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q1] in Hc |- *.
  pose proof (Hs12 0 0 ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d==0 && e==1: the board of s12 *)
Lemma s35_c2_p2 x (Hs12 : s12_claim x) :
  x = s35_board 0 0 0 0 1 -> fst (s35_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q2] in Hc |- *.
  pose proof (Hs12 0 1 ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s12 *)
Lemma s35_c3_p3 x (Hs12 : s12_claim x) (e : nat) :
  x = s35_board 0 0 0 0 (2 + e) -> fst (s35_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q3] in Hc |- *.
  pose proof (Hs12 0 (2 + e) ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d==1 && e==0: the board of s13 *)
Lemma s35_c4_p4 x (Hs13 : s13_claim x) :
  x = s35_board 0 0 0 1 0 -> fst (s35_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs13 0 1 0 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d==1 && e==1: the board of s13 *)
Lemma s35_c5_p5 x (Hs13 : s13_claim x) :
  x = s35_board 0 0 0 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 0 1 1 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s13 *)
Lemma s35_c6_p5 x (Hs13 : s13_claim x) (e : nat) :
  x = s35_board 0 0 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 0 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s13 *)
Lemma s35_c7_p7 x (Hs13 : s13_claim x) (d : nat) :
  x = s35_board 0 0 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs13 0 (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s13 *)
Lemma s35_c8_p5 x (Hs13 : s13_claim x) (d : nat) :
  x = s35_board 0 0 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 0 (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s13 *)
Lemma s35_c9_p5 x (Hs13 : s13_claim x) (d e : nat) :
  x = s35_board 0 0 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d==0 && e==0: the board of s14 *)
Lemma s35_c10_p8 x (Hs14 : s14_claim x) :
  x = s35_board 0 0 1 0 0 -> fst (s35_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs14 0 1 0 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d==0 && e==1: the board of s14 *)
Lemma s35_c11_p5 x (Hs14 : s14_claim x) :
  x = s35_board 0 0 1 0 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 0 1 1 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s14 *)
Lemma s35_c12_p5 x (Hs14 : s14_claim x) (e : nat) :
  x = s35_board 0 0 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 0 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d==1 && e==0: the board of s22 *)
Lemma s35_c13_p7 x (Hs22 : s22_claim x) :
  x = s35_board 0 0 1 1 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 0 1 1 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d==1 && e==1: the board of s22 *)
Lemma s35_c14_p5 x (Hs22 : s22_claim x) :
  x = s35_board 0 0 1 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 0 1 1 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s22 *)
Lemma s35_c15_p5 x (Hs22 : s22_claim x) (e : nat) :
  x = s35_board 0 0 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s22 *)
Lemma s35_c16_p7 x (Hs22 : s22_claim x) (d : nat) :
  x = s35_board 0 0 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s22 *)
Lemma s35_c17_p5 x (Hs22 : s22_claim x) (d : nat) :
  x = s35_board 0 0 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s22 *)
Lemma s35_c18_p5 x (Hs22 : s22_claim x) (d e : nat) :
  x = s35_board 0 0 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s14 *)
Lemma s35_c19_p8 x (Hs14 : s14_claim x) (c : nat) :
  x = s35_board 0 0 (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs14 0 (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s14 *)
Lemma s35_c20_p5 x (Hs14 : s14_claim x) (c : nat) :
  x = s35_board 0 0 (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 0 (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s14 *)
Lemma s35_c21_p5 x (Hs14 : s14_claim x) (c e : nat) :
  x = s35_board 0 0 (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s22 *)
Lemma s35_c22_p7 x (Hs22 : s22_claim x) (c : nat) :
  x = s35_board 0 0 (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s22 *)
Lemma s35_c23_p5 x (Hs22 : s22_claim x) (c : nat) :
  x = s35_board 0 0 (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s22 *)
Lemma s35_c24_p5 x (Hs22 : s22_claim x) (c e : nat) :
  x = s35_board 0 0 (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s22 *)
Lemma s35_c25_p7 x (Hs22 : s22_claim x) (c d : nat) :
  x = s35_board 0 0 (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s22 *)
Lemma s35_c26_p5 x (Hs22 : s22_claim x) (c d : nat) :
  x = s35_board 0 0 (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s22 *)
Lemma s35_c27_p5 x (Hs22 : s22_claim x) (c d e : nat) :
  x = s35_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d==0 && e==0: the board of s20 *)
Lemma s35_c28_p9 x (Hs20 : s20_claim x) :
  x = s35_board 0 1 0 0 0 -> fst (s35_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q9] in Hc |- *.
  pose proof (Hs20 0 1 0 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s35_c29_p6 x (Hs20 : s20_claim x) :
  x = s35_board 0 1 0 0 1 -> fst (s35_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q6] in Hc |- *.
  pose proof (Hs20 0 1 1 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s35_c30_p5 x (Hs20 : s20_claim x) (e : nat) :
  x = s35_board 0 1 0 0 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs20 0 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d==1 && e==0: the board of s21 *)
Lemma s35_c31_p4 x (Hs21 : s21_claim x) :
  x = s35_board 0 1 0 1 0 -> fst (s35_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs21 0 1 1 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d==1 && e==1: the board of s21 *)
Lemma s35_c32_p5 x (Hs21 : s21_claim x) :
  x = s35_board 0 1 0 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 0 1 1 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s21 *)
Lemma s35_c33_p5 x (Hs21 : s21_claim x) (e : nat) :
  x = s35_board 0 1 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s21 *)
Lemma s35_c34_p7 x (Hs21 : s21_claim x) (d : nat) :
  x = s35_board 0 1 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs21 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s21 *)
Lemma s35_c35_p5 x (Hs21 : s21_claim x) (d : nat) :
  x = s35_board 0 1 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s21 *)
Lemma s35_c36_p5 x (Hs21 : s21_claim x) (d e : nat) :
  x = s35_board 0 1 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d==0 && e==0: the board of s23 *)
Lemma s35_c37_p8 x (Hs23 : s23_claim x) :
  x = s35_board 0 1 1 0 0 -> fst (s35_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 0 1 1 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d==0 && e==1: the board of s23 *)
Lemma s35_c38_p5 x (Hs23 : s23_claim x) :
  x = s35_board 0 1 1 0 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 0 1 1 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s23 *)
Lemma s35_c39_p5 x (Hs23 : s23_claim x) (e : nat) :
  x = s35_board 0 1 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c40_L : lmoves (s35_board 0 1 1 1 0) = [s22_board 0 2 1 0; s21_board 0 1 2 0; s23_board 0 1 1 1].
Proof. unfold s21_board, s22_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c40_R : rmoves (s35_board 0 1 1 1 0) = [s19_board 0 1 1 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s35_c40_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 0 1 1 1 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c40_L), (s35_c40_R); cbn [map].
  pose proof (use_s22 IH 0 2 1 0 (opt_l _ _ _ (s35_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 2 0 (opt_l _ _ _ (s35_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 1 1 (opt_l _ _ _ (s35_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 1 1 1 (opt_r _ _ _ (s35_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s21_p6 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c41_L : lmoves (s35_board 0 1 1 1 1) = [s22_board 0 2 1 1; s21_board 0 1 2 1; s23_board 0 1 1 2; strip [] ([E; T; E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c41_L4 : tf_norm (strip [] ([E; T; E; T; E; T; E; E; F]) [(1, 0)]) (s38_board 0 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c41_R : rmoves (s35_board 0 1 1 1 1) = [strip [] ([E; T; E; T; E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c41_R1 : tf_norm (strip [] ([E; T; E; T; E; T; F]) [(1, 2)]) (s19_board 0 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s35_c41_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 0 1 1 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c41_L), (s35_c41_R); cbn [map].
  pose proof (use_s22 IH 0 2 1 1 (opt_l _ _ _ (s35_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 2 1 (opt_l _ _ _ (s35_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 1 2 (opt_l _ _ _ (s35_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c41_L4)).
  pose proof (use_s38 IH 0 1 1 1 0 (opt_norm_l _ _ _ _ _ (s35_c41_L) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c41_L4))) as Ho3.
  rewrite (tf_norm_game (s35_c41_R1)).
  pose proof (use_s19 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s35_c41_R) ltac:(cbn [In]; left; reflexivity) (s35_c41_R1))) as Ho4.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c42_L (e : nat) : lmoves (s35_board 0 1 1 1 (2 + e)) = [s22_board 0 2 1 (2 + e); s21_board 0 1 2 (2 + e); s23_board 0 1 1 (3 + e); strip [] (E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c42_L4 (e : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 0 1 1 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c42_R (e : nat) : rmoves (s35_board 0 1 1 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s35_c42_p5 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s35_board 0 1 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c42_L e), (s35_c42_R e); cbn [map].
  pose proof (use_s22 IH 0 2 1 (2 + e) (opt_l _ _ _ (s35_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 2 (2 + e) (opt_l _ _ _ (s35_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 1 (3 + e) (opt_l _ _ _ (s35_c42_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c42_L4 e)).
  pose proof (use_s40 IH 0 1 1 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c42_L e) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c42_L4 e))) as Ho3.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p15 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s35_c43_L (d : nat) : lmoves (s35_board 0 1 1 (2 + d) 0) = [s22_board 0 2 (2 + d) 0; s21_board 0 1 (3 + d) 0; s35_board 0 1 1 (1 + d) 1].
Proof. unfold s21_board, s22_board, s35_board. tf_options. Qed.
Lemma s35_c43_R (d : nat) : rmoves (s35_board 0 1 1 (2 + d) 0) = [s19_board 0 1 1 (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s35_c43_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s35_board 0 1 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c43_L d), (s35_c43_R d); cbn [map].
  pose proof (use_s22 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s35_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 (3 + d) 0 (opt_l _ _ _ (s35_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s35_c43_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 1 1 (2 + d) (opt_r _ _ _ (s35_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s21_p6 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c44_L (d : nat) : lmoves (s35_board 0 1 1 (2 + d) 1) = [s22_board 0 2 (2 + d) 1; s21_board 0 1 (3 + d) 1; s35_board 0 1 1 (1 + d) 2; strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c44_L4 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board 0 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c44_R (d : nat) : rmoves (s35_board 0 1 1 (2 + d) 1) = [strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c44_R1 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board 0 1 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s35_c44_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s35_board 0 1 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c44_L d), (s35_c44_R d); cbn [map].
  pose proof (use_s22 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s35_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 (3 + d) 1 (opt_l _ _ _ (s35_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s35_c44_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c44_L4 d)).
  pose proof (use_s38 IH 0 1 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c44_L d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c44_L4 d))) as Ho3.
  rewrite (tf_norm_game (s35_c44_R1 d)).
  pose proof (use_s19 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s35_c44_R d) ltac:(cbn [In]; left; reflexivity) (s35_c44_R1 d))) as Ho4.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c45_L (d e : nat) : lmoves (s35_board 0 1 1 (2 + d) (2 + e)) = [s22_board 0 2 (2 + d) (2 + e); s21_board 0 1 (3 + d) (2 + e); s35_board 0 1 1 (1 + d) (3 + e); strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c45_L4 (d e : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 0 1 1 (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c45_R (d e : nat) : rmoves (s35_board 0 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s35_c45_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s35_board 0 1 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c45_L d e), (s35_c45_R d e); cbn [map].
  pose proof (use_s22 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s35_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 (3 + d) (2 + e) (opt_l _ _ _ (s35_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s35_c45_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c45_L4 d e)).
  pose proof (use_s40 IH 0 1 1 (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c45_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c45_L4 d e))) as Ho3.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p15 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s23 *)
Lemma s35_c46_p8 x (Hs23 : s23_claim x) (c : nat) :
  x = s35_board 0 1 (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s23 *)
Lemma s35_c47_p5 x (Hs23 : s23_claim x) (c : nat) :
  x = s35_board 0 1 (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s23 *)
Lemma s35_c48_p5 x (Hs23 : s23_claim x) (c e : nat) :
  x = s35_board 0 1 (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c49_L (c : nat) : lmoves (s35_board 0 1 (2 + c) 1 0) = [s22_board 0 (3 + c) 1 0; s35_board 0 1 (1 + c) 2 0; s23_board 0 1 (2 + c) 1].
Proof. unfold s22_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c49_R (c : nat) : rmoves (s35_board 0 1 (2 + c) 1 0) = [s19_board 0 1 (2 + c) 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s35_c49_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s35_board 0 1 (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c49_L c), (s35_c49_R c); cbn [map].
  pose proof (use_s22 IH 0 (3 + c) 1 0 (opt_l _ _ _ (s35_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s35_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s35_c49_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s35_c49_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c50_L (c : nat) : lmoves (s35_board 0 1 (2 + c) 1 1) = [s22_board 0 (3 + c) 1 1; s35_board 0 1 (1 + c) 2 1; s23_board 0 1 (2 + c) 2; strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c50_L4 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]) (s38_board 0 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c50_R (c : nat) : rmoves (s35_board 0 1 (2 + c) 1 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c50_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]) (s19_board 0 1 (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s35_c50_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s35_board 0 1 (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c50_L c), (s35_c50_R c); cbn [map].
  pose proof (use_s22 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s35_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s35_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 (2 + c) 2 (opt_l _ _ _ (s35_c50_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c50_L4 c)).
  pose proof (use_s38 IH 0 1 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s35_c50_L c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c50_L4 c))) as Ho3.
  rewrite (tf_norm_game (s35_c50_R1 c)).
  pose proof (use_s19 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s35_c50_R c) ltac:(cbn [In]; left; reflexivity) (s35_c50_R1 c))) as Ho4.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c51_L (c e : nat) : lmoves (s35_board 0 1 (2 + c) 1 (2 + e)) = [s22_board 0 (3 + c) 1 (2 + e); s35_board 0 1 (1 + c) 2 (2 + e); s23_board 0 1 (2 + c) (3 + e); strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c51_L4 (c e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 0 1 (2 + c) 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c51_R (c e : nat) : rmoves (s35_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s35_c51_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s35_board 0 1 (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c51_L c e), (s35_c51_R c e); cbn [map].
  pose proof (use_s22 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s35_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s35_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 (2 + c) (3 + e) (opt_l _ _ _ (s35_c51_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c51_L4 c e)).
  pose proof (use_s40 IH 0 1 (2 + c) 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c51_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c51_L4 c e))) as Ho3.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p15 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s35_c52_L (c d : nat) : lmoves (s35_board 0 1 (2 + c) (2 + d) 0) = [s22_board 0 (3 + c) (2 + d) 0; s35_board 0 1 (1 + c) (3 + d) 0; s35_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s22_board, s35_board. tf_options. Qed.
Lemma s35_c52_R (c d : nat) : rmoves (s35_board 0 1 (2 + c) (2 + d) 0) = [s19_board 0 1 (2 + c) (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s35_c52_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s35_board 0 1 (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c52_L c d), (s35_c52_R c d); cbn [map].
  pose proof (use_s22 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s35_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s35_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s35_c52_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s35_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c53_L (c d : nat) : lmoves (s35_board 0 1 (2 + c) (2 + d) 1) = [s22_board 0 (3 + c) (2 + d) 1; s35_board 0 1 (1 + c) (3 + d) 1; s35_board 0 1 (2 + c) (1 + d) 2; strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c53_L4 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board 0 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c53_R (c d : nat) : rmoves (s35_board 0 1 (2 + c) (2 + d) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c53_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board 0 1 (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s35_c53_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s35_board 0 1 (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c53_L c d), (s35_c53_R c d); cbn [map].
  pose proof (use_s22 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s35_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s35_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s35_c53_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c53_L4 c d)).
  pose proof (use_s38 IH 0 1 (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c53_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c53_L4 c d))) as Ho3.
  rewrite (tf_norm_game (s35_c53_R1 c d)).
  pose proof (use_s19 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s35_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s35_c53_R1 c d))) as Ho4.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c54_L (c d e : nat) : lmoves (s35_board 0 1 (2 + c) (2 + d) (2 + e)) = [s22_board 0 (3 + c) (2 + d) (2 + e); s35_board 0 1 (1 + c) (3 + d) (2 + e); s35_board 0 1 (2 + c) (1 + d) (3 + e); strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c54_L4 (c d e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 0 1 (2 + c) (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c54_R (c d e : nat) : rmoves (s35_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s35_c54_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s35_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c54_L c d e), (s35_c54_R c d e); cbn [map].
  pose proof (use_s22 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s35_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s35_c54_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c54_L4 c d e)).
  pose proof (use_s40 IH 0 1 (2 + c) (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c54_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c54_L4 c d e))) as Ho3.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p15 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s20 *)
Lemma s35_c55_p9 x (Hs20 : s20_claim x) (b : nat) :
  x = s35_board 0 (2 + b) 0 0 0 -> fst (s35_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q9] in Hc |- *.
  pose proof (Hs20 0 (2 + b) 0 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s35_c56_p6 x (Hs20 : s20_claim x) (b : nat) :
  x = s35_board 0 (2 + b) 0 0 1 -> fst (s35_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q6] in Hc |- *.
  pose proof (Hs20 0 (2 + b) 1 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s35_c57_p5 x (Hs20 : s20_claim x) (b e : nat) :
  x = s35_board 0 (2 + b) 0 0 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs20 0 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s21 *)
Lemma s35_c58_p4 x (Hs21 : s21_claim x) (b : nat) :
  x = s35_board 0 (2 + b) 0 1 0 -> fst (s35_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs21 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s21 *)
Lemma s35_c59_p5 x (Hs21 : s21_claim x) (b : nat) :
  x = s35_board 0 (2 + b) 0 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s21 *)
Lemma s35_c60_p5 x (Hs21 : s21_claim x) (b e : nat) :
  x = s35_board 0 (2 + b) 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s21 *)
Lemma s35_c61_p7 x (Hs21 : s21_claim x) (b d : nat) :
  x = s35_board 0 (2 + b) 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs21 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s21 *)
Lemma s35_c62_p5 x (Hs21 : s21_claim x) (b d : nat) :
  x = s35_board 0 (2 + b) 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s21 *)
Lemma s35_c63_p5 x (Hs21 : s21_claim x) (b d e : nat) :
  x = s35_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s23 *)
Lemma s35_c64_p8 x (Hs23 : s23_claim x) (b : nat) :
  x = s35_board 0 (2 + b) 1 0 0 -> fst (s35_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s23 *)
Lemma s35_c65_p5 x (Hs23 : s23_claim x) (b : nat) :
  x = s35_board 0 (2 + b) 1 0 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s23 *)
Lemma s35_c66_p5 x (Hs23 : s23_claim x) (b e : nat) :
  x = s35_board 0 (2 + b) 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c67_L (b : nat) : lmoves (s35_board 0 (2 + b) 1 1 0) = [s35_board 0 (1 + b) 2 1 0; s21_board 0 (2 + b) 2 0; s23_board 0 (2 + b) 1 1].
Proof. unfold s21_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c67_R (b : nat) : rmoves (s35_board 0 (2 + b) 1 1 0) = [s19_board 0 (2 + b) 1 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s35_c67_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 0 (2 + b) 1 1 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c67_L b), (s35_c67_R b); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s35_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) 2 0 (opt_l _ _ _ (s35_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s35_c67_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s35_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s21_p6 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c68_L (b : nat) : lmoves (s35_board 0 (2 + b) 1 1 1) = [s35_board 0 (1 + b) 2 1 1; s21_board 0 (2 + b) 2 1; s23_board 0 (2 + b) 1 2; strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c68_L4 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]) (s38_board 0 (2 + b) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c68_R (b : nat) : rmoves (s35_board 0 (2 + b) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c68_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]) (s19_board 0 (2 + b) 1 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s35_c68_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 0 (2 + b) 1 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c68_L b), (s35_c68_R b); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s35_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) 2 1 (opt_l _ _ _ (s35_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) 1 2 (opt_l _ _ _ (s35_c68_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c68_L4 b)).
  pose proof (use_s38 IH 0 (2 + b) 1 1 0 (opt_norm_l _ _ _ _ _ (s35_c68_L b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c68_L4 b))) as Ho3.
  rewrite (tf_norm_game (s35_c68_R1 b)).
  pose proof (use_s19 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s35_c68_R b) ltac:(cbn [In]; left; reflexivity) (s35_c68_R1 b))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c69_L (b e : nat) : lmoves (s35_board 0 (2 + b) 1 1 (2 + e)) = [s35_board 0 (1 + b) 2 1 (2 + e); s21_board 0 (2 + b) 2 (2 + e); s23_board 0 (2 + b) 1 (3 + e); strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c69_L4 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 0 (2 + b) 1 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c69_R (b e : nat) : rmoves (s35_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s35_c69_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s35_board 0 (2 + b) 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c69_L b e), (s35_c69_R b e); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s35_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) 2 (2 + e) (opt_l _ _ _ (s35_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) 1 (3 + e) (opt_l _ _ _ (s35_c69_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c69_L4 b e)).
  pose proof (use_s40 IH 0 (2 + b) 1 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c69_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c69_L4 b e))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p15 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s35_c70_L (b d : nat) : lmoves (s35_board 0 (2 + b) 1 (2 + d) 0) = [s35_board 0 (1 + b) 2 (2 + d) 0; s21_board 0 (2 + b) (3 + d) 0; s35_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s21_board, s35_board. tf_options. Qed.
Lemma s35_c70_R (b d : nat) : rmoves (s35_board 0 (2 + b) 1 (2 + d) 0) = [s19_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s35_c70_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s35_board 0 (2 + b) 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c70_L b d), (s35_c70_R b d); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s35_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) (3 + d) 0 (opt_l _ _ _ (s35_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s35_c70_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s35_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s21_p6 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c71_L (b d : nat) : lmoves (s35_board 0 (2 + b) 1 (2 + d) 1) = [s35_board 0 (1 + b) 2 (2 + d) 1; s21_board 0 (2 + b) (3 + d) 1; s35_board 0 (2 + b) 1 (1 + d) 2; strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s35_c71_L4 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board 0 (2 + b) 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c71_R (b d : nat) : rmoves (s35_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board 0 (2 + b) 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s35_c71_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s35_board 0 (2 + b) 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c71_L b d), (s35_c71_R b d); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s35_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) (3 + d) 1 (opt_l _ _ _ (s35_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s35_c71_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c71_L4 b d)).
  pose proof (use_s38 IH 0 (2 + b) 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c71_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c71_L4 b d))) as Ho3.
  rewrite (tf_norm_game (s35_c71_R1 b d)).
  pose proof (use_s19 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s35_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s35_c71_R1 b d))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c72_L (b d e : nat) : lmoves (s35_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s35_board 0 (1 + b) 2 (2 + d) (2 + e); s21_board 0 (2 + b) (3 + d) (2 + e); s35_board 0 (2 + b) 1 (1 + d) (3 + e); strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s35_c72_L4 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 0 (2 + b) 1 (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c72_R (b d e : nat) : rmoves (s35_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s35_c72_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s35_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c72_L b d e), (s35_c72_R b d e); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s35_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s35_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s35_c72_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c72_L4 b d e)).
  pose proof (use_s40 IH 0 (2 + b) 1 (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c72_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c72_L4 b d e))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p15 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s23 *)
Lemma s35_c73_p8 x (Hs23 : s23_claim x) (b c : nat) :
  x = s35_board 0 (2 + b) (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s23 *)
Lemma s35_c74_p5 x (Hs23 : s23_claim x) (b c : nat) :
  x = s35_board 0 (2 + b) (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s23 *)
Lemma s35_c75_p5 x (Hs23 : s23_claim x) (b c e : nat) :
  x = s35_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c76_L (b c : nat) : lmoves (s35_board 0 (2 + b) (2 + c) 1 0) = [s35_board 0 (1 + b) (3 + c) 1 0; s35_board 0 (2 + b) (1 + c) 2 0; s23_board 0 (2 + b) (2 + c) 1].
Proof. unfold s23_board, s35_board. tf_options. Qed.
Lemma s35_c76_R (b c : nat) : rmoves (s35_board 0 (2 + b) (2 + c) 1 0) = [s19_board 0 (2 + b) (2 + c) 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s35_c76_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s35_board 0 (2 + b) (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c76_L b c), (s35_c76_R b c); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s35_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s35_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) 1 (opt_l _ _ _ (s35_c76_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s35_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c77_L (b c : nat) : lmoves (s35_board 0 (2 + b) (2 + c) 1 1) = [s35_board 0 (1 + b) (3 + c) 1 1; s35_board 0 (2 + b) (1 + c) 2 1; s23_board 0 (2 + b) (2 + c) 2; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c77_L4 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]) (s38_board 0 (2 + b) (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c77_R (b c : nat) : rmoves (s35_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]) (s19_board 0 (2 + b) (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s35_c77_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s35_board 0 (2 + b) (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c77_L b c), (s35_c77_R b c); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s35_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s35_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) 2 (opt_l _ _ _ (s35_c77_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c77_L4 b c)).
  pose proof (use_s38 IH 0 (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s35_c77_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c77_L4 b c))) as Ho3.
  rewrite (tf_norm_game (s35_c77_R1 b c)).
  pose proof (use_s19 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s35_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s35_c77_R1 b c))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c78_L (b c e : nat) : lmoves (s35_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s35_board 0 (1 + b) (3 + c) 1 (2 + e); s35_board 0 (2 + b) (1 + c) 2 (2 + e); s23_board 0 (2 + b) (2 + c) (3 + e); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c78_L4 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 0 (2 + b) (2 + c) 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c78_R (b c e : nat) : rmoves (s35_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s35_c78_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s35_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c78_L b c e), (s35_c78_R b c e); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s35_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s35_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s35_c78_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c78_L4 b c e)).
  pose proof (use_s40 IH 0 (2 + b) (2 + c) 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c78_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c78_L4 b c e))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s23_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p15 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s35_c79_L (b c d : nat) : lmoves (s35_board 0 (2 + b) (2 + c) (2 + d) 0) = [s35_board 0 (1 + b) (3 + c) (2 + d) 0; s35_board 0 (2 + b) (1 + c) (3 + d) 0; s35_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s35_board. tf_options. Qed.
Lemma s35_c79_R (b c d : nat) : rmoves (s35_board 0 (2 + b) (2 + c) (2 + d) 0) = [s19_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s35_c79_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s35_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c79_L b c d), (s35_c79_R b c d); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s35_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s35_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s35_c79_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s35_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c80_L (b c d : nat) : lmoves (s35_board 0 (2 + b) (2 + c) (2 + d) 1) = [s35_board 0 (1 + b) (3 + c) (2 + d) 1; s35_board 0 (2 + b) (1 + c) (3 + d) 1; s35_board 0 (2 + b) (2 + c) (1 + d) 2; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c80_L4 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board 0 (2 + b) (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c80_R (b c d : nat) : rmoves (s35_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board 0 (2 + b) (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s35_c80_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s35_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c80_L b c d), (s35_c80_R b c d); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s35_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s35_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s35_c80_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c80_L4 b c d)).
  pose proof (use_s38 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c80_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c80_L4 b c d))) as Ho3.
  rewrite (tf_norm_game (s35_c80_R1 b c d)).
  pose proof (use_s19 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s35_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s35_c80_R1 b c d))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c81_L (b c d e : nat) : lmoves (s35_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s35_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s35_board 0 (2 + b) (1 + c) (3 + d) (2 + e); s35_board 0 (2 + b) (2 + c) (1 + d) (3 + e); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c81_L4 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 0 (2 + b) (2 + c) (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c81_R (b c d e : nat) : rmoves (s35_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s35_c81_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s35_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c81_L b c d e), (s35_c81_R b c d e); cbn [map].
  pose proof (use_s35 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s35_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s35_c81_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s35_c81_L4 b c d e)).
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c81_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity) (s35_c81_L4 b c d e))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p15 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d==0 && e==0: the board of s12 *)
Lemma s35_c82_p1 x (Hs12 : s12_claim x) :
  x = s35_board 1 0 0 0 0 -> fst (s35_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q1] in Hc |- *.
  pose proof (Hs12 1 0 ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d==0 && e==1: the board of s12 *)
Lemma s35_c83_p10 x (Hs12 : s12_claim x) :
  x = s35_board 1 0 0 0 1 -> fst (s35_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q10] in Hc |- *.
  pose proof (Hs12 1 1 ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s12 *)
Lemma s35_c84_p11 x (Hs12 : s12_claim x) (e : nat) :
  x = s35_board 1 0 0 0 (2 + e) -> fst (s35_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q11] in Hc |- *.
  pose proof (Hs12 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d==1 && e==0: the board of s13 *)
Lemma s35_c85_p4 x (Hs13 : s13_claim x) :
  x = s35_board 1 0 0 1 0 -> fst (s35_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs13 1 1 0 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d==1 && e==1: the board of s13 *)
Lemma s35_c86_p5 x (Hs13 : s13_claim x) :
  x = s35_board 1 0 0 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 1 1 1 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s13 *)
Lemma s35_c87_p5 x (Hs13 : s13_claim x) (e : nat) :
  x = s35_board 1 0 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s13 *)
Lemma s35_c88_p7 x (Hs13 : s13_claim x) (d : nat) :
  x = s35_board 1 0 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs13 1 (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s13 *)
Lemma s35_c89_p5 x (Hs13 : s13_claim x) (d : nat) :
  x = s35_board 1 0 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 1 (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s13 *)
Lemma s35_c90_p5 x (Hs13 : s13_claim x) (d e : nat) :
  x = s35_board 1 0 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d==0 && e==0: the board of s14 *)
Lemma s35_c91_p8 x (Hs14 : s14_claim x) :
  x = s35_board 1 0 1 0 0 -> fst (s35_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs14 1 1 0 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d==0 && e==1: the board of s14 *)
Lemma s35_c92_p5 x (Hs14 : s14_claim x) :
  x = s35_board 1 0 1 0 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 1 1 1 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s14 *)
Lemma s35_c93_p5 x (Hs14 : s14_claim x) (e : nat) :
  x = s35_board 1 0 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d==1 && e==0: the board of s22 *)
Lemma s35_c94_p7 x (Hs22 : s22_claim x) :
  x = s35_board 1 0 1 1 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 1 1 1 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d==1 && e==1: the board of s22 *)
Lemma s35_c95_p5 x (Hs22 : s22_claim x) :
  x = s35_board 1 0 1 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 1 1 1 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s22 *)
Lemma s35_c96_p5 x (Hs22 : s22_claim x) (e : nat) :
  x = s35_board 1 0 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s22 *)
Lemma s35_c97_p7 x (Hs22 : s22_claim x) (d : nat) :
  x = s35_board 1 0 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s22 *)
Lemma s35_c98_p5 x (Hs22 : s22_claim x) (d : nat) :
  x = s35_board 1 0 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s22 *)
Lemma s35_c99_p5 x (Hs22 : s22_claim x) (d e : nat) :
  x = s35_board 1 0 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s14 *)
Lemma s35_c100_p8 x (Hs14 : s14_claim x) (c : nat) :
  x = s35_board 1 0 (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs14 1 (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s14 *)
Lemma s35_c101_p5 x (Hs14 : s14_claim x) (c : nat) :
  x = s35_board 1 0 (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 1 (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s14 *)
Lemma s35_c102_p5 x (Hs14 : s14_claim x) (c e : nat) :
  x = s35_board 1 0 (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s22 *)
Lemma s35_c103_p7 x (Hs22 : s22_claim x) (c : nat) :
  x = s35_board 1 0 (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s22 *)
Lemma s35_c104_p5 x (Hs22 : s22_claim x) (c : nat) :
  x = s35_board 1 0 (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s22 *)
Lemma s35_c105_p5 x (Hs22 : s22_claim x) (c e : nat) :
  x = s35_board 1 0 (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s22 *)
Lemma s35_c106_p7 x (Hs22 : s22_claim x) (c d : nat) :
  x = s35_board 1 0 (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s22 *)
Lemma s35_c107_p5 x (Hs22 : s22_claim x) (c d : nat) :
  x = s35_board 1 0 (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s22 *)
Lemma s35_c108_p5 x (Hs22 : s22_claim x) (c d e : nat) :
  x = s35_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d==0 && e==0: the board of s20 *)
Lemma s35_c109_p9 x (Hs20 : s20_claim x) :
  x = s35_board 1 1 0 0 0 -> fst (s35_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q9] in Hc |- *.
  pose proof (Hs20 1 1 0 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s35_c110_p6 x (Hs20 : s20_claim x) :
  x = s35_board 1 1 0 0 1 -> fst (s35_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q6] in Hc |- *.
  pose proof (Hs20 1 1 1 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s35_c111_p5 x (Hs20 : s20_claim x) (e : nat) :
  x = s35_board 1 1 0 0 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs20 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d==1 && e==0: the board of s21 *)
Lemma s35_c112_p4 x (Hs21 : s21_claim x) :
  x = s35_board 1 1 0 1 0 -> fst (s35_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs21 1 1 1 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d==1 && e==1: the board of s21 *)
Lemma s35_c113_p5 x (Hs21 : s21_claim x) :
  x = s35_board 1 1 0 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 1 1 1 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s21 *)
Lemma s35_c114_p5 x (Hs21 : s21_claim x) (e : nat) :
  x = s35_board 1 1 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s21 *)
Lemma s35_c115_p7 x (Hs21 : s21_claim x) (d : nat) :
  x = s35_board 1 1 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs21 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s21 *)
Lemma s35_c116_p5 x (Hs21 : s21_claim x) (d : nat) :
  x = s35_board 1 1 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s21 *)
Lemma s35_c117_p5 x (Hs21 : s21_claim x) (d e : nat) :
  x = s35_board 1 1 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d==0 && e==0: the board of s23 *)
Lemma s35_c118_p8 x (Hs23 : s23_claim x) :
  x = s35_board 1 1 1 0 0 -> fst (s35_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 1 1 1 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d==0 && e==1: the board of s23 *)
Lemma s35_c119_p5 x (Hs23 : s23_claim x) :
  x = s35_board 1 1 1 0 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 1 1 1 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s23 *)
Lemma s35_c120_p5 x (Hs23 : s23_claim x) (e : nat) :
  x = s35_board 1 1 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c121_L : lmoves (s35_board 1 1 1 1 0) = [s35_board 0 2 1 1 0; s22_board 1 2 1 0; s21_board 1 1 2 0; s23_board 1 1 1 1].
Proof. unfold s21_board, s22_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c121_R : rmoves (s35_board 1 1 1 1 0) = [s19_board 1 1 1 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s35_c121_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 1 1 1 1 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c121_L), (s35_c121_R); cbn [map].
  pose proof (use_s35 IH 0 2 1 1 0 (opt_l _ _ _ (s35_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 2 1 0 (opt_l _ _ _ (s35_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 2 0 (opt_l _ _ _ (s35_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 1 1 1 (opt_l _ _ _ (s35_c121_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 1 1 1 (opt_r _ _ _ (s35_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c122_L : lmoves (s35_board 1 1 1 1 1) = [s35_board 0 2 1 1 1; s22_board 1 2 1 1; s21_board 1 1 2 1; s23_board 1 1 1 2; strip [] ([T; E; T; E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c122_L5 : tf_norm (strip [] ([T; E; T; E; T; E; T; E; E; F]) [(1, 0)]) (s38_board 1 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c122_R : rmoves (s35_board 1 1 1 1 1) = [strip [] ([T; E; T; E; T; E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c122_R1 : tf_norm (strip [] ([T; E; T; E; T; E; T; F]) [(1, 2)]) (s19_board 1 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s35_c122_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 1 1 1 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c122_L), (s35_c122_R); cbn [map].
  pose proof (use_s35 IH 0 2 1 1 1 (opt_l _ _ _ (s35_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 2 1 1 (opt_l _ _ _ (s35_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 2 1 (opt_l _ _ _ (s35_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 1 1 2 (opt_l _ _ _ (s35_c122_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c122_L5)).
  pose proof (use_s38 IH 1 1 1 1 0 (opt_norm_l _ _ _ _ _ (s35_c122_L) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c122_L5))) as Ho4.
  rewrite (tf_norm_game (s35_c122_R1)).
  pose proof (use_s19 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s35_c122_R) ltac:(cbn [In]; left; reflexivity) (s35_c122_R1))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c123_L (e : nat) : lmoves (s35_board 1 1 1 1 (2 + e)) = [s35_board 0 2 1 1 (2 + e); s22_board 1 2 1 (2 + e); s21_board 1 1 2 (2 + e); s23_board 1 1 1 (3 + e); strip [] (T :: E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c123_L5 (e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 1 1 1 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c123_R (e : nat) : rmoves (s35_board 1 1 1 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s35_c123_p5 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s35_board 1 1 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c123_L e), (s35_c123_R e); cbn [map].
  pose proof (use_s35 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s35_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 2 1 (2 + e) (opt_l _ _ _ (s35_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 2 (2 + e) (opt_l _ _ _ (s35_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 1 1 (3 + e) (opt_l _ _ _ (s35_c123_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c123_L5 e)).
  pose proof (use_s40 IH 1 1 1 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c123_L e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c123_L5 e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  assert (Hp4 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp4 as [Hp4|Hp4].
  {
    rewrite (s40_p15 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s35_c124_L (d : nat) : lmoves (s35_board 1 1 1 (2 + d) 0) = [s35_board 0 2 1 (2 + d) 0; s22_board 1 2 (2 + d) 0; s21_board 1 1 (3 + d) 0; s35_board 1 1 1 (1 + d) 1].
Proof. unfold s21_board, s22_board, s35_board. tf_options. Qed.
Lemma s35_c124_R (d : nat) : rmoves (s35_board 1 1 1 (2 + d) 0) = [s19_board 1 1 1 (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s35_c124_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s35_board 1 1 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c124_L d), (s35_c124_R d); cbn [map].
  pose proof (use_s35 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s35_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 2 (2 + d) 0 (opt_l _ _ _ (s35_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 (3 + d) 0 (opt_l _ _ _ (s35_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s35_c124_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 1 1 (2 + d) (opt_r _ _ _ (s35_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c125_L (d : nat) : lmoves (s35_board 1 1 1 (2 + d) 1) = [s35_board 0 2 1 (2 + d) 1; s22_board 1 2 (2 + d) 1; s21_board 1 1 (3 + d) 1; s35_board 1 1 1 (1 + d) 2; strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c125_L5 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board 1 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c125_R (d : nat) : rmoves (s35_board 1 1 1 (2 + d) 1) = [strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c125_R1 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board 1 1 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s35_c125_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s35_board 1 1 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c125_L d), (s35_c125_R d); cbn [map].
  pose proof (use_s35 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s35_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s35_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 (3 + d) 1 (opt_l _ _ _ (s35_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s35_c125_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c125_L5 d)).
  pose proof (use_s38 IH 1 1 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c125_L d) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c125_L5 d))) as Ho4.
  rewrite (tf_norm_game (s35_c125_R1 d)).
  pose proof (use_s19 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s35_c125_R d) ltac:(cbn [In]; left; reflexivity) (s35_c125_R1 d))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c126_L (d e : nat) : lmoves (s35_board 1 1 1 (2 + d) (2 + e)) = [s35_board 0 2 1 (2 + d) (2 + e); s22_board 1 2 (2 + d) (2 + e); s21_board 1 1 (3 + d) (2 + e); s35_board 1 1 1 (1 + d) (3 + e); strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c126_L5 (d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 1 1 1 (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c126_R (d e : nat) : rmoves (s35_board 1 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s35_c126_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s35_board 1 1 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c126_L d e), (s35_c126_R d e); cbn [map].
  pose proof (use_s35 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s35_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s35_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 (3 + d) (2 + e) (opt_l _ _ _ (s35_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s35_c126_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c126_L5 d e)).
  pose proof (use_s40 IH 1 1 1 (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c126_L d e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c126_L5 d e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  assert (Hp4 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp4 as [Hp4|Hp4].
  {
    rewrite (s40_p15 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s23 *)
Lemma s35_c127_p8 x (Hs23 : s23_claim x) (c : nat) :
  x = s35_board 1 1 (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s23 *)
Lemma s35_c128_p5 x (Hs23 : s23_claim x) (c : nat) :
  x = s35_board 1 1 (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s23 *)
Lemma s35_c129_p5 x (Hs23 : s23_claim x) (c e : nat) :
  x = s35_board 1 1 (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c130_L (c : nat) : lmoves (s35_board 1 1 (2 + c) 1 0) = [s35_board 0 2 (2 + c) 1 0; s22_board 1 (3 + c) 1 0; s35_board 1 1 (1 + c) 2 0; s23_board 1 1 (2 + c) 1].
Proof. unfold s22_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c130_R (c : nat) : rmoves (s35_board 1 1 (2 + c) 1 0) = [s19_board 1 1 (2 + c) 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s35_c130_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s35_board 1 1 (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c130_L c), (s35_c130_R c); cbn [map].
  pose proof (use_s35 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s35_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (3 + c) 1 0 (opt_l _ _ _ (s35_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) 2 0 (opt_l _ _ _ (s35_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s35_c130_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s35_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c131_L (c : nat) : lmoves (s35_board 1 1 (2 + c) 1 1) = [s35_board 0 2 (2 + c) 1 1; s22_board 1 (3 + c) 1 1; s35_board 1 1 (1 + c) 2 1; s23_board 1 1 (2 + c) 2; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c131_L5 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]) (s38_board 1 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c131_R (c : nat) : rmoves (s35_board 1 1 (2 + c) 1 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c131_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]) (s19_board 1 1 (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s35_c131_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s35_board 1 1 (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c131_L c), (s35_c131_R c); cbn [map].
  pose proof (use_s35 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s35_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s35_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s35_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 1 (2 + c) 2 (opt_l _ _ _ (s35_c131_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c131_L5 c)).
  pose proof (use_s38 IH 1 1 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s35_c131_L c) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c131_L5 c))) as Ho4.
  rewrite (tf_norm_game (s35_c131_R1 c)).
  pose proof (use_s19 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s35_c131_R c) ltac:(cbn [In]; left; reflexivity) (s35_c131_R1 c))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c132_L (c e : nat) : lmoves (s35_board 1 1 (2 + c) 1 (2 + e)) = [s35_board 0 2 (2 + c) 1 (2 + e); s22_board 1 (3 + c) 1 (2 + e); s35_board 1 1 (1 + c) 2 (2 + e); s23_board 1 1 (2 + c) (3 + e); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c132_L5 (c e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 1 1 (2 + c) 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c132_R (c e : nat) : rmoves (s35_board 1 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s35_c132_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s35_board 1 1 (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c132_L c e), (s35_c132_R c e); cbn [map].
  pose proof (use_s35 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s35_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s35_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s35_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 1 (2 + c) (3 + e) (opt_l _ _ _ (s35_c132_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c132_L5 c e)).
  pose proof (use_s40 IH 1 1 (2 + c) 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c132_L c e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c132_L5 c e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  assert (Hp4 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp4 as [Hp4|Hp4].
  {
    rewrite (s40_p15 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s35_c133_L (c d : nat) : lmoves (s35_board 1 1 (2 + c) (2 + d) 0) = [s35_board 0 2 (2 + c) (2 + d) 0; s22_board 1 (3 + c) (2 + d) 0; s35_board 1 1 (1 + c) (3 + d) 0; s35_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s22_board, s35_board. tf_options. Qed.
Lemma s35_c133_R (c d : nat) : rmoves (s35_board 1 1 (2 + c) (2 + d) 0) = [s19_board 1 1 (2 + c) (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s35_c133_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s35_board 1 1 (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c133_L c d), (s35_c133_R c d); cbn [map].
  pose proof (use_s35 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s35_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (3 + c) (2 + d) 0 (opt_l _ _ _ (s35_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s35_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s35_c133_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s35_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c134_L (c d : nat) : lmoves (s35_board 1 1 (2 + c) (2 + d) 1) = [s35_board 0 2 (2 + c) (2 + d) 1; s22_board 1 (3 + c) (2 + d) 1; s35_board 1 1 (1 + c) (3 + d) 1; s35_board 1 1 (2 + c) (1 + d) 2; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c134_L5 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board 1 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c134_R (c d : nat) : rmoves (s35_board 1 1 (2 + c) (2 + d) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c134_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board 1 1 (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s35_c134_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s35_board 1 1 (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c134_L c d), (s35_c134_R c d); cbn [map].
  pose proof (use_s35 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s35_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s35_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s35_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s35_c134_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c134_L5 c d)).
  pose proof (use_s38 IH 1 1 (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c134_L c d) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c134_L5 c d))) as Ho4.
  rewrite (tf_norm_game (s35_c134_R1 c d)).
  pose proof (use_s19 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s35_c134_R c d) ltac:(cbn [In]; left; reflexivity) (s35_c134_R1 c d))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c135_L (c d e : nat) : lmoves (s35_board 1 1 (2 + c) (2 + d) (2 + e)) = [s35_board 0 2 (2 + c) (2 + d) (2 + e); s22_board 1 (3 + c) (2 + d) (2 + e); s35_board 1 1 (1 + c) (3 + d) (2 + e); s35_board 1 1 (2 + c) (1 + d) (3 + e); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c135_L5 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 1 1 (2 + c) (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c135_R (c d e : nat) : rmoves (s35_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s35_c135_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s35_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c135_L c d e), (s35_c135_R c d e); cbn [map].
  pose proof (use_s35 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s35_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s35_c135_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c135_L5 c d e)).
  pose proof (use_s40 IH 1 1 (2 + c) (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c135_L c d e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c135_L5 c d e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  assert (Hp4 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp4 as [Hp4|Hp4].
  {
    rewrite (s40_p15 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s40_p26 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s20 *)
Lemma s35_c136_p9 x (Hs20 : s20_claim x) (b : nat) :
  x = s35_board 1 (2 + b) 0 0 0 -> fst (s35_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q9] in Hc |- *.
  pose proof (Hs20 1 (2 + b) 0 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s35_c137_p6 x (Hs20 : s20_claim x) (b : nat) :
  x = s35_board 1 (2 + b) 0 0 1 -> fst (s35_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q6] in Hc |- *.
  pose proof (Hs20 1 (2 + b) 1 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s35_c138_p5 x (Hs20 : s20_claim x) (b e : nat) :
  x = s35_board 1 (2 + b) 0 0 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs20 1 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s21 *)
Lemma s35_c139_p4 x (Hs21 : s21_claim x) (b : nat) :
  x = s35_board 1 (2 + b) 0 1 0 -> fst (s35_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs21 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s21 *)
Lemma s35_c140_p5 x (Hs21 : s21_claim x) (b : nat) :
  x = s35_board 1 (2 + b) 0 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

