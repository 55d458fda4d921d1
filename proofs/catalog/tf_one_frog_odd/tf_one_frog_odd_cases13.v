(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s36_c208_p22 x (Hs32 : s32_claim x) (a c : nat) :
  x = s36_board (2 + a) 1 (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s36_c209_p23 x (Hs32 : s32_claim x) (a c : nat) :
  x = s36_board (2 + a) 1 (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s36_c210_p40 x (Hs32 : s32_claim x) (a c e : nat) :
  x = s36_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s36_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q40] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c211_L (a c : nat) : lmoves (s36_board (2 + a) 1 (2 + c) 1 0) = [s36_board (1 + a) 2 (2 + c) 1 0; s34_board (2 + a) (3 + c) 1 0; s40_board (2 + a) 1 (1 + c) 1 1 0; s32_board (2 + a) 1 (2 + c) 1].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c211_R (a c : nat) : rmoves (s36_board (2 + a) 1 (2 + c) 1 0) = [s23_board (2 + a) 1 (2 + c) 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s36_c211_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s36_board (2 + a) 1 (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c211_L a c), (s36_c211_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s36_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (3 + c) 1 0 (opt_l _ _ _ (s36_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 1 1 0 (opt_l _ _ _ (s36_c211_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s36_c211_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s36_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s34_p17 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s32_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c212_L (a c : nat) : lmoves (s36_board (2 + a) 1 (2 + c) 1 1) = [s36_board (1 + a) 2 (2 + c) 1 1; s34_board (2 + a) (3 + c) 1 1; s40_board (2 + a) 1 (1 + c) 1 1 1; s32_board (2 + a) 1 (2 + c) 2].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c212_R (a c : nat) : rmoves (s36_board (2 + a) 1 (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c212_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]) (s23_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s36_c212_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s36_board (2 + a) 1 (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c212_L a c), (s36_c212_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s36_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (3 + c) 1 1 (opt_l _ _ _ (s36_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 1 1 1 (opt_l _ _ _ (s36_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 (2 + c) 2 (opt_l _ _ _ (s36_c212_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c212_R1 a c)).
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s36_c212_R a c) ltac:(cbn [In]; left; reflexivity) (s36_c212_R1 a c))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c213_L (a c e : nat) : lmoves (s36_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s36_board (1 + a) 2 (2 + c) 1 (2 + e); s34_board (2 + a) (3 + c) 1 (2 + e); s40_board (2 + a) 1 (1 + c) 1 1 (2 + e); s32_board (2 + a) 1 (2 + c) (3 + e)].
Proof. unfold s32_board, s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c213_R (a c e : nat) : rmoves (s36_board (2 + a) 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s36_c213_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s36_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c213_L a c e), (s36_c213_R a c e); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s36_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (3 + c) 1 (2 + e) (opt_l _ _ _ (s36_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 1 1 (2 + e) (opt_l _ _ _ (s36_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 (2 + c) (3 + e) (opt_l _ _ _ (s36_c213_L a c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c214_L (a c d : nat) : lmoves (s36_board (2 + a) 1 (2 + c) (2 + d) 0) = [s36_board (1 + a) 2 (2 + c) (2 + d) 0; s34_board (2 + a) (3 + c) (2 + d) 0; s40_board (2 + a) 1 (1 + c) 1 (2 + d) 0; s36_board (2 + a) 1 (2 + c) (1 + d) 1].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c214_R (a c d : nat) : rmoves (s36_board (2 + a) 1 (2 + c) (2 + d) 0) = [s23_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s36_c214_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s36_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c214_L a c d), (s36_c214_R a c d); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s36_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (3 + c) (2 + d) 0 (opt_l _ _ _ (s36_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 1 (2 + d) 0 (opt_l _ _ _ (s36_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s36_c214_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s36_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c215_L (a c d : nat) : lmoves (s36_board (2 + a) 1 (2 + c) (2 + d) 1) = [s36_board (1 + a) 2 (2 + c) (2 + d) 1; s34_board (2 + a) (3 + c) (2 + d) 1; s40_board (2 + a) 1 (1 + c) 1 (2 + d) 1; s36_board (2 + a) 1 (2 + c) (1 + d) 2].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c215_R (a c d : nat) : rmoves (s36_board (2 + a) 1 (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c215_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s36_c215_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s36_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c215_L a c d), (s36_c215_R a c d); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s36_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s36_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 1 (2 + d) 1 (opt_l _ _ _ (s36_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s36_c215_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c215_R1 a c d)).
  pose proof (use_s23 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s36_c215_R a c d) ltac:(cbn [In]; left; reflexivity) (s36_c215_R1 a c d))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c216_L (a c d e : nat) : lmoves (s36_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s36_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s34_board (2 + a) (3 + c) (2 + d) (2 + e); s40_board (2 + a) 1 (1 + c) 1 (2 + d) (2 + e); s36_board (2 + a) 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s34_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c216_R (a c d e : nat) : rmoves (s36_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s36_c216_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s36_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c216_L a c d e), (s36_c216_R a c d e); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s36_c216_L a c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s36_c217_p24 x (Hs24 : s24_claim x) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 0 0 0 -> fst (s36_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q24] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s36_c218_p37 x (Hs24 : s24_claim x) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 0 0 1 -> fst (s36_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q37] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s36_c219_p38 x (Hs24 : s24_claim x) (a b e : nat) :
  x = s36_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s36_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q38] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + e) ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s36_c220_p17 x (Hs27 : s27_claim x) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 0 1 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s36_c221_p27 x (Hs27 : s27_claim x) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 0 1 1 -> fst (s36_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q27] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s36_c222_p8 x (Hs27 : s27_claim x) (a b e : nat) :
  x = s36_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s36_c223_p13 x (Hs27 : s27_claim x) (a b d : nat) :
  x = s36_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c223_p28 x (Hs27 : s27_claim x) (a b d : nat) :
  x = s36_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s36_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q28] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s36_c224_p20 x (Hs27 : s27_claim x) (a b d : nat) :
  x = s36_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s36_c225_p8 x (Hs27 : s27_claim x) (a b d e : nat) :
  x = s36_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q8] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s36_c226_p14 x (Hs32 : s32_claim x) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 1 0 0 -> fst (s36_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s36_c227_p39 x (Hs32 : s32_claim x) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 1 0 1 -> fst (s36_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q39] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s36_c228_p40 x (Hs32 : s32_claim x) (a b e : nat) :
  x = s36_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s36_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q40] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c229_L (a b : nat) : lmoves (s36_board (2 + a) (2 + b) 1 1 0) = [s36_board (1 + a) (3 + b) 1 1 0; s36_board (2 + a) (1 + b) 2 1 0; s37_board (2 + a) (2 + b) 1 1 0; s32_board (2 + a) (2 + b) 1 1].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c229_R (a b : nat) : rmoves (s36_board (2 + a) (2 + b) 1 1 0) = [s23_board (2 + a) (2 + b) 1 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s36_c229_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 1 1 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c229_L a b), (s36_c229_R a b); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s36_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 2 1 0 (opt_l _ _ _ (s36_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 1 0 (opt_l _ _ _ (s36_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s36_c229_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s36_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s36_p17 Ho1 ltac:(zlia)).
  rewrite (s37_p7 Ho2 ltac:(zlia)).
  rewrite (s32_p22 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c230_L (a b : nat) : lmoves (s36_board (2 + a) (2 + b) 1 1 1) = [s36_board (1 + a) (3 + b) 1 1 1; s36_board (2 + a) (1 + b) 2 1 1; s37_board (2 + a) (2 + b) 1 1 1; s32_board (2 + a) (2 + b) 1 2].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c230_R (a b : nat) : rmoves (s36_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s36_c230_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 1 1 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c230_L a b), (s36_c230_R a b); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s36_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s36_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 1 1 (opt_l _ _ _ (s36_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) 1 2 (opt_l _ _ _ (s36_c230_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c230_R1 a b)).
  pose proof (use_s23 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s36_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s36_c230_R1 a b))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c231_L (a b e : nat) : lmoves (s36_board (2 + a) (2 + b) 1 1 (2 + e)) = [s36_board (1 + a) (3 + b) 1 1 (2 + e); s36_board (2 + a) (1 + b) 2 1 (2 + e); s37_board (2 + a) (2 + b) 1 1 (2 + e); s32_board (2 + a) (2 + b) 1 (3 + e)].
Proof. unfold s32_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c231_R (a b e : nat) : rmoves (s36_board (2 + a) (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s36_c231_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s36_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c231_L a b e), (s36_c231_R a b e); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s36_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s36_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_l _ _ _ (s36_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) 1 (3 + e) (opt_l _ _ _ (s36_c231_L a b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c232_L (a b d : nat) : lmoves (s36_board (2 + a) (2 + b) 1 (2 + d) 0) = [s36_board (1 + a) (3 + b) 1 (2 + d) 0; s36_board (2 + a) (1 + b) 2 (2 + d) 0; s37_board (2 + a) (2 + b) 1 (2 + d) 0; s36_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c232_R (a b d : nat) : rmoves (s36_board (2 + a) (2 + b) 1 (2 + d) 0) = [s23_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s36_c232_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s36_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c232_L a b d), (s36_c232_R a b d); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s36_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s36_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_l _ _ _ (s36_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s36_c232_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s36_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s36_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c233_L (a b d : nat) : lmoves (s36_board (2 + a) (2 + b) 1 (2 + d) 1) = [s36_board (1 + a) (3 + b) 1 (2 + d) 1; s36_board (2 + a) (1 + b) 2 (2 + d) 1; s37_board (2 + a) (2 + b) 1 (2 + d) 1; s36_board (2 + a) (2 + b) 1 (1 + d) 2].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c233_R (a b d : nat) : rmoves (s36_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s36_c233_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s36_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c233_L a b d), (s36_c233_R a b d); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s36_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s36_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_l _ _ _ (s36_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s36_c233_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c233_R1 a b d)).
  pose proof (use_s23 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s36_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s36_c233_R1 a b d))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c234_L (a b d e : nat) : lmoves (s36_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s36_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s36_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s37_board (2 + a) (2 + b) 1 (2 + d) (2 + e); s36_board (2 + a) (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s36_c234_R (a b d e : nat) : rmoves (s36_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s36_c234_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s36_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c234_L a b d e), (s36_c234_R a b d e); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s36_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s36_c234_L a b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s36_c235_p22 x (Hs32 : s32_claim x) (a b c : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s36_c236_p23 x (Hs32 : s32_claim x) (a b c : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s36_c237_p40 x (Hs32 : s32_claim x) (a b c e : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s36_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q40] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c238_L (a b c : nat) : lmoves (s36_board (2 + a) (2 + b) (2 + c) 1 0) = [s36_board (1 + a) (3 + b) (2 + c) 1 0; s36_board (2 + a) (1 + b) (3 + c) 1 0; s40_board (2 + a) (2 + b) (1 + c) 1 1 0; s32_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c238_R (a b c : nat) : rmoves (s36_board (2 + a) (2 + b) (2 + c) 1 0) = [s23_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s36_c238_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c238_L a b c), (s36_c238_R a b c); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s36_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s36_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 1 1 0 (opt_l _ _ _ (s36_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) (2 + c) 1 (opt_l _ _ _ (s36_c238_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s36_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s36_p17 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s32_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c239_L (a b c : nat) : lmoves (s36_board (2 + a) (2 + b) (2 + c) 1 1) = [s36_board (1 + a) (3 + b) (2 + c) 1 1; s36_board (2 + a) (1 + b) (3 + c) 1 1; s40_board (2 + a) (2 + b) (1 + c) 1 1 1; s32_board (2 + a) (2 + b) (2 + c) 2].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c239_R (a b c : nat) : rmoves (s36_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s36_c239_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c239_L a b c), (s36_c239_R a b c); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s36_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s36_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 1 1 1 (opt_l _ _ _ (s36_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) (2 + c) 2 (opt_l _ _ _ (s36_c239_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c239_R1 a b c)).
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s36_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s36_c239_R1 a b c))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c240_L (a b c e : nat) : lmoves (s36_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s36_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s36_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s40_board (2 + a) (2 + b) (1 + c) 1 1 (2 + e); s32_board (2 + a) (2 + b) (2 + c) (3 + e)].
Proof. unfold s32_board, s36_board, s40_board. tf_options. Qed.
Lemma s36_c240_R (a b c e : nat) : rmoves (s36_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s36_c240_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c240_L a b c e), (s36_c240_R a b c e); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s36_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s36_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 1 1 (2 + e) (opt_l _ _ _ (s36_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s36_c240_L a b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c241_L (a b c d : nat) : lmoves (s36_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s36_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s36_board (2 + a) (1 + b) (3 + c) (2 + d) 0; s40_board (2 + a) (2 + b) (1 + c) 1 (2 + d) 0; s36_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c241_R (a b c d : nat) : rmoves (s36_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s23_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s36_c241_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c241_L a b c d), (s36_c241_R a b c d); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s36_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s36_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) 0 (opt_l _ _ _ (s36_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s36_c241_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s36_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s36_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c242_L (a b c d : nat) : lmoves (s36_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s36_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s36_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s40_board (2 + a) (2 + b) (1 + c) 1 (2 + d) 1; s36_board (2 + a) (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c242_R (a b c d : nat) : rmoves (s36_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s36_c242_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c242_L a b c d), (s36_c242_R a b c d); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s36_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s36_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) 1 (opt_l _ _ _ (s36_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s36_c242_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s36_c242_R1 a b c d)).
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s36_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s36_c242_R1 a b c d))) as Ho4.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s36_p20 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s23_p5 Ho4 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c243_L (a b c d e : nat) : lmoves (s36_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s36_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s36_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s40_board (2 + a) (2 + b) (1 + c) 1 (2 + d) (2 + e); s36_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s36_board, s40_board. tf_options. Qed.
Lemma s36_c243_R (a b c d e : nat) : rmoves (s36_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s36_c243_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c243_L a b c d e), (s36_c243_R a b c d e); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s36_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s36_c243_L a b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  rewrite (s36_p8 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s37_c1_p1 x (Hs25 : s25_claim x) :
  x = s37_board 0 0 0 0 0 -> fst (s37_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s37_c2_p2 x (Hs25 : s25_claim x) :
  x = s37_board 0 0 0 0 1 -> fst (s37_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s37_c3_p3 x (Hs25 : s25_claim x) (e : nat) :
  x = s37_board 0 0 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + e) ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s37_c4_p4 x (Hs26 : s26_claim x) :
  x = s37_board 0 0 0 1 0 -> fst (s37_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q4] in Hc |- *.
  pose proof (Hs26 0 1 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s37_c5_p6 x (Hs26 : s26_claim x) :
  x = s37_board 0 0 0 1 1 -> fst (s37_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q6] in Hc |- *.
  pose proof (Hs26 0 1 1 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s37_c6_p3 x (Hs26 : s26_claim x) (e : nat) :
  x = s37_board 0 0 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs26 0 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s37_c7_p8 x (Hs26 : s26_claim x) (d : nat) :
  x = s37_board 0 0 0 (2 + d) 0 -> fst (s37_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q8] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c7_p11 x (Hs26 : s26_claim x) (d : nat) :
  x = s37_board 0 0 0 (2 + d) 0 -> fst (s37_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q11] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c7_p13 x (Hs26 : s26_claim x) (d : nat) :
  x = s37_board 0 0 0 (2 + d) 0 -> fst (s37_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q13] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s37_c8_p10 x (Hs26 : s26_claim x) (d : nat) :
  x = s37_board 0 0 0 (2 + d) 1 -> fst (s37_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q10] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c8_p12 x (Hs26 : s26_claim x) (d : nat) :
  x = s37_board 0 0 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s37_c9_p3 x (Hs26 : s26_claim x) (d e : nat) :
  x = s37_board 0 0 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs26 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s29 *)
Lemma s37_c10_p17 x (Hs29 : s29_claim x) :
  x = s37_board 0 0 1 0 0 -> fst (s37_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q17] in Hc |- *.
  pose proof (Hs29 0 1 0 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s29 *)
Lemma s37_c11_p19 x (Hs29 : s29_claim x) :
  x = s37_board 0 0 1 0 1 -> fst (s37_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q19] in Hc |- *.
  pose proof (Hs29 0 1 1 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s29 *)
Lemma s37_c12_p3 x (Hs29 : s29_claim x) (e : nat) :
  x = s37_board 0 0 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs29 0 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s30 *)
Lemma s37_c13_p7 x (Hs30 : s30_claim x) :
  x = s37_board 0 0 1 1 0 -> fst (s37_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs30 0 1 1 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s30 *)
Lemma s37_c14_p20 x (Hs30 : s30_claim x) :
  x = s37_board 0 0 1 1 1 -> fst (s37_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q20] in Hc |- *.
  pose proof (Hs30 0 1 1 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s30 *)
Lemma s37_c15_p3 x (Hs30 : s30_claim x) (e : nat) :
  x = s37_board 0 0 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s30 *)
Lemma s37_c16_p13 x (Hs30 : s30_claim x) (d : nat) :
  x = s37_board 0 0 1 (2 + d) 0 -> fst (s37_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q13] in Hc |- *.
  pose proof (Hs30 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c16_p21 x (Hs30 : s30_claim x) (d : nat) :
  x = s37_board 0 0 1 (2 + d) 0 -> fst (s37_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q21] in Hc |- *.
  pose proof (Hs30 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s30 *)
Lemma s37_c17_p12 x (Hs30 : s30_claim x) (d : nat) :
  x = s37_board 0 0 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s30 *)
Lemma s37_c18_p3 x (Hs30 : s30_claim x) (d e : nat) :
  x = s37_board 0 0 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s29 *)
Lemma s37_c19_p9 x (Hs29 : s29_claim x) (c : nat) :
  x = s37_board 0 0 (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs29 0 (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s29 *)
Lemma s37_c20_p22 x (Hs29 : s29_claim x) (c : nat) :
  x = s37_board 0 0 (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs29 0 (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s29 *)
Lemma s37_c21_p3 x (Hs29 : s29_claim x) (c e : nat) :
  x = s37_board 0 0 (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs29 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s30 *)
Lemma s37_c22_p23 x (Hs30 : s30_claim x) (c : nat) :
  x = s37_board 0 0 (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q23] in Hc |- *.
  pose proof (Hs30 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s30 *)
Lemma s37_c23_p12 x (Hs30 : s30_claim x) (c : nat) :
  x = s37_board 0 0 (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s30 *)
Lemma s37_c24_p3 x (Hs30 : s30_claim x) (c e : nat) :
  x = s37_board 0 0 (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s30 *)
Lemma s37_c25_p14 x (Hs30 : s30_claim x) (c d : nat) :
  x = s37_board 0 0 (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q14] in Hc |- *.
  pose proof (Hs30 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s30 *)
Lemma s37_c26_p12 x (Hs30 : s30_claim x) (c d : nat) :
  x = s37_board 0 0 (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s30 *)
Lemma s37_c27_p3 x (Hs30 : s30_claim x) (c d e : nat) :
  x = s37_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s37_c28_p5 x (Hs24 : s24_claim x) :
  x = s37_board 0 1 0 0 0 -> fst (s37_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q5] in Hc |- *.
  pose proof (Hs24 0 1 0 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s37_c29_p18 x (Hs24 : s24_claim x) :
  x = s37_board 0 1 0 0 1 -> fst (s37_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q18] in Hc |- *.
  pose proof (Hs24 0 1 1 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s37_c30_p3 x (Hs24 : s24_claim x) (e : nat) :
  x = s37_board 0 1 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs24 0 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s37_c31_p7 x (Hs27 : s27_claim x) :
  x = s37_board 0 1 0 1 0 -> fst (s37_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs27 0 1 1 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s37_c32_p24 x (Hs27 : s27_claim x) :
  x = s37_board 0 1 0 1 1 -> fst (s37_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q24] in Hc |- *.
  pose proof (Hs27 0 1 1 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s37_c33_p3 x (Hs27 : s27_claim x) (e : nat) :
  x = s37_board 0 1 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s37_c34_p13 x (Hs27 : s27_claim x) (d : nat) :
  x = s37_board 0 1 0 (2 + d) 0 -> fst (s37_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q13] in Hc |- *.
  pose proof (Hs27 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c34_p25 x (Hs27 : s27_claim x) (d : nat) :
  x = s37_board 0 1 0 (2 + d) 0 -> fst (s37_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q25] in Hc |- *.
  pose proof (Hs27 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s37_c35_p12 x (Hs27 : s27_claim x) (d : nat) :
  x = s37_board 0 1 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs27 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s37_c36_p3 x (Hs27 : s27_claim x) (d e : nat) :
  x = s37_board 0 1 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s37_c37_p27 x (Hs28 : s28_claim x) :
  x = s37_board 0 1 1 0 0 -> fst (s37_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q27] in Hc |- *.
  pose proof (Hs28 0 1 1 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s37_c38_p26 x (Hs28 : s28_claim x) :
  x = s37_board 0 1 1 0 1 -> fst (s37_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q26] in Hc |- *.
  pose proof (Hs28 0 1 1 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s37_c39_p3 x (Hs28 : s28_claim x) (e : nat) :
  x = s37_board 0 1 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c40_L : lmoves (s37_board 0 1 1 1 0) = [s39_board 0 1 1 1 0; s27_board 0 1 2 0; s28_board 0 1 1 1].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c40_R : rmoves (s37_board 0 1 1 1 0) = [s21_board 0 1 1 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s37_c40_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 0 1 1 1 0 -> fst (s37_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q7] in Hc |- *.
  rewrite tf_game_eq, (s37_c40_L), (s37_c40_R); cbn [map].
  pose proof (use_s39 IH 0 1 1 1 0 (opt_l _ _ _ (s37_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 2 0 (opt_l _ _ _ (s37_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 1 1 1 (opt_l _ _ _ (s37_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 0 1 1 1 (opt_r _ _ _ (s37_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s27_p19 Ho1 ltac:(zlia)).
  rewrite (s28_p11 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c41_L : lmoves (s37_board 0 1 1 1 1) = [s39_board 0 1 1 1 1; s27_board 0 1 2 1; s28_board 0 1 1 2].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c41_R : rmoves (s37_board 0 1 1 1 1) = [strip [] ([E; T; E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c41_R1 : tf_norm (strip [] ([E; T; E; E; T; E; T; F]) [(1, 1)]) (s21_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s37_c41_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 0 1 1 1 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c41_L), (s37_c41_R); cbn [map].
  pose proof (use_s39 IH 0 1 1 1 1 (opt_l _ _ _ (s37_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 2 1 (opt_l _ _ _ (s37_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 1 1 2 (opt_l _ _ _ (s37_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s37_c41_R1)).
  pose proof (use_s21 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s37_c41_R) ltac:(cbn [In]; left; reflexivity) (s37_c41_R1))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s27_p20 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c42_L (e : nat) : lmoves (s37_board 0 1 1 1 (2 + e)) = [s39_board 0 1 1 1 (2 + e); s27_board 0 1 2 (2 + e); s28_board 0 1 1 (3 + e)].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c42_R (e : nat) : rmoves (s37_board 0 1 1 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s37_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s37_board 0 1 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c42_L e), (s37_c42_R e); cbn [map].
  pose proof (use_s39 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s37_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 2 (2 + e) (opt_l _ _ _ (s37_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 1 1 (3 + e) (opt_l _ _ _ (s37_c42_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c43_L (d : nat) : lmoves (s37_board 0 1 1 (2 + d) 0) = [s39_board 0 1 1 (2 + d) 0; s27_board 0 1 (3 + d) 0; s37_board 0 1 1 (1 + d) 1].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c43_R (d : nat) : rmoves (s37_board 0 1 1 (2 + d) 0) = [s21_board 0 1 1 (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s37_c43_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s37_board 0 1 1 (2 + d) 0 -> fst (s37_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c43_L d), (s37_c43_R d); cbn [map].
  pose proof (use_s39 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s37_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 (3 + d) 0 (opt_l _ _ _ (s37_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s37_c43_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 0 1 1 (2 + d) (opt_r _ _ _ (s37_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s27_p12 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c44_L (d : nat) : lmoves (s37_board 0 1 1 (2 + d) 1) = [s39_board 0 1 1 (2 + d) 1; s27_board 0 1 (3 + d) 1; s37_board 0 1 1 (1 + d) 2].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c44_R (d : nat) : rmoves (s37_board 0 1 1 (2 + d) 1) = [strip [] (E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c44_R1 (d : nat) : tf_norm (strip [] (E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s37_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s37_board 0 1 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c44_L d), (s37_c44_R d); cbn [map].
  pose proof (use_s39 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s37_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 (3 + d) 1 (opt_l _ _ _ (s37_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s37_c44_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s37_c44_R1 d)).
  pose proof (use_s21 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s37_c44_R d) ltac:(cbn [In]; left; reflexivity) (s37_c44_R1 d))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s27_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c45_L (d e : nat) : lmoves (s37_board 0 1 1 (2 + d) (2 + e)) = [s39_board 0 1 1 (2 + d) (2 + e); s27_board 0 1 (3 + d) (2 + e); s37_board 0 1 1 (1 + d) (3 + e)].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c45_R (d e : nat) : rmoves (s37_board 0 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s37_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s37_board 0 1 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c45_L d e), (s37_c45_R d e); cbn [map].
  pose proof (use_s39 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 (3 + d) (2 + e) (opt_l _ _ _ (s37_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s37_c45_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s37_c46_p9 x (Hs28 : s28_claim x) (c : nat) :
  x = s37_board 0 1 (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs28 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s37_c47_p22 x (Hs28 : s28_claim x) (c : nat) :
  x = s37_board 0 1 (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs28 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s37_c48_p3 x (Hs28 : s28_claim x) (c e : nat) :
  x = s37_board 0 1 (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c49_L (c : nat) : lmoves (s37_board 0 1 (2 + c) 1 0) = [s39_board 0 1 (2 + c) 1 0; s37_board 0 1 (1 + c) 2 0; s28_board 0 1 (2 + c) 1].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c49_R (c : nat) : rmoves (s37_board 0 1 (2 + c) 1 0) = [s21_board 0 1 (2 + c) 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s37_c49_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s37_board 0 1 (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q23] in Hc |- *.
  rewrite tf_game_eq, (s37_c49_L c), (s37_c49_R c); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) 1 0 (opt_l _ _ _ (s37_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s37_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s37_c49_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s37_c49_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c50_L (c : nat) : lmoves (s37_board 0 1 (2 + c) 1 1) = [s39_board 0 1 (2 + c) 1 1; s37_board 0 1 (1 + c) 2 1; s28_board 0 1 (2 + c) 2].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c50_R (c : nat) : rmoves (s37_board 0 1 (2 + c) 1 1) = [strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c50_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s21_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s37_c50_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s37_board 0 1 (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c50_L c), (s37_c50_R c); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s37_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s37_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 1 (2 + c) 2 (opt_l _ _ _ (s37_c50_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s37_c50_R1 c)).
  pose proof (use_s21 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s37_c50_R c) ltac:(cbn [In]; left; reflexivity) (s37_c50_R1 c))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c51_L (c e : nat) : lmoves (s37_board 0 1 (2 + c) 1 (2 + e)) = [s39_board 0 1 (2 + c) 1 (2 + e); s37_board 0 1 (1 + c) 2 (2 + e); s28_board 0 1 (2 + c) (3 + e)].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c51_R (c e : nat) : rmoves (s37_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s37_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s37_board 0 1 (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c51_L c e), (s37_c51_R c e); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s37_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 1 (2 + c) (3 + e) (opt_l _ _ _ (s37_c51_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c52_L (c d : nat) : lmoves (s37_board 0 1 (2 + c) (2 + d) 0) = [s39_board 0 1 (2 + c) (2 + d) 0; s37_board 0 1 (1 + c) (3 + d) 0; s37_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c52_R (c d : nat) : rmoves (s37_board 0 1 (2 + c) (2 + d) 0) = [s21_board 0 1 (2 + c) (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s37_c52_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s37_board 0 1 (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c52_L c d), (s37_c52_R c d); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s37_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s37_c52_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s37_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c53_L (c d : nat) : lmoves (s37_board 0 1 (2 + c) (2 + d) 1) = [s39_board 0 1 (2 + c) (2 + d) 1; s37_board 0 1 (1 + c) (3 + d) 1; s37_board 0 1 (2 + c) (1 + d) 2].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c53_R (c d : nat) : rmoves (s37_board 0 1 (2 + c) (2 + d) 1) = [strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c53_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s37_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s37_board 0 1 (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c53_L c d), (s37_c53_R c d); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s37_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s37_c53_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s37_c53_R1 c d)).
  pose proof (use_s21 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s37_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s37_c53_R1 c d))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c54_L (c d e : nat) : lmoves (s37_board 0 1 (2 + c) (2 + d) (2 + e)) = [s39_board 0 1 (2 + c) (2 + d) (2 + e); s37_board 0 1 (1 + c) (3 + d) (2 + e); s37_board 0 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c54_R (c d e : nat) : rmoves (s37_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s37_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s37_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c54_L c d e), (s37_c54_R c d e); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s37_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s37_c54_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s37_c55_p5 x (Hs24 : s24_claim x) (b : nat) :
  x = s37_board 0 (2 + b) 0 0 0 -> fst (s37_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q5] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s37_c56_p18 x (Hs24 : s24_claim x) (b : nat) :
  x = s37_board 0 (2 + b) 0 0 1 -> fst (s37_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q18] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s37_c57_p3 x (Hs24 : s24_claim x) (b e : nat) :
  x = s37_board 0 (2 + b) 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s37_c58_p7 x (Hs27 : s27_claim x) (b : nat) :
  x = s37_board 0 (2 + b) 0 1 0 -> fst (s37_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s37_c59_p24 x (Hs27 : s27_claim x) (b : nat) :
  x = s37_board 0 (2 + b) 0 1 1 -> fst (s37_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q24] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s37_c60_p3 x (Hs27 : s27_claim x) (b e : nat) :
  x = s37_board 0 (2 + b) 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s37_c61_p15 x (Hs27 : s27_claim x) (b d : nat) :
  x = s37_board 0 (2 + b) 0 (2 + d) 0 -> fst (s37_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q15] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c61_p25 x (Hs27 : s27_claim x) (b d : nat) :
  x = s37_board 0 (2 + b) 0 (2 + d) 0 -> fst (s37_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q25] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s37_c62_p12 x (Hs27 : s27_claim x) (b d : nat) :
  x = s37_board 0 (2 + b) 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s37_c63_p3 x (Hs27 : s27_claim x) (b d e : nat) :
  x = s37_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s37_c64_p27 x (Hs28 : s28_claim x) (b : nat) :
  x = s37_board 0 (2 + b) 1 0 0 -> fst (s37_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q27] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s37_c65_p26 x (Hs28 : s28_claim x) (b : nat) :
  x = s37_board 0 (2 + b) 1 0 1 -> fst (s37_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q26] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s37_c66_p3 x (Hs28 : s28_claim x) (b e : nat) :
  x = s37_board 0 (2 + b) 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c67_L (b : nat) : lmoves (s37_board 0 (2 + b) 1 1 0) = [s40_board 0 (1 + b) 1 1 1 0; s27_board 0 (2 + b) 2 0; s28_board 0 (2 + b) 1 1].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c67_R (b : nat) : rmoves (s37_board 0 (2 + b) 1 1 0) = [s21_board 0 (2 + b) 1 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s37_c67_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 0 (2 + b) 1 1 0 -> fst (s37_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q7] in Hc |- *.
  rewrite tf_game_eq, (s37_c67_L b), (s37_c67_R b); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 1 1 0 (opt_l _ _ _ (s37_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) 2 0 (opt_l _ _ _ (s37_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s37_c67_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s37_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s27_p19 Ho1 ltac:(zlia)).
  rewrite (s28_p11 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c68_L (b : nat) : lmoves (s37_board 0 (2 + b) 1 1 1) = [s40_board 0 (1 + b) 1 1 1 1; s27_board 0 (2 + b) 2 1; s28_board 0 (2 + b) 1 2].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c68_R (b : nat) : rmoves (s37_board 0 (2 + b) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c68_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]) (s21_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s37_c68_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 0 (2 + b) 1 1 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c68_L b), (s37_c68_R b); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 1 1 1 (opt_l _ _ _ (s37_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) 2 1 (opt_l _ _ _ (s37_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 (2 + b) 1 2 (opt_l _ _ _ (s37_c68_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s37_c68_R1 b)).
  pose proof (use_s21 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s37_c68_R b) ltac:(cbn [In]; left; reflexivity) (s37_c68_R1 b))) as Ho3.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s27_p20 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c69_L (b e : nat) : lmoves (s37_board 0 (2 + b) 1 1 (2 + e)) = [s40_board 0 (1 + b) 1 1 1 (2 + e); s27_board 0 (2 + b) 2 (2 + e); s28_board 0 (2 + b) 1 (3 + e)].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c69_R (b e : nat) : rmoves (s37_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s37_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s37_board 0 (2 + b) 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c69_L b e), (s37_c69_R b e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 1 1 (2 + e) (opt_l _ _ _ (s37_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) 2 (2 + e) (opt_l _ _ _ (s37_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 (2 + b) 1 (3 + e) (opt_l _ _ _ (s37_c69_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c70_L (b d : nat) : lmoves (s37_board 0 (2 + b) 1 (2 + d) 0) = [s40_board 0 (1 + b) 1 1 (2 + d) 0; s27_board 0 (2 + b) (3 + d) 0; s37_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c70_R (b d : nat) : rmoves (s37_board 0 (2 + b) 1 (2 + d) 0) = [s21_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s37_c70_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s37_board 0 (2 + b) 1 (2 + d) 0 -> fst (s37_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c70_L b d), (s37_c70_R b d); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 1 (2 + d) 0 (opt_l _ _ _ (s37_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) (3 + d) 0 (opt_l _ _ _ (s37_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s37_c70_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s37_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s27_p12 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c71_L (b d : nat) : lmoves (s37_board 0 (2 + b) 1 (2 + d) 1) = [s40_board 0 (1 + b) 1 1 (2 + d) 1; s27_board 0 (2 + b) (3 + d) 1; s37_board 0 (2 + b) 1 (1 + d) 2].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c71_R (b d : nat) : rmoves (s37_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s37_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s37_board 0 (2 + b) 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c71_L b d), (s37_c71_R b d); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 1 (2 + d) 1 (opt_l _ _ _ (s37_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) (3 + d) 1 (opt_l _ _ _ (s37_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s37_c71_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s37_c71_R1 b d)).
  pose proof (use_s21 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s37_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s37_c71_R1 b d))) as Ho3.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s27_p20 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c72_L (b d e : nat) : lmoves (s37_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s40_board 0 (1 + b) 1 1 (2 + d) (2 + e); s27_board 0 (2 + b) (3 + d) (2 + e); s37_board 0 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c72_R (b d e : nat) : rmoves (s37_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s37_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s37_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c72_L b d e), (s37_c72_R b d e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s37_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s37_c72_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s37_c73_p9 x (Hs28 : s28_claim x) (b c : nat) :
  x = s37_board 0 (2 + b) (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s37_c74_p22 x (Hs28 : s28_claim x) (b c : nat) :
  x = s37_board 0 (2 + b) (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s37_c75_p3 x (Hs28 : s28_claim x) (b c e : nat) :
  x = s37_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c76_L (b c : nat) : lmoves (s37_board 0 (2 + b) (2 + c) 1 0) = [s40_board 0 (1 + b) 1 (2 + c) 1 0; s37_board 0 (2 + b) (1 + c) 2 0; s28_board 0 (2 + b) (2 + c) 1].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c76_R (b c : nat) : rmoves (s37_board 0 (2 + b) (2 + c) 1 0) = [s21_board 0 (2 + b) (2 + c) 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s37_c76_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s37_board 0 (2 + b) (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q23] in Hc |- *.
  rewrite tf_game_eq, (s37_c76_L b c), (s37_c76_R b c); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 (2 + c) 1 0 (opt_l _ _ _ (s37_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s37_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 (2 + b) (2 + c) 1 (opt_l _ _ _ (s37_c76_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s37_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c77_L (b c : nat) : lmoves (s37_board 0 (2 + b) (2 + c) 1 1) = [s40_board 0 (1 + b) 1 (2 + c) 1 1; s37_board 0 (2 + b) (1 + c) 2 1; s28_board 0 (2 + b) (2 + c) 2].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c77_R (b c : nat) : rmoves (s37_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s21_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s37_c77_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s37_board 0 (2 + b) (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c77_L b c), (s37_c77_R b c); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 (2 + c) 1 1 (opt_l _ _ _ (s37_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s37_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 (2 + b) (2 + c) 2 (opt_l _ _ _ (s37_c77_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s37_c77_R1 b c)).
  pose proof (use_s21 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s37_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s37_c77_R1 b c))) as Ho3.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c78_L (b c e : nat) : lmoves (s37_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s40_board 0 (1 + b) 1 (2 + c) 1 (2 + e); s37_board 0 (2 + b) (1 + c) 2 (2 + e); s28_board 0 (2 + b) (2 + c) (3 + e)].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c78_R (b c e : nat) : rmoves (s37_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s37_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s37_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c78_L b c e), (s37_c78_R b c e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s37_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 0 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s37_c78_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c79_L (b c d : nat) : lmoves (s37_board 0 (2 + b) (2 + c) (2 + d) 0) = [s40_board 0 (1 + b) 1 (2 + c) (2 + d) 0; s37_board 0 (2 + b) (1 + c) (3 + d) 0; s37_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c79_R (b c d : nat) : rmoves (s37_board 0 (2 + b) (2 + c) (2 + d) 0) = [s21_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s37_c79_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s37_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c79_L b c d), (s37_c79_R b c d); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s37_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s37_c79_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s21 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s37_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c80_L (b c d : nat) : lmoves (s37_board 0 (2 + b) (2 + c) (2 + d) 1) = [s40_board 0 (1 + b) 1 (2 + c) (2 + d) 1; s37_board 0 (2 + b) (1 + c) (3 + d) 1; s37_board 0 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c80_R (b c d : nat) : rmoves (s37_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s37_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s37_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c80_L b c d), (s37_c80_R b c d); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s37_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s37_c80_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s37_c80_R1 b c d)).
  pose proof (use_s21 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s37_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s37_c80_R1 b c d))) as Ho3.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s21_p5 Ho3 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c81_L (b c d e : nat) : lmoves (s37_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s40_board 0 (1 + b) 1 (2 + c) (2 + d) (2 + e); s37_board 0 (2 + b) (1 + c) (3 + d) (2 + e); s37_board 0 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c81_R (b c d e : nat) : rmoves (s37_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s37_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s37_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c81_L b c d e), (s37_c81_R b c d e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s37_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s37_c81_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s37_c82_p28 x (Hs25 : s25_claim x) :
  x = s37_board 1 0 0 0 0 -> fst (s37_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q28] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s37_c83_p29 x (Hs25 : s25_claim x) :
  x = s37_board 1 0 0 0 1 -> fst (s37_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q29] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s37_c84_p3 x (Hs25 : s25_claim x) (e : nat) :
  x = s37_board 1 0 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s37_c85_p30 x (Hs26 : s26_claim x) :
  x = s37_board 1 0 0 1 0 -> fst (s37_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q30] in Hc |- *.
  pose proof (Hs26 1 1 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s37_c86_p6 x (Hs26 : s26_claim x) :
  x = s37_board 1 0 0 1 1 -> fst (s37_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q6] in Hc |- *.
  pose proof (Hs26 1 1 1 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s37_c87_p3 x (Hs26 : s26_claim x) (e : nat) :
  x = s37_board 1 0 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs26 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s37_c88_p8 x (Hs26 : s26_claim x) (d : nat) :
  x = s37_board 1 0 0 (2 + d) 0 -> fst (s37_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q8] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c88_p13 x (Hs26 : s26_claim x) (d : nat) :
  x = s37_board 1 0 0 (2 + d) 0 -> fst (s37_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q13] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s37_c89_p12 x (Hs26 : s26_claim x) (d : nat) :
  x = s37_board 1 0 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s37_c90_p3 x (Hs26 : s26_claim x) (d e : nat) :
  x = s37_board 1 0 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs26 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s29 *)
Lemma s37_c91_p17 x (Hs29 : s29_claim x) :
  x = s37_board 1 0 1 0 0 -> fst (s37_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q17] in Hc |- *.
  pose proof (Hs29 1 1 0 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s29 *)
Lemma s37_c92_p19 x (Hs29 : s29_claim x) :
  x = s37_board 1 0 1 0 1 -> fst (s37_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q19] in Hc |- *.
  pose proof (Hs29 1 1 1 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s29 *)
Lemma s37_c93_p3 x (Hs29 : s29_claim x) (e : nat) :
  x = s37_board 1 0 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs29 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s30 *)
Lemma s37_c94_p7 x (Hs30 : s30_claim x) :
  x = s37_board 1 0 1 1 0 -> fst (s37_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs30 1 1 1 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s30 *)
Lemma s37_c95_p12 x (Hs30 : s30_claim x) :
  x = s37_board 1 0 1 1 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 1 1 1 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s30 *)
Lemma s37_c96_p3 x (Hs30 : s30_claim x) (e : nat) :
  x = s37_board 1 0 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s30 *)
Lemma s37_c97_p14 x (Hs30 : s30_claim x) (d : nat) :
  x = s37_board 1 0 1 (2 + d) 0 -> fst (s37_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q14] in Hc |- *.
  pose proof (Hs30 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s30 *)
Lemma s37_c98_p12 x (Hs30 : s30_claim x) (d : nat) :
  x = s37_board 1 0 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s30 *)
Lemma s37_c99_p3 x (Hs30 : s30_claim x) (d e : nat) :
  x = s37_board 1 0 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s29 *)
Lemma s37_c100_p9 x (Hs29 : s29_claim x) (c : nat) :
  x = s37_board 1 0 (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs29 1 (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s29 *)
Lemma s37_c101_p22 x (Hs29 : s29_claim x) (c : nat) :
  x = s37_board 1 0 (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs29 1 (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s29 *)
Lemma s37_c102_p3 x (Hs29 : s29_claim x) (c e : nat) :
  x = s37_board 1 0 (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs29 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s30 *)
Lemma s37_c103_p23 x (Hs30 : s30_claim x) (c : nat) :
  x = s37_board 1 0 (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q23] in Hc |- *.
  pose proof (Hs30 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s30 *)
Lemma s37_c104_p12 x (Hs30 : s30_claim x) (c : nat) :
  x = s37_board 1 0 (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s30 *)
Lemma s37_c105_p3 x (Hs30 : s30_claim x) (c e : nat) :
  x = s37_board 1 0 (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s30 *)
Lemma s37_c106_p14 x (Hs30 : s30_claim x) (c d : nat) :
  x = s37_board 1 0 (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q14] in Hc |- *.
  pose proof (Hs30 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s30 *)
Lemma s37_c107_p12 x (Hs30 : s30_claim x) (c d : nat) :
  x = s37_board 1 0 (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s30 *)
Lemma s37_c108_p3 x (Hs30 : s30_claim x) (c d e : nat) :
  x = s37_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s37_c109_p5 x (Hs24 : s24_claim x) :
  x = s37_board 1 1 0 0 0 -> fst (s37_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q5] in Hc |- *.
  pose proof (Hs24 1 1 0 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s37_c110_p18 x (Hs24 : s24_claim x) :
  x = s37_board 1 1 0 0 1 -> fst (s37_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q18] in Hc |- *.
  pose proof (Hs24 1 1 1 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s37_c111_p3 x (Hs24 : s24_claim x) (e : nat) :
  x = s37_board 1 1 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs24 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s37_c112_p7 x (Hs27 : s27_claim x) :
  x = s37_board 1 1 0 1 0 -> fst (s37_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs27 1 1 1 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s37_c113_p24 x (Hs27 : s27_claim x) :
  x = s37_board 1 1 0 1 1 -> fst (s37_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q24] in Hc |- *.
  pose proof (Hs27 1 1 1 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s37_c114_p3 x (Hs27 : s27_claim x) (e : nat) :
  x = s37_board 1 1 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s37_c115_p13 x (Hs27 : s27_claim x) (d : nat) :
  x = s37_board 1 1 0 (2 + d) 0 -> fst (s37_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q13] in Hc |- *.
  pose proof (Hs27 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c115_p25 x (Hs27 : s27_claim x) (d : nat) :
  x = s37_board 1 1 0 (2 + d) 0 -> fst (s37_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q25] in Hc |- *.
  pose proof (Hs27 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s37_c116_p12 x (Hs27 : s27_claim x) (d : nat) :
  x = s37_board 1 1 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs27 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s37_c117_p3 x (Hs27 : s27_claim x) (d e : nat) :
  x = s37_board 1 1 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s37_c118_p27 x (Hs28 : s28_claim x) :
  x = s37_board 1 1 1 0 0 -> fst (s37_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q27] in Hc |- *.
  pose proof (Hs28 1 1 1 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s37_c119_p26 x (Hs28 : s28_claim x) :
  x = s37_board 1 1 1 0 1 -> fst (s37_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q26] in Hc |- *.
  pose proof (Hs28 1 1 1 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s37_c120_p3 x (Hs28 : s28_claim x) (e : nat) :
  x = s37_board 1 1 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c121_L : lmoves (s37_board 1 1 1 1 0) = [s37_board 0 2 1 1 0; s39_board 1 1 1 1 0; s27_board 1 1 2 0; s28_board 1 1 1 1].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c121_R : rmoves (s37_board 1 1 1 1 0) = [s21_board 1 1 1 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s37_c121_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 1 1 1 1 0 -> fst (s37_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q7] in Hc |- *.
  rewrite tf_game_eq, (s37_c121_L), (s37_c121_R); cbn [map].
  pose proof (use_s37 IH 0 2 1 1 0 (opt_l _ _ _ (s37_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 1 1 0 (opt_l _ _ _ (s37_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 2 0 (opt_l _ _ _ (s37_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 1 1 1 (opt_l _ _ _ (s37_c121_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH 1 1 1 1 (opt_r _ _ _ (s37_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s27_p19 Ho2 ltac:(zlia)).
  rewrite (s28_p11 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c122_L : lmoves (s37_board 1 1 1 1 1) = [s37_board 0 2 1 1 1; s39_board 1 1 1 1 1; s27_board 1 1 2 1; s28_board 1 1 1 2].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c122_R : rmoves (s37_board 1 1 1 1 1) = [strip [] ([T; E; T; E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c122_R1 : tf_norm (strip [] ([T; E; T; E; E; T; E; T; F]) [(1, 1)]) (s21_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s37_c122_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 1 1 1 1 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c122_L), (s37_c122_R); cbn [map].
  pose proof (use_s37 IH 0 2 1 1 1 (opt_l _ _ _ (s37_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 1 1 1 (opt_l _ _ _ (s37_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 2 1 (opt_l _ _ _ (s37_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 1 1 2 (opt_l _ _ _ (s37_c122_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c122_R1)).
  pose proof (use_s21 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s37_c122_R) ltac:(cbn [In]; left; reflexivity) (s37_c122_R1))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c123_L (e : nat) : lmoves (s37_board 1 1 1 1 (2 + e)) = [s37_board 0 2 1 1 (2 + e); s39_board 1 1 1 1 (2 + e); s27_board 1 1 2 (2 + e); s28_board 1 1 1 (3 + e)].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c123_R (e : nat) : rmoves (s37_board 1 1 1 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s37_c123_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s37_board 1 1 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c123_L e), (s37_c123_R e); cbn [map].
  pose proof (use_s37 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s37_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 1 1 (2 + e) (opt_l _ _ _ (s37_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 2 (2 + e) (opt_l _ _ _ (s37_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 1 1 (3 + e) (opt_l _ _ _ (s37_c123_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c124_L (d : nat) : lmoves (s37_board 1 1 1 (2 + d) 0) = [s37_board 0 2 1 (2 + d) 0; s39_board 1 1 1 (2 + d) 0; s27_board 1 1 (3 + d) 0; s37_board 1 1 1 (1 + d) 1].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c124_R (d : nat) : rmoves (s37_board 1 1 1 (2 + d) 0) = [s21_board 1 1 1 (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s37_c124_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s37_board 1 1 1 (2 + d) 0 -> fst (s37_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c124_L d), (s37_c124_R d); cbn [map].
  pose proof (use_s37 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s37_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 1 (2 + d) 0 (opt_l _ _ _ (s37_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 (3 + d) 0 (opt_l _ _ _ (s37_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s37_c124_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH 1 1 1 (2 + d) (opt_r _ _ _ (s37_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p12 Ho2 ltac:(zlia)).
  rewrite (s37_p12 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

